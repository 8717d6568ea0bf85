/**
 * Looks up a staff-created product for an enquiry summary: the product, 'missing' when the site
 * answers 404 (it was removed or hidden), or 'unreachable' when there is no answer, so a list item
 * is only dropped when the site really no longer has it.
 */
import { productAnswer } from '../lib/api/catalogue.ts';
import type { Product } from '../lib/catalogue/product-schema.ts';
import { ApiError, getJson, parseWith } from './api-client.ts';

export type StaffProductLookup = Product | 'missing' | 'unreachable';

export async function lookUpStaffProduct(id: string): Promise<StaffProductLookup> {
  try {
    return await getJson(`/api/products/${encodeURIComponent(id)}`, { parse: parseWith(productAnswer) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'missing';
    return 'unreachable';
  }
}
