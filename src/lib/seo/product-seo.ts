/**
 * Everything a product page says to search engines and share previews, for the prebuilt pages and
 * the run-time page of staff products alike: description, Product JSON-LD (with its Offer), the
 * BreadcrumbList of product pages, and the og price (the lowest one).
 */
import { productCrumbs } from '../catalogue/product-crumbs.ts';
import type { Price } from '../catalogue/product-schema.ts';
import { priceBounds } from '../pricing/price-bounds.ts';
import { absoluteUrl } from '../site/site-url.ts';
import { breadcrumbLd } from './breadcrumb-ld.ts';
import type { JsonLd } from './json-ld.ts';
import { storeLdId } from './local-business-ld.ts';
import { productLd } from './product-ld.ts';

export interface SeoProduct {
  _id: string;
  name: string;
  category: string;
  description: string;
  images: readonly string[];
  price: Price;
  inStock: boolean;
}

export type ProductPrefix = '/product/' | '/diwali-product/';

export interface ProductSeoContext {
  /** Site origin, no trailing slash. */
  origin: string;
  prefix: ProductPrefix;
  /** The sweets brand, "Rasika Sweets". */
  brand: string;
  /** The store that sells it (content/stores id) and where it is: "Sindhi Colony, Secunderabad". */
  storeId: string;
  storeLabel: string;
}

/** Said when the product has no description of its own. */
export function fallbackDescription(name: string, ctx: ProductSeoContext): string {
  return ctx.prefix === '/diwali-product/' ? `${name} from the ${ctx.brand} Diwali Collection.` : `${name} from ${ctx.brand}, ${ctx.storeLabel}.`;
}

export interface ProductSeo {
  path: string;
  description: string;
  productPrice: number | undefined;
  jsonLd: JsonLd[];
}

export function productSeo(product: SeoProduct, ctx: ProductSeoContext): ProductSeo {
  const path = `${ctx.prefix}${encodeURIComponent(product._id)}`;
  const url = absoluteUrl(ctx.origin, path);
  const description = product.description.trim() || fallbackDescription(product.name, ctx);
  const price = priceBounds(product.price);
  const jsonLd: JsonLd[] = [
    productLd(
      {
        id: product._id,
        name: product.name,
        description,
        category: product.category,
        url,
        images: product.images.map((image) => absoluteUrl(ctx.origin, image)),
        price,
        inStock: product.inStock,
        brand: ctx.brand,
      },
      storeLdId(ctx.origin, ctx.storeId),
    ),
  ];
  // Diwali pages show no breadcrumb, so they list none.
  if (ctx.prefix === '/product/') {
    jsonLd.push(breadcrumbLd(productCrumbs(product.category, product.name, path).map((crumb) => ({ name: crumb.name, url: absoluteUrl(ctx.origin, crumb.href) }))));
  }
  return { path, description, productPrice: price?.low, jsonLd };
}
