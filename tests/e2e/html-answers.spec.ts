/**
 * Issue #45 security 1, 2 and 5, through the running site: every HTML answer, static, built by a
 * function or the 404 page, carries the site's security headers and its page policy as the first tag
 * after the character set, so no script, style or title comes before it; Netlify's rule files, which
 * name the secret staff paths, are never served, and no other file of the build names those paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { SECURITY_HEADERS } from '../../src/lib/site/security-headers.ts';
import { bearerOf, createProduct } from './support/products.ts';
import { DASHBOARD_PATH, LOGIN_PATH, sharedStaffUser, uniqueTag } from './support/staff.ts';

const DIST = join(process.cwd(), 'dist');
const RULE_FILES = ['_headers', '_redirects'];

/** Every file of the build, relative to dist/ with forward slashes. */
function builtFiles(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The address a built page answers at (build.format 'file': about.html is /about, index.html is /). */
function pageAddress(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** What is wrong with an HTML answer's headers and the place of its page policy (nothing: []). */
async function htmlAnswerProblems(address: string, res: APIResponse): Promise<string[]> {
  const problems: string[] = [];
  const headers = res.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (headers[name.toLowerCase()] !== value) problems.push(`${address}: ${name} is ${headers[name.toLowerCase()] ?? 'missing'}`);
  }
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const policy = head.search(/<meta http-equiv="content-security-policy"/i);
  const firstGoverned = head.search(/<(script|style|title|link|base)\b/i);
  if (policy < 0) problems.push(`${address}: no page policy`);
  else if (firstGoverned >= 0 && firstGoverned < policy) problems.push(`${address}: ${head.slice(firstGoverned, firstGoverned + 30)}… comes before the page policy`);
  if (!/^<!doctype html><html[^>]*><head><meta charset="utf-8">/i.test(html)) problems.push(`${address}: the character set is not the first tag of <head>`);
  return problems;
}

test.describe('every HTML answer carries the security headers and its policy first (issue #45 security 2 and 5)', () => {
  test('each page of the build, at its address', async ({ request }) => {
    // Every page in English, Telugu and Hindi (issue #44): some 450 answers.
    test.slow();
    const pages = builtFiles().filter((file) => file.endsWith('.html') && file !== '404.html');
    expect(pages.length).toBeGreaterThan(140);
    const problems: string[] = [];
    for (const file of pages) {
      const address = pageAddress(file);
      const res = await request.get(address, { maxRedirects: 0 });
      if (res.status() !== 200) problems.push(`${address}: ${res.status()}`);
      else problems.push(...(await htmlAnswerProblems(address, res)));
    }
    expect(problems).toEqual([]);
  });

  test('the 404 page, for an unknown address and for an unknown product (#44 also under /te/ and /hi/)', async ({ request }) => {
    for (const address of ['/no-such-page', '/product/no-such-product', '/diwali-product/no-such-sweet', '/te/no-such-page', '/hi/product/no-such-product']) {
      const res = await request.get(address);
      expect(res.status(), address).toBe(404);
      expect(await htmlAnswerProblems(address, res)).toEqual([]);
    }
  });

  test('the pages functions build for a product staff created, on /product/ and /diwali-product/', async ({ request }) => {
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    const sweet = await createProduct(request, user, `E2E Headers Peda ${uniqueTag()}`);
    const diwali = await createProduct(request, user, `E2E Headers Ariselu ${uniqueTag()}`, 'Diwali Collection');
    try {
      for (const address of [`/product/${sweet}`, `/diwali-product/${diwali}`]) {
        const res = await request.get(address);
        expect(res.status(), address).toBe(200);
        expect(await htmlAnswerProblems(address, res)).toEqual([]);
      }
    } finally {
      for (const id of [sweet, diwali]) await request.delete(`/api/products/${id}`, { headers: bearerOf(user) });
    }
  });
});

test.describe('the secret staff paths are in no served file (issue #45 security 1)', () => {
  test("Netlify's rule files are not served, however their address is spelled", async ({ request, baseURL }) => {
    for (const address of ['/_headers', '/_redirects', '/_headers/', '/%5Fredirects', '//_headers', '/_redirects?x=1']) {
      // Whole URLs, so '//_headers' is a path and not a host.
      const res = await request.get(`${baseURL}${address}`);
      expect(res.status(), address).toBe(404);
      const body = await res.text();
      expect(body, address).not.toContain(LOGIN_PATH);
      expect(body, address).not.toContain(DASHBOARD_PATH);
    }
  });

  test('no file of the build but the two secret pages and the rule files names a secret path', () => {
    const secretPages = new Set([`${LOGIN_PATH.slice(1)}.html`, `${DASHBOARD_PATH.slice(1)}.html`]);
    const served = builtFiles().filter((file) => !secretPages.has(file) && !RULE_FILES.includes(file));
    expect(served.length).toBeGreaterThan(300);
    const leaks = served.filter((file) => {
      const text = readFileSync(join(DIST, file), 'latin1');
      return text.includes(LOGIN_PATH) || text.includes(DASHBOARD_PATH);
    });
    expect(leaks).toEqual([]);
  });
});
