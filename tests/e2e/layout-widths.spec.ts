/**
 * Issue #16: every public page at 320, 360, 390, 768, 1024 and 1440 px, scrolled through from top
 * to bottom: no sideways scroll, no focusable control smaller than 24 × 24 px (WCAG 2.5.8; links
 * inside running text are exempt, as the criterion says), none covered by another element where a
 * tap would land, no card grid with a half-empty last row or a gallery with a hole, and no serious
 * or critical axe violation (WCAG 2 A/AA).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gridProblems } from './support/grid-problems.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_ROUTES, STORES_ROUTES, WIDTHS } from '../../scripts/layout-routes.mjs';
import { openDashboard, sharedStaffUser } from './support/staff.ts';
import { LOCALES, localePath } from '../../src/lib/i18n/locales.ts';

/**
 * Scrolls down a viewport at a time until the bottom, so every client:visible island hydrates (those
 * that wait for an interaction, client:interaction and client:prefilled, keep their server HTML).
 */
async function hydrateByScrolling(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await expect(page.locator('astro-island[ssr]:not([client="interaction"]):not([client="prefilled"]):not([client="only"])')).toHaveCount(0);
}

interface ControlCheck {
  /** Exempt links inside running text (WCAG 2.5.8's inline exception). */
  exemptInText: boolean;
}

/**
 * Problems of the focusable controls now shown inside `root`: too small, or covered where a tap lands.
 * Runs in the page (passed to `evaluate`), so it reads nothing from this module.
 */
function controlProblemsIn(root: Element, { exemptInText }: ControlCheck): string[] {
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
function controlProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate(controlProblemsIn, { exemptInText: true });
}

for (const route of PUBLIC_ROUTES) {
  test(`${route} fits and works at ${WIDTHS.join(', ')} px (issue #16)`, async ({ page }) => {
    // Six widths, each scrolled through with an axe run: six times one page's work.
    test.slow();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      if (width === WIDTHS[0]) await page.goto(route);
      await hydrateByScrolling(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route} at ${width} px scrolls sideways by ${overflow} px`).toBe(0);
      expect(await controlProblems(page), `${route} at ${width} px`).toEqual([]);
      expect(await gridProblems(page), `${route} at ${width} px`).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

/** Widths where "See all" shows one store and hides the other (below 40rem). */
const PHONE_WIDTHS = WIDTHS.filter((width) => width < 640);

/** Problems of the controls shown in the section: none is exempt, it holds no running text (issue #45). */
function sectionControlProblems(section: Locator): Promise<string[]> {
  return section.evaluate(controlProblemsIn, { exemptInText: false });
}

test('issue #45: STORES_ROUTES lists every built page with the stores section', () => {
  const dist = join(process.cwd(), 'dist');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const withStores = pages
    .filter((file) => readFileSync(join(dist, file), 'utf8').includes('aria-labelledby="stores-heading"'))
    .map((file) => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
    .sort();
  // The Telugu and Hindi pages (issue #44) mirror the English ones: each English page with the section, in every language.
  expect(withStores).toEqual(LOCALES.flatMap((locale) => STORES_ROUTES.map((route) => localePath(locale, route))).sort());
});

for (const route of STORES_ROUTES) {
  test(`issue #45 STORE-03 HOME-11 HOTEL-18 ${route}: every control of the stores section is at least 24 × 24 px at ${WIDTHS.join(', ')} px, the second store hidden and shown`, async ({ page }) => {
    const section = page.getByRole('region', { name: 'Visit Us' });
    const stores = section.getByRole('article');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      await page.goto(route);
      await section.scrollIntoViewIfNeeded();
      if (!PHONE_WIDTHS.includes(width)) {
        await expect(stores).toHaveCount(2);
        expect(await sectionControlProblems(section), `${route} at ${width} px`).toEqual([]);
        continue;
      }
      await expect(stores).toHaveCount(1);
      expect(await sectionControlProblems(section), `${route} at ${width} px, one store shown`).toEqual([]);
      await section.getByRole('button', { name: 'See all 2 stores' }).click();
      await expect(stores).toHaveCount(2);
      expect(await sectionControlProblems(section), `${route} at ${width} px, both stores shown`).toEqual([]);
      await section.getByRole('button', { name: 'Show fewer' }).click();
      await expect(stores).toHaveCount(1);
    }
  });
}

/**
 * Issue #41: the staff dashboard's content screens (the overview with the publish panel, a
 * collection's items, the generated editor of a sweet, of a festival's dates by year, and of a new blog
 * post with its Markdown preview) at every width, as a superadmin: no sideways scroll, no control under
 * 24 × 24 px or covered, no serious axe finding.
 */
const CONTENT_SCREENS = [
  ['/content', 'What you can edit'],
  ['/content/diwali-sweets', 'Search diwali sweets'],
  ['/content/diwali-sweets/items/kaju-katli', 'Save draft'],
  ['/content/festivals/items/diwali', 'Save draft'],
  ['/content/blog/new', 'Add to the draft'],
] as const;

for (const [screen, ready] of CONTENT_SCREENS) {
  test(`issue #41 the staff dashboard's ${screen} fits and works at ${WIDTHS.join(', ')} px`, async ({ page, request }) => {
    test.slow();
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 780 });
    await openDashboard(page, user, screen);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${screen} at ${width} px scrolls sideways by ${overflow} px`).toBe(0);
      expect(await controlProblems(page), `${screen} at ${width} px`).toEqual([]);
      await expectNoSeriousA11yViolations(page, `${screen} at ${width} px`);
    }
  });
}
