/**
 * GET /api/products/search/suggestions?q={text} -> up to 8 { id, name, image, category }
 * over every visible product, staff-created and built-in, fuzzy and spelling-tolerant;
 * [] under 2 characters.
 */
import type { Config } from '@netlify/functions';
import { visibleProducts } from '../../src/lib/catalogue/public-products.ts';
import { buildSuggestionIndex, MIN_SUGGESTION_LENGTH, suggest } from '../../src/lib/search/suggest.ts';
import { builtinEntries } from '../../src/server/catalogue/builtin-index.ts';
import { siteOrigin } from '../../src/server/env.ts';
import { publicProductCacheHeaders } from '../../src/server/http/cache-headers.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { openEventualStore } from '../../src/server/storage/blob-stores.ts';
import { listProducts } from '../../src/server/storage/product-repository.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['GET', 'HEAD']);
  const url = new URL(req.url);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const headers = { ...publicProductCacheHeaders(), 'Netlify-Vary': 'query=q' };
  if (query.length < MIN_SUGGESTION_LENGTH) return json(200, [], headers);
  const [staff, builtin] = await Promise.all([listProducts(openEventualStore('products')), builtinEntries(siteOrigin(context.site?.url))]);
  const index = buildSuggestionIndex([...visibleProducts(staff), ...builtin]);
  return json(200, suggest(index, query), headers);
});

export const config: Config = { path: '/api/products/search/suggestions' };
