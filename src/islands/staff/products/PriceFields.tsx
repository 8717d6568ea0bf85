/** Prices for 250g, 500g and 1kg in whole rupees (PROD-03, PROD-10). */
import styles from './ProductForm.module.css';

export type PriceKey = 'price250' | 'price500' | 'price1kg';

const PRICES: ReadonlyArray<{ key: PriceKey; size: string }> = [
  { key: 'price250', size: '250g' },
  { key: 'price500', size: '500g' },
  { key: 'price1kg', size: '1kg' },
];

interface Props {
  values: Record<PriceKey, string>;
  onChange: (key: PriceKey, value: string) => void;
}

export default function PriceFields({ values, onChange }: Props) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Prices (whole rupees)</legend>
      <div className={styles.prices}>
        {PRICES.map(({ key, size }) => (
          <div key={key} className={styles.field}>
            <label className={styles.label} htmlFor={`product-${key}`}>Price for {size} (₹)</label>
            <input id={`product-${key}`} className={styles.control} type="number" name={key} min={0} step={1}
              inputMode="numeric" required value={values[key]} onChange={(event) => onChange(key, event.target.value)} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
