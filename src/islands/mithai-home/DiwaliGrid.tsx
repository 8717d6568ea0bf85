/**
 * The sweets home grid (storefront §2, §5, §9; FEATURES MITHAI-04..MITHAI-12, G-08): chips,
 * a loading screen while the server data comes, then complete products of the chosen chip
 * ("All Delights" shuffled). Six cards at first; from the 7th each card mounts 100 px before it
 * scrolls into view; the first 3 images load with high priority. Phones show two a row and the
 * first eight, with "See all N sweets" for the rest (issue #16).
 */
import { useMemo, useState } from 'react';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { DEFAULT_CATEGORY, mithaiChips } from '../../lib/catalogue/category-order.ts';
import { mergeProducts } from '../../lib/catalogue/merge-products.ts';
import { GRID_INITIAL_COUNT, GRID_LAZY_MARGIN, HIGH_PRIORITY_IMAGES, mithaiGridProducts } from '../../lib/catalogue/mithai-grid.ts';
import ProductCard from '../catalogue/ProductCard.tsx';
import CategoryChips from './CategoryChips.tsx';
import LazyMount from './LazyMount.tsx';
import styles from './MithaiHome.module.css';
import { useMithaiData } from './use-mithai-data.ts';
import '../ui/kit/grid-list.css';
import '../ui/kit/spinner.css';

/** Cards a phone shows before "See all". */
const PHONE_CARD_COUNT = 8;

export default function DiwaliGrid({ builtin }: { builtin: CatalogueItem[] }) {
  const data = useMithaiData();
  const [chip, setChip] = useState(DEFAULT_CATEGORY);
  const [expanded, setExpanded] = useState(false);
  const chips = useMemo(() => mithaiChips(data.categories), [data.categories]);
  const products = useMemo(() => mergeProducts(builtin, data.products), [builtin, data.products]);
  const shown = useMemo(() => mithaiGridProducts(products, chip), [products, chip]);

  return (
    <div className={styles.gridArea}>
      <CategoryChips chips={chips} current={chip} onSelect={setChip} />
      {data.loading ? (
        <div className={styles.loadingScreen} role="status">
          <span className={`spinner ${styles.loader}`} aria-hidden="true" />
          <p>Loading our sweets...</p>
        </div>
      ) : (
        <ul id="diwali-grid-products" className={`grid-list ${styles.grid}`} aria-label="Products" data-collapsed={expanded ? undefined : ''}>
          {shown.map((item, i) => {
            const card = <ProductCard item={item} fetchPriority={i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto'} loading={i < GRID_INITIAL_COUNT ? 'eager' : 'lazy'} />;
            return (
              <li key={item._id}>
                {i < GRID_INITIAL_COUNT ? card : <LazyMount rootMargin={GRID_LAZY_MARGIN} className={styles.cardPlaceholder}>{card}</LazyMount>}
              </li>
            );
          })}
        </ul>
      )}
      {!data.loading && shown.length > PHONE_CARD_COUNT && (
        <p className={styles.seeAll}>
          <button type="button" className="button button--secondary" aria-expanded={expanded} aria-controls="diwali-grid-products" onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show fewer' : `See all ${shown.length} sweets`}
          </button>
        </p>
      )}
      <p className={styles.shopLink}>
        <a className="button button--secondary" href="/mithai/shop">
          Explore the full collection
        </a>
      </p>
    </div>
  );
}
