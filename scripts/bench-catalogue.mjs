/**
 * `npm run bench` (part 2): median time per operation of the storefront's pure rules over
 * synthetic catalogues of 1,000 and 10,000 products (tests/bench/synthetic-products.ts):
 * the catalogue's search + dietary/price facets with their counts + sort + first page (what
 * /mithai/shop does on every keystroke; goal < 16 ms), and header-search suggestion queries with the
 * index built once (what the function does per request; goal < 5 ms).
 */
import { performance } from 'node:perf_hooks';
import { applyFacets, facetCounts } from '../src/lib/catalogue/facets.ts';
import { filterProducts } from '../src/lib/catalogue/filter-products.ts';
import { PAGE_SIZE, paginate } from '../src/lib/catalogue/paginate.ts';
import { sortProducts } from '../src/lib/catalogue/sort-products.ts';
import { buildSearchIndex } from '../src/lib/search/match-products.ts';
import { buildSuggestionIndex, suggest } from '../src/lib/search/suggest.ts';
import { syntheticProducts } from '../tests/bench/synthetic-products.ts';

/** Median wall time of one call, in milliseconds, after a warm-up; at least 25 samples and 400 ms. */
function median(fn, { samples = 25, minMs = 400 } = {}) {
  for (let i = 0; i < 5; i += 1) fn();
  const times = [];
  const started = performance.now();
  while (times.length < samples || (performance.now() - started < minMs && times.length < 20_000)) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const ms = (value) => `${value < 0.1 ? value.toFixed(4) : value.toFixed(3)} ms`;
const line = (label, time) => console.log(`  ${label.padEnd(74)} median ${ms(time)}`);

const CATALOGUE_CASES = [
  ['category "Sweets", Price: Low to High', { category: 'Sweets', search: '', diet: [] }, 'price-asc'],
  ['"all", Sort by: Featured', { category: 'all', search: '', diet: [] }, 'featured'],
  ['search "kaju", Price: High to Low', { category: 'Diwali Collection', search: 'kaju', diet: [] }, 'price-desc'],
  ['search "ladoo" + sugar-free + under ₹600', { category: 'all', search: 'ladoo', diet: ['sugar-free'], maxPrice: 600 }, 'price-asc'],
  ['search "లడ్డు" (Telugu alias)', { category: 'all', search: 'లడ్డు', diet: [] }, 'featured'],
  ['vegan + ships well, no search', { category: 'all', search: '', diet: ['vegan', 'ships-well'] }, 'featured'],
];
const QUERIES = ['kaju', 'ladoo', 'burfi', 'jilebi', 'halva', 'rasagola', 'kaju katri', 'mysorepak', 'sugar free', 'pista', 'లడ్డు', 'लड्डू', 'katli kaju'];
const TYPO_QUERIES = ['kaju kalti', 'gulab jamon', 'rasmali'];

/** What /mithai/shop does on every keystroke or filter change: search, facets and their counts, sort, first page. */
function catalogueKeystroke(products, index, view, order) {
  const found = filterProducts(products, view, index);
  const facets = { diet: view.diet, minPrice: view.minPrice, maxPrice: view.maxPrice };
  facetCounts(found, facets);
  return paginate(sortProducts(applyFacets(found, facets), order), PAGE_SIZE);
}

for (const size of [1_000, 10_000]) {
  const products = syntheticProducts(size);
  console.log(`\n${size.toLocaleString('en-IN')} products`);
  const searchIndex = buildSearchIndex(products);
  line('catalogue: build the search index (once per product list)', median(() => buildSearchIndex(products), { samples: 5, minMs: 200 }));
  for (const [label, view, order] of CATALOGUE_CASES) {
    line(`catalogue filter + facets + sort + first page: ${label}`, median(() => catalogueKeystroke(products, searchIndex, view, order)));
  }
  const source = products.map((p) => ({ _id: p._id, name: p.name, aliases: p.aliases, category: p.category, images: [p.image], price: p.price }));
  const build = median(() => buildSuggestionIndex(source), { samples: 5, minMs: 200 });
  const index = buildSuggestionIndex(source);
  let next = 0;
  const query = median(() => suggest(index, QUERIES[next++ % QUERIES.length] ?? 'kaju'), { samples: QUERIES.length * 3 });
  let nextTypo = 0;
  const typo = median(() => suggest(index, TYPO_QUERIES[nextTypo++ % TYPO_QUERIES.length] ?? 'kaju kalti'), { samples: TYPO_QUERIES.length * 3 });
  line('suggestions: build the index (once per function instance and product change)', build);
  line(`suggestions: one query, index built once (${QUERIES.length} queries in turn: spellings, scripts)`, query);
  line(`suggestions: one misspelt query (no exact match, fuse.js fallback)`, typo);
}
