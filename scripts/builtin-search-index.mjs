/**
 * `npm run index:builtin` (also run before `npm run build`): writes the built-in products' search
 * index (src/lib/search/builtin-search-index.json) from content/, for the suggestions function.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_SEARCH_INDEX_FILE, buildBuiltinSearchIndex, serialiseBuiltinSearchIndex } from '../src/build/builtin-search-index.ts';

const entries = buildBuiltinSearchIndex();
writeFileSync(join(process.cwd(), BUILTIN_SEARCH_INDEX_FILE), serialiseBuiltinSearchIndex(entries));
console.log(`Built-in search index: ${entries.length} products written to ${BUILTIN_SEARCH_INDEX_FILE}.`);
