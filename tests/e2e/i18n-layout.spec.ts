/**
 * Issue #44: the layout sweep of issue #16 over the Telugu and Hindi pages (their words are longer:
 * headers and buttons must still fit): every public page at 320, 360, 390, 768, 1024 and 1440 px,
 * scrolled through, with no sideways scroll, no control under 24 × 24 px or covered, no card grid with
 * a hole and no serious or critical axe violation.
 */
import { test } from '@playwright/test';
import { PUBLIC_ROUTES, WIDTHS } from '../../scripts/layout-routes.mjs';
import { localePath, PREFIXED_LOCALES } from '../../src/lib/i18n/locales.ts';
import { expectFitsAtEveryWidth } from './support/layout-checks.ts';

for (const locale of PREFIXED_LOCALES) {
  for (const route of PUBLIC_ROUTES) {
    const address = localePath(locale, route);
    test(`#44 ${address} fits and works at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.slow();
      await expectFitsAtEveryWidth(page, address, WIDTHS);
    });
  }
}
