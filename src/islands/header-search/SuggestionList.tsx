/**
 * The suggestions listbox of the header search: picture, name, category and the card's price line of
 * each, and "Currently unavailable" (issue #41); on a Telugu or Hindi page, in its words and with the
 * sweet's local name, "లడ్డు" -> "మోతీచూర్ లడ్డు (Motichoor Laddu)" (issue #44).
 */
import { categoryName } from '../../lib/catalogue/shop-words/categories.ts';
import type { HeaderSearchWords } from '../../lib/catalogue/shop-words/search.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { cardPriceText } from '../../lib/pricing/card-price.ts';
import type { SuggestionItem } from '../../lib/search/suggest.ts';
import SmartImage from '../ui/SmartImage.tsx';
import styles from './HeaderSearch.module.css';

interface Props {
  id: string;
  suggestions: readonly SuggestionItem[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (item: SuggestionItem) => void;
  onHighlight: (index: number) => void;
  locale: Locale;
  strings: HeaderSearchWords;
}

export default function SuggestionList({ id, suggestions, activeIndex, optionId, onChoose, onHighlight, locale, strings }: Props) {
  return (
    <ul id={id} role="listbox" aria-label={strings.search.suggestions} className={styles.list}>
      {suggestions.map((item, i) => (
        <li
          key={item.id}
          id={optionId(i)}
          role="option"
          aria-selected={i === activeIndex}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => i !== activeIndex && onHighlight(i)}
          onClick={() => onChoose(item)}
        >
          <SmartImage image={item.image} alt="" width={40} height={40} className={styles.thumb ?? ''} />
          <span className={styles.text}>
            <span className={styles.name}>{localName(item.name, item.aliases ?? [], locale)}</span>
            <span className={styles.category}>{categoryName(item.category, strings.categories)}</span>
            {item.price && <span className={styles.price}>{cardPriceText(item.price, strings.card)}</span>}
            {item.inStock === false && <span className={styles.soldOut}>{strings.card.soldOut}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
