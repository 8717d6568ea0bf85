/**
 * The category list (storefront §2; FEATURES SHOP-02..SHOP-04): a sidebar on large screens, a
 * horizontal strip on small ones (CSS only). The current category is marked with aria-pressed.
 */
import { categoryLabel, sameCategory } from '../../lib/catalogue/category-order.ts';
import styles from './Catalogue.module.css';
import '../ui/kit/chip.css';

interface Props {
  categories: readonly string[];
  current: string;
  onSelect: (category: string) => void;
}

export default function CategoryNav({ categories, current, onSelect }: Props) {
  return (
    <nav className={styles.categories} aria-label="Categories">
      <h2 className={styles.categoriesTitle}>Categories</h2>
      <ul className={styles.categoryList}>
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className={`chip ${styles.category}`}
              aria-pressed={sameCategory(category, current)}
              onClick={() => onSelect(category)}
            >
              {categoryLabel(category)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
