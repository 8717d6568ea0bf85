/**
 * The Full Menu panel of /hotels-banquet (storefront §4 "Menu panel"; FEATURES HOTEL-06..HOTEL-11):
 * a toggle opens and closes it; inside, a category filter (default All) and a case-insensitive
 * name search combine (lib/menu). "View Full Menu" links elsewhere open it with the filter reset
 * to All (use-menu-opener.ts).
 */
import { useCallback, useId, useState } from 'react';
import { ALL_DISHES, filterDishes } from '../../lib/menu/filter-dishes.ts';
import DishCard from './DishCard.tsx';
import MenuFilters from './MenuFilters.tsx';
import type { MenuDishData, MenuPanelLabels } from './menu-dish.ts';
import styles from './MenuPanel.module.css';
import { useMenuOpener } from './use-menu-opener.ts';
import '../ui/kit/grid-list.css';
import '../ui/kit/panel.css';

interface Props {
  /** id of the panel's anchor, e.g. "full-menu". */
  anchorId: string;
  dishes: MenuDishData[];
  /** "All", then the categories in menu order (lib/menu menuCategories, at build time). */
  categories: string[];
  labels: MenuPanelLabels;
}

export default function MenuPanel({ anchorId, dishes, categories, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState(ALL_DISHES);
  const [search, setSearch] = useState('');
  const panelId = useId();
  const shown = filterDishes(dishes, { category, search });

  const openWithAll = useCallback(() => {
    setCategory(ALL_DISHES);
    setOpen(true);
  }, []);
  useMenuOpener(anchorId, openWithAll);

  return (
    <div id={anchorId} className={styles.menu}>
      <button type="button" className={`button ${styles.toggle}`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {labels.toggle}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={panelId} role="region" aria-label={labels.toggle} className="panel" hidden={!open}>
        <MenuFilters labels={labels} categories={categories} category={category} search={search} onCategory={setCategory} onSearch={setSearch} />
        <p role="status" className={styles.count}>
          {shown.length === 0 ? labels.empty : labels.count.replace('{shown}', String(shown.length)).replace('{total}', String(dishes.length))}
        </p>
        <ul className={`grid-list ${styles.dishes}`}>
          {shown.map((dish) => (
            <li key={dish.id}>
              <DishCard dish={dish} order={labels.order} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
