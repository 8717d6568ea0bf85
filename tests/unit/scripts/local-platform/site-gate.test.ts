/** #41 The site gate (scripts/local-platform/site-gate.mjs): a publish swaps the site while no read is under way. */
import { expect, test } from 'vitest';
import { SiteGate } from '../../../../scripts/local-platform/site-gate.mjs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('#41 the swap waits for the reads under way, and reads asked for during the swap wait for it', async () => {
  const gate = new SiteGate();
  const events: string[] = [];
  let finishRead = () => {};
  const read = gate.read(() => new Promise<void>((resolve) => (finishRead = () => {
    events.push('old read done');
    resolve();
  })));
  await tick();
  let finishSwap = () => {};
  const swap = gate.exclusive(() => {
    events.push('swap');
    return new Promise<void>((resolve) => (finishSwap = resolve));
  });
  await tick();
  expect(events).toEqual([]);
  finishRead();
  await read;
  await tick();
  expect(events).toEqual(['old read done', 'swap']);

  const later = gate.read(async () => events.push('new read'));
  await tick();
  expect(events).toEqual(['old read done', 'swap']);
  finishSwap();
  await swap;
  await later;
  expect(events).toEqual(['old read done', 'swap', 'new read']);
  expect(gate.readers).toBe(0);
});
