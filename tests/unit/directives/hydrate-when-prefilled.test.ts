// @vitest-environment jsdom
/** client:prefilled (issue 14, /contact): at once when the address carries a given key, else on the first interaction. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import hydrateWhenPrefilled from '../../../src/directives/hydrate-when-prefilled.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function island(search: string) {
  window.history.replaceState(null, '', `/contact${search}`);
  const el = document.createElement('astro-island');
  el.innerHTML = '<input aria-label="Name">';
  document.body.append(el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  // Astro hands the directive's value over as written (here an array), though its type says string.
  hydrateWhenPrefilled(load, { name: 'prefilled', value: ['product', 'list', 'category'] as unknown as string }, el);
  return { el, load, hydrate };
}

afterEach(() => document.body.replaceChildren());

describe('client:prefilled', () => {
  test('a plain visit loads nothing until the visitor reaches the island', async () => {
    const { el, load, hydrate } = island('');
    await tick();
    expect(load).not.toHaveBeenCalled();
    el.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  test('an address with one of the keys hydrates at once', async () => {
    for (const search of ['?product=kaju-katli&size=500g', '?list=1', '?category=corporate']) {
      const { load, hydrate } = island(search);
      await tick();
      expect(load, search).toHaveBeenCalledTimes(1);
      expect(hydrate, search).toHaveBeenCalledTimes(1);
    }
  });

  test('other query keys do not count', async () => {
    const { load } = island('?utm_source=newsletter');
    await tick();
    expect(load).not.toHaveBeenCalled();
  });
});
