/**
 * Search box, sort dropdown and counts (storefront §2; FEATURES SHOP-07, SHOP-12, SHOP-14).
 * The sort options come from the same table the sorting uses. A search says what was searched.
 */
import { isSortOrder, SORT_OPTIONS, type SortOrder } from '../../lib/catalogue/sort-products.ts';
import styles from './Catalogue.module.css';

/** "12 results for "ladoo"" (issue #12). */
export function resultsFor(total: number, searched: string): string {
  return `${total} ${total === 1 ? 'result' : 'results'} for "${searched}"`;
}

interface Props {
  search: string;
  sort: SortOrder;
  /** Absent while the products load. */
  counts: { shown: number; total: number; remaining: number } | undefined;
  /** The search the counts answer, when there is one. */
  searched: string;
  onSearch: (text: string) => void;
  onSort: (sort: SortOrder) => void;
}

export default function CatalogueToolbar({ search, sort, counts, searched, onSearch, onSort }: Props) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.controls}>
        <label className={styles.searchField}>
          <span className="visually-hidden">Search products</span>
          <input
            type="search"
            value={search}
            placeholder="Search our treasures..."
            autoComplete="off"
            onChange={(event) => onSearch(event.target.value)}
          />
        </label>
        <label className={styles.sortField}>
          <span className="visually-hidden">Sort products</span>
          <select value={sort} onChange={(event) => isSortOrder(event.target.value) && onSort(event.target.value)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.count} role="status">
        {counts && searched !== '' && <span className={styles.searched}>{resultsFor(counts.total, searched)}</span>}
        {counts && <span>{`Showing ${counts.shown} of ${counts.total} products`}</span>}
        {counts && counts.remaining > 0 && <span className={styles.more}>{`${counts.remaining} more available`}</span>}
      </p>
    </div>
  );
}
