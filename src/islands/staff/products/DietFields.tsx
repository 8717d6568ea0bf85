/**
 * What the shop's filters, badges and search need of a product (issue #12): other names customers
 * search by, shelf life, stock and the dietary facts.
 */
import type { ProductFormValues } from './product-form-values.ts';
import styles from './ProductForm.module.css';

type BooleanKey = 'inStock' | 'isVegan' | 'isGlutenFree' | 'isJain' | 'isSugarFree';
type TextKey = 'aliases' | 'shelfLife' | 'allergens';

const CHECKS: ReadonlyArray<{ key: Exclude<BooleanKey, 'inStock'>; label: string }> = [
  { key: 'isJain', label: 'Jain (no onion, garlic or root vegetables)' },
  { key: 'isVegan', label: 'Vegan (no milk, ghee or butter)' },
  { key: 'isGlutenFree', label: 'Gluten-free' },
  { key: 'isSugarFree', label: 'Sugar-free (no added sugar or jaggery)' },
];

interface Props {
  values: ProductFormValues;
  onCheck: (key: BooleanKey, value: boolean) => void;
  onText: (key: TextKey, value: string) => void;
}

export default function DietFields({ values, onCheck, onText }: Props) {
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="product-aliases">Other names (Telugu, Hindi, other spellings), one a line</label>
        <textarea id="product-aliases" className={styles.control} name="aliases" rows={3}
          value={values.aliases} onChange={(event) => onText('aliases', event.target.value)} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="product-shelf-life">Shelf life (e.g. 30 Days)</label>
        <input id="product-shelf-life" className={styles.control} type="text" name="shelfLife" maxLength={40}
          value={values.shelfLife} onChange={(event) => onText('shelfLife', event.target.value)} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="inStock" checked={values.inStock} onChange={(event) => onCheck('inStock', event.target.checked)} />
        In stock
      </label>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Dietary (everything is vegetarian)</legend>
        {CHECKS.map(({ key, label }) => (
          <label key={key} className={styles.check}>
            <input type="checkbox" name={key} checked={values[key]} onChange={(event) => onCheck(key, event.target.checked)} />
            {label}
          </label>
        ))}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="product-allergens">Allergens, separated by commas (e.g. Cashew, Milk)</label>
          <input id="product-allergens" className={styles.control} type="text" name="allergens"
            value={values.allergens} onChange={(event) => onText('allergens', event.target.value)} />
        </div>
      </fieldset>
    </>
  );
}
