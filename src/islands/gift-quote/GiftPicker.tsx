/** The 19 gifts with their MRPs and a quantity box each; a quantity above 0 puts the gift in the quote. */
import type { QuoteGift, QuoteLine } from '../../lib/planning/gift-quote.ts';
import styles from '../planner-kit/planner.module.css';

interface Props {
  gifts: readonly QuoteGift[];
  lines: readonly QuoteLine[];
  onQuantity: (id: string, quantity: number) => void;
}

export default function GiftPicker({ gifts, lines, onQuantity }: Props) {
  return (
    <ul className={styles.parts} aria-label="Gifts">
      {gifts.map((gift) => {
        const quantity = lines.find((line) => line.id === gift.id)?.quantity ?? 0;
        return (
          <li key={gift.id} className={styles.part}>
            <p>
              <strong>{gift.name}</strong> <span className={styles.note}>MRP {gift.mrp}</span>
            </p>
            <label className={styles.choice}>
              <span className={styles.note}>Boxes</span>
              <input
                className={`${styles.control} ${styles.quantity}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-label={`Boxes of ${gift.name}`}
                value={quantity === 0 ? '' : quantity}
                placeholder="0"
                onChange={(event) => {
                  const value = Math.floor(Number(event.target.value));
                  onQuantity(gift.id, Number.isFinite(value) && value > 0 ? value : 0);
                }}
              />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
