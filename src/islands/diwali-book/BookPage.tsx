/** One page of an open spread: the sweet's picture, name, price per pack and a few words. */
import { productHref } from '../../lib/catalogue/card-link.ts';
import { cardPriceText } from '../../lib/pricing/card-price.ts';
import SmartImage from '../ui/SmartImage.tsx';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import type { PriceWords } from '../../lib/pricing/card-price.ts';
import styles from './DiwaliBook.module.css';
import type { BookItem } from './book-item.ts';

/** A page's price line and, on a Telugu or Hindi page, what a picture that fails to load says (issue #44). */
export type BookCardWords = PriceWords & { imageUnavailable?: string | undefined };

interface Props {
  item: BookItem;
  number: number;
  /** The page's language (issue #44): the sweet's local name, its link and price line. */
  locale?: Locale;
  priceWords?: BookCardWords;
}

export default function BookPage({ item, number, locale = 'en', priceWords }: Props) {
  return (
    <article className={styles.page}>
      <SmartImage image={item.image} alt={item.imageAlt} width={320} height={320} className={styles.pageImage ?? ''} unavailable={priceWords?.imageUnavailable} />
      <h3 className={styles.pageTitle}>
        <a href={localePath(locale, productHref(item))}>{localName(item.name, item.aliases, locale)}</a>
      </h3>
      <p className={styles.pagePrice}>{cardPriceText(item.price, priceWords)}</p>
      {item.description && <p className={styles.pageText}>{item.description}</p>}
      <p className={styles.pageNumber} aria-hidden="true">
        {number}
      </p>
    </article>
  );
}
