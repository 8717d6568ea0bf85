/**
 * The business facts the run-time product page states (brand, site name, the store that sells it),
 * bundled into the function from content/ like the pages read them at build time.
 */
import site from '../../../content/site/site.json' with { type: 'json' };
import sweetsStore from '../../../content/stores/sindhi-colony.json' with { type: 'json' };
import type { ProductPageFacts } from '../../lib/seo/product-page.ts';
import type { ProductPrefix } from '../../lib/seo/product-seo.ts';

/** The built shell pages the run-time product pages are made from. */
export const PRODUCT_SHELL_PATH = '/product/shell';
export const SHELL_PATHS: Record<ProductPrefix, string> = { '/product/': PRODUCT_SHELL_PATH, '/diwali-product/': '/diwali-product/shell' };

/** The store whose counter sells the products (src/loaders/structured-data.ts SWEETS_STORE_ID). */
const SWEETS_STORE_ID = 'sindhi-colony';

export function productPageFacts(prefix: ProductPrefix): ProductPageFacts {
  return {
    prefix,
    siteName: site.brands.group,
    brand: site.brands.sweets,
    storeId: SWEETS_STORE_ID,
    storeLabel: `${sweetsStore.address.locality}, ${sweetsStore.address.city}`,
  };
}
