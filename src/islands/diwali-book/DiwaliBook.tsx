/**
 * The "Diwali Book" (storefront §2 Sweets home, §4; FEATURES MITHAI-13..MITHAI-20, G-29): a closed
 * cover ("Diwali Book", "A Collection of Sweet Traditions", "Tap to open"); open, two sweets a
 * spread (one on mobile), arrows disabled at the ends, a dot per spread, "Page N of M", and a
 * "Close book" button back to the cover.
 */
import { useEffect, useRef } from 'react';
import styles from './DiwaliBook.module.css';
import type { BookItem } from './book-item.ts';
import BookPage from './BookPage.tsx';
import { useBook } from './use-book.ts';
import { EN_BOOK, type BookWords } from '../../lib/catalogue/shop-words/book.ts';
import { EN_PRICE } from '../../lib/catalogue/shop-words/price.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import type { BookCardWords } from './BookPage.tsx';
import '../ui/kit/dot-button.css';

interface Props {
  items: BookItem[];
  /** The page's language and its words (issue #44); English when not given. */
  locale?: Locale | undefined;
  strings?: BookStrings | undefined;
}

/** The book's words: its own, and the price line of its pages. */
export type BookStrings = { book: BookWords; card: BookCardWords };

const ENGLISH: BookStrings = { book: EN_BOOK, card: EN_PRICE };

export default function DiwaliBook({ items, locale = 'en', strings = ENGLISH }: Props) {
  const words = strings.book;
  const book = useBook(items, words);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (book.open) closeRef.current?.focus();
    else if (wasOpen.current) openRef.current?.focus();
    wasOpen.current = book.open;
  }, [book.open]);

  if (!book.open) {
    return (
      <div className={styles.cover} onClick={book.openBook}>
        <h2 className={styles.coverTitle}>{words.title}</h2>
        <p className={styles.coverSubtitle}>{words.subtitle}</p>
        <button ref={openRef} type="button" className={styles.coverHint} aria-label={words.openLabel} onClick={(event) => { event.stopPropagation(); book.openBook(); }}>
          {words.open}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.book} role="region" aria-label={words.title} aria-roledescription="book">
      <div className={styles.bar}>
        <h2 className={styles.barTitle}>{words.title}</h2>
        <button ref={closeRef} type="button" className={styles.close} title={words.close} aria-label={words.close} onClick={book.closeBook}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div key={book.index} className={styles.spread} data-per-spread={book.perSpread}>
        {book.pageItems.map((item, i) => (
          <BookPage key={item._id} item={item} number={book.index + i + 1} locale={locale} priceWords={strings.card} />
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={words.previous} disabled={book.atStart} onClick={book.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className={styles.indicator} aria-live="polite">
          {book.indicator}
        </p>
        <button type="button" className={styles.arrow} aria-label={words.next} disabled={book.atEnd} onClick={book.next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Phones (issue #16): one compact page picker instead of a dot per page (46 dots made five rows). */}
      <label className={styles.jump}>
        <span>{words.goTo}</span>
        <select className={styles.jumpSelect} value={book.spread + 1} onChange={(event) => book.goToSpread(Number(event.target.value) - 1)}>
          {Array.from({ length: book.spreads }, (_, spread) => (
            <option key={spread} value={spread + 1}>{spread + 1}</option>
          ))}
        </select>
      </label>
      <div className={styles.dots}>
        {Array.from({ length: book.spreads }, (_, spread) => (
          <button
            key={spread}
            type="button"
            className={`dot-button ${styles.dot}`}
            aria-label={fill(words.goToPage, { number: spread + 1 })}
            aria-current={spread === book.spread ? 'page' : undefined}
            onClick={() => book.goToSpread(spread)}
          />
        ))}
      </div>
    </div>
  );
}
