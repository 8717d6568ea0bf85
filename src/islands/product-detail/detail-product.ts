/** The product a detail page shows: the §3 product plus what built-in gift items also carry. */
import type { Product } from '../../lib/catalogue/product-schema.ts';

export type DetailProduct = Product & {
  subtitle?: string;
  /** Printed MRP, e.g. "₹1,250". */
  mrp?: string;
  /** Alt text of each image, in the order of `images`. */
  imageAlts?: string[];
};

/** The business numbers the Call and WhatsApp links fall back to. */
export interface ContactDefaults {
  phone: string;
  whatsapp: string;
}
