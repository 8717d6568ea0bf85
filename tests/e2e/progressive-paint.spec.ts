/**
 * Issue #14, CLS: on a slow connection the browser paints a page before all of its HTML has arrived.
 * What it painted must stay where it is as the rest comes in: no centred copy that moves up as lines
 * are added, no row whose first items spread out until the others arrive. Each test serves the page cut
 * short after one of its first elements (as a paint between two network chunks sees it) and checks that
 * every element drawn in view then is at the same place in the whole page.
 */
import { expect, test, type Page } from '@playwright/test';

/** How many cut points, from the start of <main>: enough to cover each page's first screen. */
const CUTS = 16;

/** Where the page can be cut: after each of the first CUTS closing tags of text and list items in <main>. */
function cutPoints(html: string): number[] {
  const main = html.indexOf('<main');
  const points: number[] = [];
  const closing = /<\/(?:p|h1|h2|h3|li)>/g;
  closing.lastIndex = main;
  for (let match = closing.exec(html); match && points.length < CUTS; match = closing.exec(html)) {
    points.push(match.index + match[0].length);
  }
  return points;
}

/** Each element of <main> drawn in view and its top-left corner, by its place in document order. */
function cornersInView(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].map((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.left >= innerWidth || box.right <= 0) return null;
      return `${element.localName}.${element.classList[0] ?? ''} at ${Math.round(box.left)},${Math.round(box.top)}`;
    }),
  );
}

for (const width of [390, 1440]) {
  for (const path of ['/', '/about', '/catering-events', '/hotels-banquet', '/corporate-gifting']) {
    test(`${path} at ${width} px: what a paint of part of the page shows stays in place as the rest arrives`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      // Every load in the same faces: the local ones (a tab that has fetched the web fonts uses them from the start).
      await page.addInitScript(() => sessionStorage.clear());
      await page.goto(path);
      const whole = await cornersInView(page);
      const html = await (await page.request.get(path)).text();
      const points = cutPoints(html);
      expect(points).toHaveLength(CUTS);
      let part = '';
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: part }));
      const moved: string[] = [];
      for (const point of points) {
        part = html.slice(0, point);
        await page.goto(path);
        const partial = await cornersInView(page);
        partial.forEach((corner, i) => {
          if (corner !== null && corner !== whole[i]) moved.push(`cut at ${point}: ${corner}, then ${whole[i]}`);
        });
      }
      expect(moved).toEqual([]);
    });
  }
}
