/**
 * GET /api/products/search/suggestions?q={text} -> up to 8 { id, name, image, category, price, inStock, aliases } of
 * the products the shop lists (staff-created and built-in), found by the site's one search, typos
 * last; [] under 2 characters. The index is built once per instance (src/server/catalogue/suggestion-index.ts).
 */
import type { Config } from '@netlify/functions';
import { suggestionsAnswer } from '../../src/lib/api/catalogue.ts';
import { MAX_QUERY_LENGTH } from '../../src/lib/search/match-products.ts';
import { MIN_SUGGESTION_LENGTH, suggest } from '../../src/lib/search/suggest.ts';
import { suggestionIndex } from '../../src/server/catalogue/suggestion-index.ts';
import { publicProductCacheHeaders } from '../../src/server/http/cache-headers.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { openEventualStore } from '../../src/server/storage/blob-stores.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET', 'HEAD']);
  const query = (new URL(req.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const headers = { ...publicProductCacheHeaders(), 'Netlify-Vary': 'query=q' };
  if (query.length < MIN_SUGGESTION_LENGTH) return answer(suggestionsAnswer, 200, [], headers);
  return answer(suggestionsAnswer, 200, suggest(await suggestionIndex(openEventualStore('products')), query), headers);
});

export const config: Config = { path: '/api/products/search/suggestions' };
