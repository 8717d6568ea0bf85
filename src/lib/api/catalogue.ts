/**
 * Request and response shapes of the catalogue endpoints (DESIGN.md's API table; storefront §7, §8):
 *   GET    /api/products                              -> Product[]           (visible only)
 *   GET    /api/products/categories                   -> string[]
 *   GET    /api/products/{id}                         -> Product
 *   GET    /api/products/related/{id}                 -> Product[]           (at most 4)
 *   GET    /api/products/search/suggestions?q=        -> SuggestionItem[]    (at most 8)
 *   GET    /api/admin/products[/{id}]                 -> StaffProduct[] | StaffProduct (with etag)
 *   POST   /api/products (multipart)                  -> 201 { message, product }
 *   PUT    /api/products/{id} (If-Match) or { isActive } -> { message, product }
 *   DELETE /api/products/{id}                         -> { message }
 * Written with zod/mini: the public pages parse these answers without loading classic zod
 * (issue #14). Functions type their answers with these schemas (server/http/json.ts `answer`).
 */
import * as z from 'zod/mini';
import { priceSchema, productSchema } from '../catalogue/product-schema.ts';

export const productAnswer = productSchema;
export const productsAnswer = z.array(productSchema);
export const categoriesAnswer = z.array(z.string());

/** One header-search suggestion: the product's id, name, first image, category, card price, whether it is sold out, and its other names. */
export const suggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.string(),
  /** The price the product's card shows (lib/pricing/card-price.ts formats it); absent in answers cached before it was added. */
  price: z.optional(priceSchema),
  /** False: sold out (issue #41); absent in answers cached before it was added, which means in stock. */
  inStock: z.optional(z.boolean()),
  /** Its other names (Telugu, Hindi, spellings): a Telugu or Hindi page shows the local name from them (issue #44). */
  aliases: z.optional(z.array(z.string())),
});
export type SuggestionItem = z.output<typeof suggestionSchema>;
export const suggestionsAnswer = z.array(suggestionSchema);

/** A product as the staff area reads it: with the etag its edit must send back (If-Match). */
export const staffProductSchema = z.extend(productSchema, { etag: z.string() });
export type StaffProduct = z.output<typeof staffProductSchema>;
export const staffProductsAnswer = z.array(staffProductSchema);

/** The answer of a product create or edit. */
export const productSavedAnswer = z.object({ message: z.string(), product: productSchema });
export type ProductSavedAnswer = z.output<typeof productSavedAnswer>;
