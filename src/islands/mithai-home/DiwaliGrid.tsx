/**
 * The sweets home grid (storefront §2, §5, §9; FEATURES MITHAI-04..MITHAI-12, G-08): chips,
 * a loading screen while the server data comes, then complete products of the chosen chip
 * ("All Delights" shuffled). Six cards at first; from the 7th each card mounts 100 px before it
 * scrolls into view; the first 3 images load with high priority.
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

export default function DiwaliGrid({ builtin }: { builtin: CatalogueItem[] }) {
  const data = useMithaiData();
  const [chip, setChip] = useState(DEFAULT_CATEGORY);
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
        <ul className={`grid-list ${styles.grid}`} aria-label="Products">
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
      <p className={styles.shopLink}>
        <a className="button button--secondary" href="/mithai/shop">
          Explore the full collection
        </a>
      </p>
    </div>
  );
}
