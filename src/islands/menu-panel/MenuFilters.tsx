/** The menu panel's category chips ("All" first) and the dish search box. */
import type { MenuPanelLabels } from './menu-dish.ts';
import styles from './MenuPanel.module.css';
import '../ui/kit/chip.css';
import '../ui/kit/cluster.css';

interface Props {
  labels: MenuPanelLabels;
  categories: string[];
  category: string;
  search: string;
  onCategory: (category: string) => void;
  onSearch: (search: string) => void;
}

export default function MenuFilters({ labels, categories, category, search, onCategory, onSearch }: Props) {
  return (
    <div className={styles.filters}>
      <div role="group" aria-label={labels.categories} className="cluster">
        {categories.map((name) => (
          <button key={name} type="button" className={`chip ${styles.chip}`} aria-pressed={name === category} onClick={() => onCategory(name)}>
            {name}
          </button>
        ))}
      </div>
      <label className={styles.search}>
        <span>{labels.search}</span>
        <input type="search" value={search} placeholder={labels.searchPlaceholder} onChange={(event) => onSearch(event.target.value)} />
      </label>
    </div>
  );
}
