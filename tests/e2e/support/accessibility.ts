/**
 * The axe check of every browser suite: no serious or critical WCAG 2 A/AA violations on the page as
 * it is now.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with each serious or critical violation's rule and elements, prefixed by `where` when given.
 * The parts the browser skips while they are far off screen (content-visibility: auto, issue #14) are
 * drawn for the check, as they are when a visitor scrolls to them: axe reads colours from what is
 * painted. Axe runs inside the page (its legacy mode: the site has no frames, so there is no result
 * to merge in a second page) and reports passing elements only by rule, which keeps a check of a
 * long page at about 2.5 s instead of 6-7 s.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = ''): Promise<void> {
  const drawn = await page.evaluate(() => {
    const skippable = [...document.querySelectorAll<HTMLElement>('*')].filter((element) => getComputedStyle(element).contentVisibility === 'auto');
    for (const element of skippable) element.style.contentVisibility = 'visible';
    return skippable.length;
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  if (drawn > 0) await page.evaluate(() => document.querySelectorAll<HTMLElement>('[style*="content-visibility"]').forEach((element) => element.style.removeProperty('content-visibility')));
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where ? `${where} ` : ''}${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
