/**
 * Issue #14, the home page's LCP: the first paint waits until the hero's first picture has been parsed
 * (`<link rel="expect" blocking="render">` in the page's head), so the header is never painted alone
 * with the hero picture following in a later frame, and the picture is the largest element of that first
 * paint. The test serves the page in two parts, as a slow connection delivers it: the HTML up to the
 * first slide's <img>, then, once the test has seen that nothing was painted, the rest.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

const HERO_PICTURE = 'home-hero-picture';
/** Animation frames the browser is given to paint the first part, were it allowed to, within a window. */
const FRAMES = 3;
const FRAME_WINDOW_MS = 500;

/**
 * Serves `/` in two parts (the second once `release` is called) and proxies every other path to the
 * site under test, so the page's pictures, scripts and fonts are the real ones.
 */
async function twoPartHomePage(siteUrl: string) {
  const html = await (await fetch(new URL('/', siteUrl))).text();
  const slide = html.indexOf(' data-slide');
  expect(slide, 'the hero is in the HTML').toBeGreaterThan(0);
  const cut = html.indexOf('<img', slide);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      void released.then(() => response.end(html.slice(cut)));
      return;
    }
    fetch(new URL(request.url ?? '/', siteUrl))
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const close = () => {
    release();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, release, close };
}

test('HOME-01 issue #14: the home page is first painted once its hero picture has arrived, never the header alone, and that picture is the page\u2019s largest element', async ({ page, baseURL }) => {
  const served = await twoPartHomePage(baseURL ?? '');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(served.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('[data-slide] picture') !== null, undefined, { polling: 50 });
    // Three animation frames, or half a second of none (a page whose rendering is held runs no frames):
    // were the rendering not held, the first part would have been painted by then.
    const painted = await page.evaluate(
      ({ frames, windowMs }) =>
        new Promise<number>((resolve) => {
          const paints = () => resolve(performance.getEntriesByType('paint').length);
          const next = (left: number) => (left === 0 ? paints() : requestAnimationFrame(() => next(left - 1)));
          next(frames);
          setTimeout(paints, windowMs);
        }),
      { frames: FRAMES, windowMs: FRAME_WINDOW_MS },
    );
    expect(painted, 'nothing is painted while the hero picture is still arriving').toBe(0);

    const releasedAt = await page.evaluate(() => performance.now());
    served.release();
    // The first largest-paint entry that is a picture (a heading may lead until the picture is drawn).
    const { firstPaint, isHeroPicture } = await page.evaluate(
      (id) =>
        new Promise<{ firstPaint: number; isHeroPicture: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const pictures = list.getEntries().map((entry) => (entry as LargestContentfulPaint).element).filter((element) => element?.localName === 'img');
            const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            if (pictures[0] && firstPaint !== undefined) resolve({ firstPaint, isHeroPicture: pictures[0].id === id });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      HERO_PICTURE,
    );
    expect(firstPaint).toBeGreaterThanOrEqual(releasedAt);
    expect(isHeroPicture, 'the largest element painted is the hero\'s first picture').toBe(true);
  } finally {
    await served.close();
  }
});
