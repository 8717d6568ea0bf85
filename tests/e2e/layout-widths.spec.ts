/**
 * Issue #16: every public page at 320, 360, 390, 768, 1024 and 1440 px, scrolled through from top
 * to bottom: no sideways scroll, no focusable control smaller than 24 × 24 px (WCAG 2.5.8; links
 * inside running text are exempt, as the criterion says), none covered by another element where a
 * tap would land, no card grid with a half-empty last row or a gallery with a hole, and no serious
 * or critical axe violation (WCAG 2 A/AA).
 */
import { expect, test, type Locator } from '@playwright/test';
import { controlProblems, controlProblemsIn, expectFitsAtEveryWidth } from './support/layout-checks.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_ROUTES, STORES_ROUTES, WIDTHS } from '../../scripts/layout-routes.mjs';
import { openDashboard, sharedStaffUser } from './support/staff.ts';
import { LOCALES, localePath } from '../../src/lib/i18n/locales.ts';

for (const route of PUBLIC_ROUTES) {
  test(`${route} fits and works at ${WIDTHS.join(', ')} px (issue #16)`, async ({ page }) => {
    // Six widths, each scrolled through with an axe run: six times one page's work.
    test.slow();
    await expectFitsAtEveryWidth(page, route, WIDTHS);
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
