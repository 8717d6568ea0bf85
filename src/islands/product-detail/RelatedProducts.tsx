/** "You may also like": up to four products of the same category, as catalogue cards. */
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import ProductCard from '../catalogue/ProductCard.tsx';
import styles from './ProductDetail.module.css';
import '../ui/kit/grid-list.css';

export default function RelatedProducts({ items }: { items: readonly CatalogueItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading">You May Also Like</h2>
      <ul className={`grid-list ${styles.relatedGrid}`}>
        {items.map((item) => (
          <li key={item._id}>
            <ProductCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
