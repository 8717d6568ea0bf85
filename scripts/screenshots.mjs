/**
 * `npm run screenshots` (after `npm run build`): starts the built site on a free port with throwaway
 * data and saves a full-page screenshot of every public route of scripts/layout-routes.mjs at 390 and
 * 1280 px into screenshots/ (git-ignored), scrolled through first so every island has rendered.
 * For reviewing layouts by eye (issue #16); the layout sweep test checks them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.mjs';
import { PUBLIC_ROUTES } from './layout-routes.mjs';
import { startThrowawaySite } from './local-platform/throwaway-site.mjs';

const OUT = join(process.cwd(), 'screenshots');
/** `SCREENSHOT_WIDTHS=360,390,1280` and `SCREENSHOT_ROUTES=/,/catering-events` narrow or widen a run. */
const HEIGHTS = { 320: 640, 360: 740, 390: 844, 768: 1024, 1024: 768, 1280: 900, 1440: 900 };
const SIZES = (process.env.SCREENSHOT_WIDTHS ?? '390,1280')
  .split(',')
  .map(Number)
  .map((width) => ({ width, height: HEIGHTS[width] ?? 900 }));
const ROUTES = process.env.SCREENSHOT_ROUTES ? process.env.SCREENSHOT_ROUTES.split(',') : PUBLIC_ROUTES;

if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });

const site = await startThrowawaySite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: size });
    for (const route of ROUTES) {
      await page.goto(new URL(route, site.url).href, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${size.width}.png`;
      await page.screenshot({ path: join(OUT, name), fullPage: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`${name}  ${height} px tall`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(`Saved in ${OUT}`);
