/**
 * Size and quality choice (FEATURES PDP-07, PDP-08, PDP-10, G-13, G-15): radio groups; the quality
 * group only when the product has an `expertise` price map; each larger size says what it saves.
 */
import type { QualityLevel, Size } from '../../lib/catalogue/product-schema.ts';
import { SIZE_CHOICES } from '../../lib/pricing/choices.ts';
import { formatRupees } from '../../lib/pricing/format-rupees.ts';
import { availableSizes, qualityLevels, sizePricesFor, type Selection } from '../../lib/pricing/price-for-selection.ts';
import { savingsFor } from '../../lib/pricing/savings.ts';
import type { DetailProduct } from './detail-product.ts';
import styles from './ProductDetail.module.css';
import { EN_PRODUCT, type ProductWords } from '../../lib/catalogue/shop-words/product.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';


interface Props {
  product: DetailProduct;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** The page's words (issue #44); English when not given. */
  words?: ProductWords | undefined;
}

export default function ProductOptions({ product, selection, onChange, words = EN_PRODUCT }: Props) {
  const levels = qualityLevels(product.price);
  const sizes = availableSizes(product.price, selection.level);
  const prices = sizePricesFor(product.price, selection.level);
  const chooseLevel = (level: QualityLevel) => {
    const next = availableSizes(product.price, level);
    onChange({ level, size: next.includes(selection.size) ? selection.size : (next[0] ?? selection.size) });
  };
  if (sizes.length === 0) return null;
  return (
    <div className={styles.options}>
      <fieldset className={styles.optionGroup}>
        <legend>{words.size}</legend>
        <div className={styles.choices}>
          {SIZE_CHOICES.filter((size) => sizes.includes(size)).map((size: Size) => {
            const saved = savingsFor(prices, size);
            return (
              <label key={size} className={styles.choice}>
                <input type="radio" name="size" value={size} checked={selection.size === size} onChange={() => onChange({ ...selection, size })} />
                <span className={styles.choiceLabel}>{size}</span>
                {saved !== undefined && <span className={styles.saving}>{fill(words.youSave, { amount: formatRupees(saved, 'decimal') })}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {levels.length > 0 && (
        <fieldset className={styles.optionGroup}>
          <legend>{words.quality}</legend>
          <div className={styles.choices}>
            {levels.map((level) => (
              <label key={level} className={styles.choice}>
                <input type="radio" name="quality" value={level} checked={selection.level === level} onChange={() => chooseLevel(level)} />
                <span className={styles.choiceLabel}>{words.qualities[level]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
