/**
 * A product card (storefront §2, §9; FEATURES SHOP-20..SHOP-24, G-22): picture, badges, name (the
 * link, stretched over the card), price line and, for Diwali Collection and Gift Hampers items,
 * pack, weight and shelf life, and the dietary badges (issue #12). Used by the catalogue, the sweets home grid and related products.
 */
import { productHref } from '../../lib/catalogue/card-link.ts';
import { packDetails, productBadges, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { cardListRef } from '../../lib/enquiry/subject-link.ts';
import { cardPriceText } from '../../lib/pricing/card-price.ts';
import DietBadges from '../ui/DietBadges.tsx';
import AddToListButton from '../enquiry-list/AddToListButton.tsx';
import SmartImage from '../ui/SmartImage.tsx';
import styles from './ProductCard.module.css';
import '../ui/kit/card.css';
import '../ui/kit/cluster.css';

export const CARD_IMAGE_SIZE = 400;

interface Props {
  item: CatalogueItem;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
  headingLevel?: 'h2' | 'h3';
}

export default function ProductCard({ item, loading = 'lazy', fetchPriority = 'auto', headingLevel: Heading = 'h3' }: Props) {
  const badges = productBadges(item);
  const details = packDetails(item);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <SmartImage
          image={item.image}
          alt={item.imageAlt}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading={loading}
          fetchPriority={fetchPriority}
          sizes="(min-width: 64rem) 16rem, 45vw"
        />
        {badges.length > 0 && (
          <ul className={`cluster ${styles.badges}`} aria-label="Labels">
            {badges.map((badge) => (
              <li key={badge} className={badge === 'BESTSELLER' ? styles.bestseller : styles.hamper}>
                {badge}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={`card__body ${styles.body}`}>
        <Heading className={`card__title ${styles.name}`}>
          <a className={styles.link} href={productHref(item)}>
            {item.name}
          </a>
        </Heading>
        <p className={styles.price}>{cardPriceText(item.price)}</p>
        <DietBadges tags={item.diet} />
        {details.length > 0 && (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {!item.inStock && <p className={styles.unavailable}>Currently unavailable</p>}
        <AddToListButton compact item={cardListRef(item)} name={item.name} />
      </div>
    </article>
  );
}
