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
import type { ShopWords } from '../../lib/catalogue/shop-words.ts';
import { EN_CARD } from '../../lib/catalogue/shop-words/card.ts';
import { EN_CATEGORIES } from '../../lib/catalogue/shop-words/categories.ts';
import { EN_GRID } from '../../lib/catalogue/shop-words/grid.ts';
import type { ValueWords } from '../../lib/catalogue/shop-words/values.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import '../ui/kit/grid-list.css';
import '../ui/kit/spinner.css';

/** Cards a phone shows before "See all". */
const PHONE_CARD_COUNT = 8;

/** The grid's words in the page's language (issue #44). */
export type GridStrings = Pick<ShopWords, 'grid' | 'card' | 'categories'> & { values?: ValueWords | undefined };

const ENGLISH: GridStrings = { grid: EN_GRID, card: EN_CARD, categories: EN_CATEGORIES };

interface Props {
  builtin: CatalogueItem[];
  /** The page's language and its words; English when not given. */
  locale?: Locale | undefined;
  strings?: GridStrings | undefined;
}

export default function DiwaliGrid({ builtin, locale = 'en', strings = ENGLISH }: Props) {
  const data = useMithaiData();
  const [chip, setChip] = useState(DEFAULT_CATEGORY);
  const [expanded, setExpanded] = useState(false);
  const chips = useMemo(() => mithaiChips(data.categories, strings.categories), [data.categories, strings.categories]);
  const language = useMemo(() => ({ locale, words: strings.card, values: strings.values }), [locale, strings.card, strings.values]);
  const products = useMemo(() => mergeProducts(builtin, data.products), [builtin, data.products]);
  const shown = useMemo(() => mithaiGridProducts(products, chip), [products, chip]);

  return (
    <div className={styles.gridArea}>
      <CategoryChips chips={chips} current={chip} onSelect={setChip} label={strings.grid.chips} />
      {data.loading ? (
        <div className={styles.loadingScreen} role="status">
          <span className={`spinner ${styles.loader}`} aria-hidden="true" />
          <p>{strings.grid.loading}</p>
        </div>
      ) : (
        <ul id="diwali-grid-products" className={`grid-list ${styles.grid}`} aria-label={strings.grid.products} data-collapsed={expanded ? undefined : ''}>
          {shown.map((item, i) => {
            const card = <ProductCard item={item} fetchPriority={i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto'} loading={i < GRID_INITIAL_COUNT ? 'eager' : 'lazy'} language={language} />;
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
            {expanded ? strings.grid.showFewer : fill(strings.grid.seeAll, { count: shown.length })}
          </button>
        </p>
      )}
      <p className={styles.shopLink}>
        <a className="button button--secondary" href={localePath(locale, '/mithai/shop')}>
          {strings.grid.explore}
        </a>
      </p>
    </div>
  );
}
