/**
 * "Signature Delights" of /hotels-banquet (storefront §2, §4 "Menu panel"; FEATURES HOTEL-05,
 * HOTEL-11): the signature dishes on the one Carousel, advancing every 5 s, wrapping, with previous
 * and next; each dish's order button goes to /contact.
 */
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import Carousel from '../carousel/Carousel.tsx';
import type { MenuDishData } from '../menu-panel/menu-dish.ts';
import SmartImage from '../ui/SmartImage.tsx';
import styles from './SignatureDelights.module.css';

export const SIGNATURE_INTERVAL_MS = 5000;

interface Props {
  label: string;
  dishes: MenuDishData[];
  order: { label: string; href: string };
  previousLabel: string;
  nextLabel: string;
}

export default function SignatureDelights({ label, dishes, order, previousLabel, nextLabel }: Props) {
  const slides = dishes.map((dish) => (
    <article key={dish.id} className={styles.dish}>
      <SmartImage image={dish.image} alt={dish.imageAlt} width={480} height={480} sizes="(min-width: 48rem) 20rem, 80vw" className={styles.image ?? ''} />
      <div className={styles.body}>
        <p className={styles.category}>{dish.category}</p>
        <h3 id={`signature-${dish.id}`} className={styles.name}>
          {dish.name}
        </h3>
        <p>{dish.description}</p>
        <p className={styles.price}>{dish.price}</p>
        <a className="button" href={contactHref({ kind: 'dish', id: dish.id })} aria-describedby={`signature-${dish.id}`}>
          {order.label}
        </a>
      </div>
    </article>
  ));
  return (
    <Carousel
      label={label}
      slides={slides}
      slideLabels={dishes.map((dish, i) => `${i + 1} of ${dishes.length}: ${dish.name}`)}
      interval={SIGNATURE_INTERVAL_MS}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      showDots={false}
      className={styles.carousel ?? ''}
    />
  );
}
