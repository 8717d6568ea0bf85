/**
 * /diwali-product/{id} for ids without a prebuilt page (FEATURES DIWALI-05, G-18, G-40): a
 * staff-created product of the Diwali Collection from the server, else the not-found message.
 */
import { useEffect, useState } from 'react';
import { fetchProduct } from '../../client/storefront-api.ts';
import { productIdFromPath } from '../../lib/catalogue/card-link.ts';
import { DIWALI_COLLECTION, sameCategory } from '../../lib/catalogue/category-order.ts';
import type { DetailProduct } from './detail-product.ts';
import styles from './DiwaliProduct.module.css';
import DiwaliProductView, { type DiwaliCopy } from './DiwaliProductView.tsx';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';

type Lookup = { state: 'loading' } | { state: 'found'; product: DetailProduct } | { state: 'not-found' };

async function lookUp(id: string | undefined): Promise<Lookup> {
  const product = id === undefined ? undefined : await fetchProduct(id);
  return product && sameCategory(product.category, DIWALI_COLLECTION) ? { state: 'found', product } : { state: 'not-found' };
}

interface Props {
  defaultPhone: string;
  copy: DiwaliCopy;
  siteName: string;
  travelBands?: readonly TravelBandFacts[] | undefined;
}

export default function DiwaliProductShell({ defaultPhone, copy, siteName, travelBands }: Props) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void lookUp(productIdFromPath(window.location.pathname, '/diwali-product/')).then((result) => {
      if (!live) return;
      setLookup(result);
      document.title = `${result.state === 'found' ? result.product.name : 'Sweet Not Found'} | ${siteName}`;
    });
    return () => {
      live = false;
    };
  }, [siteName]);

  if (lookup.state === 'found') return <DiwaliProductView product={lookup.product} defaultPhone={defaultPhone} copy={copy} travelBands={travelBands} />;
  if (lookup.state === 'loading')
    return (
      <div className={`container ${styles.message}`} role="status">
        <p>Loading...</p>
      </div>
    );
  return (
    <div className={`container ${styles.message}`}>
      <h1>Sweet Not Found</h1>
      <p>The sweet you're looking for doesn't exist or has been removed.</p>
      <p>
        <a className="button" href="/mithai/shop">
          Back to Products
        </a>
      </p>
    </div>
  );
}
