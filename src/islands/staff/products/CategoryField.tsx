/** Category: one of the existing ones, or a new name that disables the select and wins (PROD-04). */
import styles from './ProductForm.module.css';

interface Props {
  categories: readonly string[];
  category: string;
  newCategory: string;
  onCategory: (value: string) => void;
  onNewCategory: (value: string) => void;
}

export default function CategoryField({ categories, category, newCategory, onCategory, onNewCategory }: Props) {
  const options = category && !categories.includes(category) ? [category, ...categories] : categories;
  const typingNew = newCategory.trim() !== '';
  return (
    <div className={styles.row}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="product-category">Category</label>
        <select id="product-category" className={styles.control} name="category" value={category} disabled={typingNew}
          aria-required={!typingNew} onChange={(event) => onCategory(event.target.value)}>
          <option value="">Select a category</option>
          {options.map((name) => (
            <option key={name} value={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="product-new-category">Or type a new category</label>
        <input id="product-new-category" className={styles.control} type="text" name="newCategory" maxLength={60}
          value={newCategory} onChange={(event) => onNewCategory(event.target.value)} />
      </div>
    </div>
  );
}
