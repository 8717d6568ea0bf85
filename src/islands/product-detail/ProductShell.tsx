/**
 * The run-time product page (DESIGN Routes, FEATURES G-40): /product/{id} addresses without a
 * prebuilt page are served this shell; it reads the id from the address and shows loading, the
 * product, or "Product Not Found".
 */
import { useEffect } from 'react';
import type { ContactDefaults, DetailProduct } from './detail-product.ts';
import ProductDetail from './ProductDetail.tsx';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';
import styles from './ProductDetail.module.css';
import ProductNotFound from './ProductNotFound.tsx';
import { useProductLookup } from './use-product-lookup.ts';
import '../ui/kit/spinner.css';

interface Props {
  defaults: ContactDefaults;
  /** The built-in gift list, the fallback when the server cannot answer. */
  giftList: DetailProduct[];
  siteName: string;
  travelBands?: readonly TravelBandFacts[] | undefined;
}

export default function ProductShell({ defaults, giftList, siteName, travelBands }: Props) {
  const lookup = useProductLookup(giftList);
  useEffect(() => {
    if (lookup.state === 'found') document.title = `${lookup.product.name} | ${siteName}`;
    if (lookup.state === 'not-found') document.title = `Product Not Found | ${siteName}`;
  }, [lookup, siteName]);

  if (lookup.state === 'found') return <ProductDetail product={lookup.product} defaults={defaults} related={lookup.related} travelBands={travelBands} />;
  if (lookup.state === 'not-found') return <ProductNotFound />;
  return (
    <div className={`container ${styles.loadingState}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Loading product...</p>
    </div>
  );
}
