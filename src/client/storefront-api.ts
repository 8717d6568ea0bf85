/**
 * The storefront's calls (storefront §7, §8; FEATURES API-03, API-05..API-08, SRCH-11, SHOP-25,
 * MITHAI-10..MITHAI-12, PDP-02), one function per endpoint over api-client's getJson (base URL,
 * 30 s timeout, 5-minute in-memory cache). Failures are logged with the spec's messages and turned
 * into empty answers; no message reaches the visitor from here.
 */
import type { SuggestionItem } from '../lib/api/catalogue.ts';
import { readProduct, readProducts, readStringList, readSuggestions } from '../lib/api/catalogue-readers.ts';
import type { Product } from '../lib/catalogue/product-schema.ts';
import { ApiError, getJson, GET_CACHE_TTL_MS, parseBy } from './api-client.ts';
import { readFresh, remember } from './session-cache.ts';

// The answers are read without zod (lib/api/catalogue-readers.ts, issue #14): the same contract, a
// fraction of the cost on a phone. A list keeps the products that fit; one malformed record does not
// hide the others.
const parseProducts = parseBy(readProducts);
const parseProduct = parseBy(readProduct);
const parseCategories = parseBy(readStringList);
const parseSuggestions = parseBy(readSuggestions);

function statusOf(error: unknown): string {
  if (error instanceof ApiError) return String(error.status);
  return error instanceof Error ? error.message : String(error);
}

/** A GET whose answer is also kept for the session (5 minutes); undefined when it fails. */
async function sessionGet<T>(path: string, parse: (value: unknown) => T, failure: string): Promise<T | undefined> {
  try {
    const value = await getJson<T>(path, { parse });
    remember(path, value);
    return value;
  } catch (error) {
    console.error(failure, error);
    return undefined;
  }
}

/** GET /api/products: staff-created products; [] (logged "Failed to fetch products") on failure. */
export async function fetchProducts(): Promise<Product[]> {
  const fresh = readFresh('/api/products', GET_CACHE_TTL_MS, parseProducts);
  if (fresh) return fresh;
  return (await sessionGet('/api/products', parseProducts, 'Failed to fetch products')) ?? [];
}

/** GET /api/products/categories; [] on failure (the fixed categories remain). */
export async function fetchCategories(): Promise<string[]> {
  const fresh = readFresh('/api/products/categories', GET_CACHE_TTL_MS, parseCategories);
  if (fresh) return fresh;
  return (await sessionGet('/api/products/categories', parseCategories, 'Failed to fetch categories')) ?? [];
}

/** The sweets home data: both calls in parallel, none at all while both answers are fresh. */
export async function fetchCategoriesAndProducts(): Promise<{ categories: string[]; products: Product[] }> {
  const [categories, products] = await Promise.all([fetchCategories(), fetchProducts()]);
  return { categories, products };
}

/** What GET /api/products/{id} found: the product, 'missing' (404: removed or hidden), or 'unreachable'. */
export type ProductLookup = Product | 'missing' | 'unreachable';

/**
 * GET /api/products/{id}, the one runtime product lookup: the product pages and the enquiry list
 * both ask through here. A failure is logged ("Failed to fetch product {id}: {status}") unless
 * `quiet` (the enquiry list expects removed products and keeps unreachable ones).
 */
export async function lookUpProduct(id: string, quiet = false): Promise<ProductLookup> {
  try {
    return await getJson(`/api/products/${encodeURIComponent(id)}`, { parse: parseProduct });
  } catch (error) {
    if (!quiet) console.error(`Failed to fetch product ${id}:`, statusOf(error));
    return error instanceof ApiError && error.status === 404 ? 'missing' : 'unreachable';
  }
}

/** The product of GET /api/products/{id}; undefined when the request fails or is not ok (the caller falls back). */
export async function fetchProduct(id: string): Promise<Product | undefined> {
  const found = await lookUpProduct(id);
  return typeof found === 'string' ? undefined : found;
}

/** GET /api/products/related/{id}; [] on failure. */
export async function fetchRelated(id: string): Promise<Product[]> {
  try {
    return await getJson(`/api/products/related/${encodeURIComponent(id)}`, { parse: parseProducts });
  } catch (error) {
    console.error('Failed to fetch related products:', statusOf(error));
    return [];
  }
}

/** GET /api/products/search/suggestions?q=; [] and "Failed to fetch suggestions: {status}" on failure. */
export async function fetchSuggestions(query: string): Promise<SuggestionItem[]> {
  try {
    return await getJson(`/api/products/search/suggestions?q=${encodeURIComponent(query)}`, { parse: parseSuggestions });
  } catch (error) {
    console.error(`Failed to fetch suggestions: ${statusOf(error)}`);
    return [];
  }
}
