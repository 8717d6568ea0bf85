/**
 * A schema.org Product with its Offer in INR (a single price, or an AggregateOffer from the lowest to
 * the highest size/quality price) and availability, for every product and Diwali product page.
 */
import type { Product, WithContext } from 'schema-dts';
import type { PriceBounds } from '../pricing/price-bounds.ts';
import { withContext } from './json-ld.ts';

export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  category: string;
  /** Absolute URL of the product page. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  price: PriceBounds | undefined;
  inStock: boolean;
  brand: string;
  /** The page's language tag, "te-IN" (issue #44); left out on English pages. */
  inLanguage?: string | undefined;
}

export function productLd(product: ProductFacts, sellerId: string): WithContext<Product> {
  const availability = product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const seller = { '@id': sellerId };
  const offers =
    product.price === undefined
      ? undefined
      : product.price.low === product.price.high
        ? { '@type': 'Offer', url: product.url, price: product.price.low, priceCurrency: 'INR', availability, seller }
        : { '@type': 'AggregateOffer', url: product.url, lowPrice: product.price.low, highPrice: product.price.high, priceCurrency: 'INR', availability, seller };
  return withContext({
    '@type': 'Product',
    '@id': `${product.url}#product`,
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    url: product.url,
    image: product.images,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.inLanguage ? { inLanguage: product.inLanguage } : {}),
    ...(offers ? { offers } : {}),
  } as Product);
}
