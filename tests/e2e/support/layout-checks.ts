/**
 * The checks of the layout sweeps (issue #16; the Telugu and Hindi sweep of issue #44 uses them too):
 * hydrate a page by scrolling through it, and list its focusable controls that are too small or covered.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { gridProblems } from './grid-problems.ts';

/**
 * Scrolls down a viewport at a time until the bottom, so every client:visible island hydrates (those
 * that wait for an interaction, client:interaction and client:prefilled, keep their server HTML).
 */
export async function hydrateByScrolling(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await expect(page.locator('astro-island[ssr]:not([client="interaction"]):not([client="prefilled"]):not([client="only"])')).toHaveCount(0);
}

export interface ControlCheck {
  /** Exempt links inside running text (WCAG 2.5.8's inline exception). */
  exemptInText: boolean;
}

/**
 * Problems of the focusable controls now shown inside `root`: too small, or covered where a tap lands.
 * Runs in the page (passed to `evaluate`), so it reads nothing from this module.
 */
export function controlProblemsIn(root: Element, { exemptInText }: ControlCheck): string[] {
  const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  };
  /** A link in a sentence: inline, inside a paragraph or list item that holds other text too. */
  const inText = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const block = el.closest('p, li, dd, td, address, figcaption, label');
    return block !== null && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  };
  const problems: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (el.closest('[inert], [hidden], dialog:not([open])') || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if ((el as HTMLButtonElement).disabled || el.tabIndex < 0) continue;
    let rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    // Controls that only show once focused (the skip link) sit clipped or above the page until then.
    if (getComputedStyle(el).position === 'absolute' && (rect.width <= 1 || rect.bottom + window.scrollY <= 0)) continue;
    if (!(exemptInText && inText(el)) && (Math.round(rect.width) < 24 || Math.round(rect.height) < 24)) {
      problems.push(`${describe(el)} is ${Math.round(rect.width)} × ${Math.round(rect.height)} px`);
    }
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    // The announcement bar shows or hides on scroll: let it catch up before looking.
    window.dispatchEvent(new Event('scroll'));
    rect = el.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== el && !el.contains(hit) && !hit.contains(el) && !(el instanceof HTMLInputElement && el.labels && [...el.labels].some((l) => l.contains(hit)))) {
      problems.push(`${describe(el)} is covered by ${describe(hit)}`);
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

/** Problems of the focusable controls now on the page (links inside running text exempt). */
export function controlProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate(controlProblemsIn, { exemptInText: true });
}

/**
 * The page at each width, narrowest first (opened at the first): scrolled through so its islands
 * hydrate, then no sideways scroll, no control too small or covered, no card grid with a hole, and no
 * serious or critical axe violation.
 */
export async function expectFitsAtEveryWidth(page: Page, route: string, widths: readonly number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    if (width === widths[0]) await page.goto(route);
    await hydrateByScrolling(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${route} at ${width} px scrolls sideways by ${overflow} px`).toBe(0);
    expect(await controlProblems(page), `${route} at ${width} px`).toEqual([]);
    expect(await gridProblems(page), `${route} at ${width} px`).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${route} at ${width} px`);
  }
}
