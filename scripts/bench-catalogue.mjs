/**
 * `npm run bench` (part 2): median time per operation of the storefront's pure rules over
 * synthetic catalogues of 1,000 and 10,000 products (tests/bench/synthetic-products.ts):
 * the catalogue's filter + sort + first page (what /mithai/shop does on every change), and
 * header-search suggestion queries (fuse.js with the spelling variants; what the function does).
 */
import { performance } from 'node:perf_hooks';
import { filterProducts } from '../src/lib/catalogue/filter-products.ts';
import { PAGE_SIZE, paginate } from '../src/lib/catalogue/paginate.ts';
import { sortProducts } from '../src/lib/catalogue/sort-products.ts';
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
  ['category "Sweets", Price: Low to High', { category: 'Sweets', search: '' }, 'price-asc'],
  ['"all", Sort by: Featured', { category: 'all', search: '' }, 'featured'],
  ['search "kaju", Price: High to Low', { category: 'Diwali Collection', search: 'kaju' }, 'price-desc'],
];
const QUERIES = ['kaju', 'ladoo', 'burfi', 'jilebi', 'halva', 'rasagola', 'kaju katli', 'mysore pak', 'sugar free', 'pista'];

for (const size of [1_000, 10_000]) {
  const products = syntheticProducts(size);
  console.log(`\n${size.toLocaleString('en-IN')} products`);
  for (const [label, filter, order] of CATALOGUE_CASES) {
    const time = median(() => paginate(sortProducts(filterProducts(products, filter), order), PAGE_SIZE));
    line(`catalogue filter + sort + first page: ${label}`, time);
  }
  const source = products.map((p) => ({ _id: p._id, name: p.name, category: p.category, images: [p.image] }));
  const build = median(() => buildSuggestionIndex(source), { samples: 5, minMs: 200 });
  const index = buildSuggestionIndex(source);
  let next = 0;
  const query = median(() => suggest(index, QUERIES[next++ % QUERIES.length] ?? 'kaju'), { samples: QUERIES.length * 3 });
  line('suggestions: build the fuse.js index', build);
  line(`suggestions: one query (${QUERIES.length} queries in turn, spelling variants included)`, query);
}
