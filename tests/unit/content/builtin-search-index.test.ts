/**
 * The built-in search index the suggestions function imports (issue #12): the committed seed is the
 * one content/ as shipped makes (run `npm run index:builtin` after editing content; the build runs it
 * too). A build with staff changes bundles the live index instead (issue #41, src/build/builtin-search-index.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUILTIN_SEARCH_INDEX_FILE, buildBuiltinSearchIndex, serialiseBuiltinSearchIndex } from '../../../src/build/builtin-search-index.ts';
import { thumbnailAsset, THUMBNAIL_PREFIX } from '../../../src/build/search-thumbnails.ts';
import { repoRoot, seedContentRoot } from '../../../src/build/read-content-files.ts';
import { nameKey } from '../../../src/lib/search/name-key.ts';
import { DEMO_PRODUCTS } from '../../../src/server/seed/demo-products.ts';

const entries = buildBuiltinSearchIndex(seedContentRoot);

describe('built-in search index (issue #12)', () => {
  test('the committed file is up to date with content/ (run npm run index:builtin)', () => {
    expect(readFileSync(join(repoRoot, BUILTIN_SEARCH_INDEX_FILE), 'utf8')).toBe(serialiseBuiltinSearchIndex(entries));
  });

  test('holds the 46 Diwali sweets and 18 gift hampers the shop lists, each with a thumbnail that exists and a price', () => {
    expect(entries).toHaveLength(64);
    for (const entry of entries) {
      const [thumbnail] = entry.images;
      expect(thumbnail?.startsWith(THUMBNAIL_PREFIX)).toBe(true);
      expect(existsSync(join(repoRoot, thumbnailAsset(thumbnail?.slice(THUMBNAIL_PREFIX.length) ?? '')))).toBe(true);
      expect(entry.price.custom).toBeGreaterThan(0);
    }
  });

  test('every built-in name is distinct, and no demo product repeats one', () => {
    const builtinNames = new Set(entries.map((entry) => nameKey(entry.name)));
    expect(builtinNames.size).toBe(entries.length);
    const repeats = DEMO_PRODUCTS.filter((demo) => builtinNames.has(nameKey(demo.name))).map((demo) => demo.name);
    expect(repeats).toEqual([]);
    expect(new Set(DEMO_PRODUCTS.map((demo) => nameKey(demo.name))).size).toBe(DEMO_PRODUCTS.length);
  });
});
