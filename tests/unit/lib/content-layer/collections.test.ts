/**
 * The registry against content/ as shipped: every folder is registered, every default entry passes its
 * schema under the picture rule (artwork from the manifest), the merged defaults have no cross-check
 * problem, and every item has a title.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONTENT_COLLECTIONS, itemTitle, newIdProblem } from '../../../../src/lib/content-layer/collections.ts';
import { crossCheckProblems } from '../../../../src/lib/content-layer/cross-checks.ts';
import { schemaRefusal } from '../../../../src/lib/content-layer/check-entry.ts';
import { mergedView } from '../../../../src/lib/content-layer/layer.ts';
import { ARTWORK_MANIFEST, CONTENT_DEFAULTS } from '../../../../src/server/content/content-defaults.ts';

const names = CONTENT_COLLECTIONS.map((collection) => collection.name);
const rule = { artwork: ARTWORK_MANIFEST, pictures: new Set<string>() };

describe('#41 the content collections registry', () => {
  test('registers every folder of content/ once', () => {
    const folders = readdirSync(join(process.cwd(), 'content'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...names].sort()).toEqual([...folders].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  test('the defaults hold every item of content/: 46 sweets, 18 hampers, 19 gifts, 29 dishes, 6 posts with their bodies', () => {
    expect(Object.keys(CONTENT_DEFAULTS['diwali-sweets'] ?? {})).toHaveLength(46);
    expect(Object.keys(CONTENT_DEFAULTS['gift-hampers'] ?? {})).toHaveLength(18);
    expect(Object.keys(CONTENT_DEFAULTS['corporate-gifts'] ?? {})).toHaveLength(19);
    expect(Object.keys(CONTENT_DEFAULTS['menu-dishes'] ?? {})).toHaveLength(29);
    expect(Object.keys(CONTENT_DEFAULTS['site'] ?? {})).toEqual(['site']);
    const posts = Object.entries(CONTENT_DEFAULTS['blog'] ?? {});
    expect(posts).toHaveLength(6);
    for (const [slug, post] of posts) {
      expect(post['slug']).toBe(slug);
      expect(post['body']).toBe(readFileSync(join(process.cwd(), 'content', 'blog', `${slug}.md`), 'utf8'));
    }
  });

  test.each(CONTENT_COLLECTIONS.map((collection) => [collection.name, collection] as const))('every default entry of %s passes its schema with the picture rule and has a title', (_name, collection) => {
    const entries = Object.entries(CONTENT_DEFAULTS[collection.name] ?? {});
    expect(entries.length).toBeGreaterThan(0);
    for (const [id, entry] of entries) {
      expect(schemaRefusal(collection, entry, rule), `${collection.name}/${id}`).toBeNull();
      expect(itemTitle(collection, id, entry).length).toBeGreaterThan(0);
      // A page text is titled by its page, which is also its file name.
      if (collection.titleField && collection.name !== 'page-copy') expect(itemTitle(collection, id, entry)).not.toBe(id);
    }
  });

  test('the merged defaults have no cross-collection problem', () => {
    expect(crossCheckProblems(mergedView(CONTENT_DEFAULTS, {}, names))).toEqual([]);
  });

  test('the artwork manifest lists the built-in pictures as entries write them', () => {
    expect(ARTWORK_MANIFEST.has('../../src/assets/sweets/kaju-katli.svg')).toBe(true);
    expect([...ARTWORK_MANIFEST].every((path) => path.startsWith('../../src/assets/'))).toBe(true);
  });

  test.each([['kaju-roll', null], ['Kaju Roll', 'Use lower-case'], ['-kaju', 'Use lower-case'], ['a'.repeat(65), 'Keep the id under 65']])('new id %s', (id, problem) => {
    const found = newIdProblem(id);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
