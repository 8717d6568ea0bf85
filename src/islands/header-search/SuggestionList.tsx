/** The suggestions listbox of the header search: picture, name, category and the card's price line of each, and "Currently unavailable" (issue #41). */
import { SOLD_OUT_TEXT } from '../../lib/catalogue/availability.ts';
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
}

export default function SuggestionList({ id, suggestions, activeIndex, optionId, onChoose, onHighlight }: Props) {
  return (
    <ul id={id} role="listbox" aria-label="Sweet suggestions" className={styles.list}>
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
            <span className={styles.name}>{item.name}</span>
            <span className={styles.category}>{item.category}</span>
            {item.price && <span className={styles.price}>{cardPriceText(item.price)}</span>}
            {item.inStock === false && <span className={styles.soldOut}>{SOLD_OUT_TEXT}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
