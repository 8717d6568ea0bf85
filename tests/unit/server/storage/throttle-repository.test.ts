import '../../../support/blobs-setup.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import { listAllKeys, openStore } from '../../../../src/server/storage/blob-stores.ts';
import {
  peekThrottle,
  resetThrottle,
  takeThrottleSlot,
  type ThrottleRule,
} from '../../../../src/server/storage/throttle-repository.ts';

const rule: ThrottleRule = { scope: 'test', max: 3, windowSeconds: 60 };
const T0 = Date.UTC(2025, 10, 21, 6, 0, 0);
const store = () => openStore('throttle');

beforeEach(async () => {
  await store().deleteAll();
});

describe('takeThrottleSlot', () => {
  test('allows max attempts inside the window, then refuses with the seconds until one frees up', async () => {
    expect(await takeThrottleSlot(store(), rule, '10.0.0.1', T0)).toEqual({ allowed: true, remaining: 2 });
    expect(await takeThrottleSlot(store(), rule, '10.0.0.1', T0 + 10_000)).toEqual({ allowed: true, remaining: 1 });
    expect(await takeThrottleSlot(store(), rule, '10.0.0.1', T0 + 20_000)).toEqual({ allowed: true, remaining: 0 });
    // The refused attempt counts too: the attempts at 0 s and 10 s must leave the window (at 70 s).
    expect(await takeThrottleSlot(store(), rule, '10.0.0.1', T0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  test('slides: the oldest attempt leaving the window makes room for one more', async () => {
    for (const offset of [0, 10_000, 20_000]) await takeThrottleSlot(store(), rule, 'ip', T0 + offset);
    expect((await peekThrottle(store(), rule, 'ip', T0 + 59_999)).limited).toBe(true);
    expect(await takeThrottleSlot(store(), rule, 'ip', T0 + 60_000)).toEqual({ allowed: true, remaining: 0 });
    // Refused at 65 s (and counted): the attempts at 10 s and 20 s must leave first (at 80 s).
    expect(await takeThrottleSlot(store(), rule, 'ip', T0 + 65_000)).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  test('counts refused attempts too, so a client that goes on stays refused', async () => {
    const decisions = [];
    for (let i = 0; i < 6; i += 1) decisions.push((await takeThrottleSlot(store(), rule, 'ip', T0 + i)).allowed);
    expect(decisions).toEqual([true, true, true, false, false, false]);
    expect((await peekThrottle(store(), rule, 'ip', T0 + 10)).used).toBe(6);
  });

  test('keeps subjects and scopes apart', async () => {
    for (let i = 0; i < 3; i += 1) await takeThrottleSlot(store(), rule, 'a', T0);
    expect((await takeThrottleSlot(store(), rule, 'a', T0)).allowed).toBe(false);
    expect((await takeThrottleSlot(store(), rule, 'b', T0)).allowed).toBe(true);
    expect((await takeThrottleSlot(store(), { ...rule, scope: 'other' }, 'a', T0)).allowed).toBe(true);
  });

  test('stores a hash of the subject, never the subject itself', async () => {
    await takeThrottleSlot(store(), rule, '203.0.113.9', T0);
    const [key] = await listAllKeys(store());
    expect(key).toMatch(/^test\/[0-9a-f]{32}\/\d{13}_[0-9a-f-]{36}$/);
    expect(key).not.toContain('203.0.113.9');
  });

  test('deletes attempts that left the window when the subject comes back', async () => {
    await takeThrottleSlot(store(), rule, 'ip', T0);
    await takeThrottleSlot(store(), rule, 'ip', T0 + 1);
    await takeThrottleSlot(store(), rule, 'ip', T0 + 120_000);
    expect(await listAllKeys(store())).toHaveLength(1);
  });

  test('lets at most max of many simultaneous attempts through and counts every attempt', async () => {
    const decisions = await Promise.all(Array.from({ length: 12 }, () => takeThrottleSlot(store(), rule, 'burst', T0)));
    const allowed = decisions.filter((decision) => decision.allowed).length;
    expect(allowed).toBeLessThanOrEqual(3);
    expect((await peekThrottle(store(), rule, 'burst', T0)).used).toBe(12);
  });

  test('lets every one of simultaneous attempts within the limit through', async () => {
    const wide = { ...rule, max: 50 };
    const decisions = await Promise.all(Array.from({ length: 50 }, () => takeThrottleSlot(store(), wide, 'many', T0)));
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
  });
});

describe('peekThrottle, takeThrottleSlot and resetThrottle', () => {
  test('count failures without deciding, report the limit, and forget on reset', async () => {
    const login = { scope: 'login', max: 2, windowSeconds: 900 };
    expect(await peekThrottle(store(), login, 'a@example.com', T0)).toEqual({ used: 0, limited: false, retryAfterSeconds: 0 });
    await takeThrottleSlot(store(), login, 'a@example.com', T0);
    await takeThrottleSlot(store(), login, 'a@example.com', T0 + 60_000);
    expect(await peekThrottle(store(), login, 'a@example.com', T0 + 120_000)).toEqual({
      used: 2,
      limited: true,
      retryAfterSeconds: 780,
    });
    await resetThrottle(store(), login, 'a@example.com');
    expect((await peekThrottle(store(), login, 'a@example.com', T0 + 120_000)).used).toBe(0);
  });
});
