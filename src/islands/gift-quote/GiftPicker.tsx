/**
 * The 19 gifts with their MRPs and a quantity box each; a quantity above 0 puts the gift in the quote.
 * Phones (issue #16) list each gift on one compact row and show the first few, then "See all 19 gifts":
 * a gift that has boxes is always shown, so nothing typed is ever out of sight, and every box field
 * stays one tap away. From 40rem up every gift shows and the control is hidden.
 */
import { useId, useState } from 'react';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import type { QuoteGift, QuoteLine } from '../../lib/planning/gift-quote.ts';
import { boxesFieldName, boxesFromInput } from '../../lib/planning/quote-url.ts';
import styles from '../planner-kit/planner.module.css';

/** Gifts listed on a phone before "See all". */
const PHONE_FIRST = 3;

interface Props {
  gifts: readonly QuoteGift[];
  /** Each gift's name in the page's language by id (English when left out). */
  names?: Readonly<Record<string, string>> | undefined;
  lines: readonly QuoteLine[];
  onQuantity: (id: string, quantity: number) => void;
  words: Pick<UiStrings['events']['quote'], 'gifts' | 'mrp' | 'boxes' | 'boxesOf' | 'seeAllGifts' | 'showFewer'>;
}

export default function GiftPicker({ gifts, names, lines, onQuantity, words }: Props) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const quantityOf = (id: string) => lines.find((line) => line.id === id)?.quantity ?? 0;
  return (
    <>
      <ul id={listId} className={`${styles.parts} ${styles.gifts}`} aria-label={words.gifts}>
        {gifts.map((gift, index) => {
          const quantity = quantityOf(gift.id);
          const name = names?.[gift.id] ?? gift.name;
          const folded = !all && index >= PHONE_FIRST && quantity === 0;
          return (
            <li key={gift.id} className={`${styles.part} ${folded ? styles.folded : ''}`}>
              <p>
                <strong>{name}</strong> <span className={styles.note}>{fill(words.mrp, { price: gift.mrp })}</span>
              </p>
              <label className={styles.choice}>
                <span className={styles.note}>{words.boxes}</span>
                <input
                  className={`${styles.control} ${styles.quantity}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  name={boxesFieldName(gift.id)}
                  aria-label={fill(words.boxesOf, { name })}
                  value={quantity === 0 ? '' : quantity}
                  placeholder="0"
                  onChange={(event) => onQuantity(gift.id, boxesFromInput(event.target.value))}
                />
              </label>
            </li>
          );
        })}
      </ul>
      {gifts.length > PHONE_FIRST && (
        <p className={styles.seeAll}>
          <button type="button" className={styles.secondary} aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
            {all ? words.showFewer : fill(words.seeAllGifts, { count: gifts.length })}
          </button>
        </p>
      )}
    </>
  );
}
