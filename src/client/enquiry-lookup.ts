/**
 * Looks up a staff-created product for an enquiry summary: the product, 'missing' when the site
 * answers 404 (it was removed or hidden), or 'unreachable' when there is no answer, so a list item
 * is only dropped when the site really no longer has it.
 */
import { productSchema, type Product } from '../lib/catalogue/product-schema.ts';
import { ApiError, getJson } from './api-client.ts';

export type StaffProductLookup = Product | 'missing' | 'unreachable';

export async function lookUpStaffProduct(id: string): Promise<StaffProductLookup> {
  try {
    return await getJson<Product>(`/api/products/${encodeURIComponent(id)}`, { parse: (value) => productSchema.parse(value) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'missing';
    return 'unreachable';
  }
}
