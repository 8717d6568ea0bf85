/** One dish of the Full Menu: picture, name, category, description, dietary badges, price and its order link. */
import DietBadges from '../ui/DietBadges.tsx';
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import SmartImage from '../ui/SmartImage.tsx';
import type { MenuDishData, MenuPanelLabels } from './menu-dish.ts';
import styles from './MenuPanel.module.css';

export default function DishCard({ dish, order }: { dish: MenuDishData; order: MenuPanelLabels['order'] }) {
  const nameId = `menu-dish-${dish.id}`;
  return (
    <article className={styles.dish}>
      <SmartImage image={dish.image} alt={dish.imageAlt} width={160} height={160} sizes="6rem" className={styles.dishImage ?? ''} />
      <div className={styles.dishBody}>
        <h4 id={nameId} className={styles.dishName}>
          {dish.name}
        </h4>
        <p className={styles.dishCategory}>{dish.category}</p>
        <p className={styles.dishText}>{dish.description}</p>
        <DietBadges tags={dish.diet} />
        <p className={styles.dishFooter}>
          <span className={styles.price}>{dish.price}</span>
          <a href={contactHref({ kind: 'dish', id: dish.id })} aria-describedby={nameId}>
            {order.label}
          </a>
        </p>
      </div>
    </article>
  );
}
