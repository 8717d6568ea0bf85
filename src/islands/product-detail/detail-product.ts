/** The product a detail page shows: the §3 product plus what built-in gift items also carry, and its picture's sizes. */
import type { Product } from '../../lib/catalogue/product-schema.ts';
import type { SmartImageSource } from '../ui/SmartImage.tsx';

export type DetailProduct = Product & {
  subtitle?: string;
  /** Printed MRP, e.g. "₹1,250". */
  mrp?: string;
  /** Alt text of each image, in the order of `images`. */
  imageAlts?: string[];
  /**
   * Each image with its AVIF/WebP srcsets, in the order of `images`, where the build resolved them
   * (built-in products, loaders/builtin-products.ts); `images` alone holds one URL each.
   */
  pictures?: SmartImageSource[];
};

/** The `sizes` of a product page's picture: its column (ProductSummary.module.css, kit/split.css). */
export const PRODUCT_PICTURE_SIZES = '(min-width: 56rem) 32rem, (min-width: 40rem) 40vw, 100vw';

/** The business numbers the Call and WhatsApp links fall back to. */
export interface ContactDefaults {
  phone: string;
  whatsapp: string;
}
