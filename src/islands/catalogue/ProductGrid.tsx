/**
 * The catalogue grid (storefront §9; FEATURES SHOP-24, CONST-14): the first 6 images are preloaded
 * and load eagerly, the first 3 with high priority; the rest load lazily.
 */
import { preload } from 'react-dom';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import styles from './Catalogue.module.css';
import ProductCard from './ProductCard.tsx';
import '../ui/kit/grid-list.css';

export const EAGER_IMAGES = 6;
export const HIGH_PRIORITY_IMAGES = 3;

export default function ProductGrid({ items }: { items: readonly CatalogueItem[] }) {
  items.slice(0, EAGER_IMAGES).forEach((item, i) => {
    if (item.image) preload(item.image, { as: 'image', fetchPriority: i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto' });
  });
  return (
    <ul className={`grid-list ${styles.grid}`}>
      {items.map((item, i) => (
        <li key={item._id}>
          <ProductCard
            item={item}
            loading={i < EAGER_IMAGES ? 'eager' : 'lazy'}
            fetchPriority={i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto'}
          />
        </li>
      ))}
    </ul>
  );
}
