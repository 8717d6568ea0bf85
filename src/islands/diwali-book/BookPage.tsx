/** One page of an open spread: the sweet's picture, name, price per pack and a few words. */
import { productHref } from '../../lib/catalogue/card-link.ts';
import { cardPriceText } from '../../lib/pricing/card-price.ts';
import SmartImage from '../ui/SmartImage.tsx';
import styles from './DiwaliBook.module.css';
import type { BookItem } from './book-item.ts';

export default function BookPage({ item, number }: { item: BookItem; number: number }) {
  return (
    <article className={styles.page}>
      <SmartImage image={item.image} alt={item.imageAlt} width={320} height={320} className={styles.pageImage ?? ''} />
      <h3 className={styles.pageTitle}>
        <a href={productHref(item)}>{item.name}</a>
      </h3>
      <p className={styles.pagePrice}>{cardPriceText(item.price)}</p>
      {item.description && <p className={styles.pageText}>{item.description}</p>}
      <p className={styles.pageNumber} aria-hidden="true">
        {number}
      </p>
    </article>
  );
}
