/**
 * Issue 14, over the built dist/ (run after `npm run build`): no public page can load classic Zod,
 * and only the contact form loads zod at all (the catalogue and blog answers have plain readers).
 * Public schemas are written with `zod/mini`, which tree-shakes to the checks used; classic Zod
 * (its method-chaining API, ~12 KB gzip more) belongs to build time, the functions and the staff area.
 * Every script a public page names (module scripts and island components) is followed through its
 * static and dynamic imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { isPublicPagePath } from '../../src/lib/site/public-page.ts';
import { ASSETS, DIST, scriptsOf } from './support/dist-scripts.ts';
import { LOGIN_PATH, DASHBOARD_PATH } from './support/staff.ts';

/** Only classic Zod's ZodNumber defines this method; zod/mini and the shared core do not. */
const CLASSIC_ZOD_MARKER = 'nonnegative';

/** The name zod's shared core gives its object schema: in classic Zod and zod/mini alike. */
const ANY_ZOD_MARKER = '$ZodObject';

const pathOf = (file: string) => `/${relative(DIST, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

const publicPages = readdirSync(DIST, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => isPublicPagePath(pathOf(file), [LOGIN_PATH, DASHBOARD_PATH]));

test('the marker tells classic Zod apart: the staff area (classic) carries it', () => {
  const staffScripts = [...scriptsOf(readFileSync(join(DIST, `${DASHBOARD_PATH.replace(/^\//, '')}.html`), 'utf8'))];
  expect(staffScripts.some((name) => readFileSync(join(ASSETS, name), 'utf8').includes(CLASSIC_ZOD_MARKER))).toBe(true);
});

test('no script a public page can load (the contact form and the planners included) carries classic Zod', () => {
  expect(publicPages.length).toBeGreaterThan(100);
  const offenders = new Set<string>();
  for (const file of publicPages) {
    for (const name of scriptsOf(readFileSync(file, 'utf8'))) {
      if (readFileSync(join(ASSETS, name), 'utf8').includes(CLASSIC_ZOD_MARKER)) offenders.add(`${pathOf(file)} -> ${name}`);
    }
  }
  expect([...offenders]).toEqual([]);
});

test('issue #14 #44: of the public pages only the contact form (in each language) can load zod at all; the rest read API answers without it', () => {
  const carriesZod = (file: string) => [...scriptsOf(readFileSync(file, 'utf8'))].some((name) => readFileSync(join(ASSETS, name), 'utf8').includes(ANY_ZOD_MARKER));
  expect(carriesZod(join(DIST, 'contact.html'))).toBe(true);
  const withZod = publicPages.filter(carriesZod).map(pathOf);
  expect(withZod.toSorted()).toEqual(['/contact', '/hi/contact', '/te/contact']);
});
