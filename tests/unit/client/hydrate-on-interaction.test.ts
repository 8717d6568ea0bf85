// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import hydrateOnInteraction from '../../../src/client/hydrate-on-interaction.ts';

/** An island root with a button, and a load() whose hydration the test releases by hand. */
function island() {
  const el = document.createElement('astro-island');
  el.innerHTML = '<button type="button">Show picture 2</button><input aria-label="Search sweets">';
  document.body.append(el);
  let release: () => void = () => {};
  const hydrate = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  const load = vi.fn(async () => hydrate);
  hydrateOnInteraction(load, { name: 'interaction', value: '' }, el);
  const button = el.querySelector('button') as HTMLButtonElement;
  const input = el.querySelector('input') as HTMLInputElement;
  return { el, button, input, load, hydrate, release: () => release() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:interaction (issue 14: no framework code before interaction)', () => {
  test('loads nothing until the visitor points at, touches, focuses or types into the island', async () => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      const { el, load } = island();
      await tick();
      expect(load).not.toHaveBeenCalled();
      el.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: true }));
      await tick();
      expect(load, type).toHaveBeenCalledTimes(1);
    }
  });

  test('hydrates once however many interactions arrive', async () => {
    const { input, load, release } = island();
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.dispatchEvent(new Event('keydown', { bubbles: true }));
    await tick();
    release();
    await tick();
    input.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('holds a click that lands before hydration and replays it on the same element afterwards', async () => {
    const { button, release } = island();
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    await tick();
    release();
    await tick();
    await tick();
    expect(clicks).toEqual([false]);
  });

  test('lets clicks after hydration through untouched', async () => {
    const { button, release } = island();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await tick();
    release();
    await tick();
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });
});
