/** "You may also like": up to four products of the same category, as catalogue cards. */
import type { CSSProperties } from 'react';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { fullRowsProperties } from '../../lib/layout/balanced-columns.ts';
import ProductCard from '../catalogue/ProductCard.tsx';
import styles from './ProductDetail.module.css';
import { cardLanguage, ENGLISH_PRODUCT, type ProductLanguage } from './product-language.ts';
import '../ui/kit/grid-list.css';

export default function RelatedProducts({ items, language = ENGLISH_PRODUCT }: { items: readonly CatalogueItem[]; language?: ProductLanguage }) {
  if (items.length === 0) return null;
  // Columns that divide the count (two on phones when even), so four cards fill one desktop row.
  const style = fullRowsProperties(items.length, 2) as CSSProperties;
  const cards = cardLanguage(language);
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading">{language.strings.product.related}</h2>
      <ul className={`grid-list ${styles.relatedGrid}`} data-full-rows style={style}>
        {items.map((item) => (
          <li key={item._id}>
            <ProductCard item={item} language={cards} />
          </li>
        ))}
      </ul>
    </section>
  );
}
