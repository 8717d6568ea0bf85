/**
 * Looks up a staff-created product for an enquiry summary through the one product lookup
 * (storefront-api.ts): the product, 'missing' when the site answers 404 (it was removed or hidden),
 * or 'unreachable' when there is no answer, so a list item is only dropped when the site really no
 * longer has it.
 */
import { lookUpProduct, type ProductLookup } from './storefront-api.ts';

export type StaffProductLookup = ProductLookup;

export async function lookUpStaffProduct(id: string): Promise<StaffProductLookup> {
  return lookUpProduct(id, true);
}
