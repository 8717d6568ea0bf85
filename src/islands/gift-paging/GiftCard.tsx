/**
 * A corporate gift card (FEATURES CORP-04, CORP-05): the whole card leads to /product/gift-{id}
 * (the name's link is stretched over it); "Buy Now" on top of it leads to /contact about this gift, and
 * "Add to enquiry list" puts it on the visitor's list.
 */
import { productIdFromPath } from '../../lib/catalogue/card-link.ts';
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import AddToListButton from '../enquiry-list/AddToListButton.tsx';
import SmartImage from '../ui/SmartImage.tsx';
import type { GiftItemData, GiftPagingLabels } from './gift-item.ts';
import styles from './GiftPaging.module.css';
import '../ui/kit/card.css';

export default function GiftCard({ gift, labels }: { gift: GiftItemData; labels: GiftPagingLabels }) {
  const nameId = `gift-${gift.id}-name`;
  const productId = productIdFromPath(gift.href, '/product/') ?? '';
  return (
    <article className={`card ${styles.card}`}>
      <SmartImage image={gift.image} alt={gift.imageAlt} width={400} height={300} fit="contain" sizes="(min-width: 64rem) 20rem, 45vw" />
      <div className={`card__body ${styles.body}`}>
        <h3 id={nameId} className="card__title">
          <a className={styles.link} href={gift.href}>
            {gift.name}
          </a>
        </h3>
        {gift.subtitle && <p className={styles.subtitle}>{gift.subtitle}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{labels.mrp}</dt>
            <dd>{gift.mrp}</dd>
          </div>
          <div>
            <dt>{labels.shelfLife}</dt>
            <dd>{gift.shelfLife}</dd>
          </div>
          {gift.weight && (
            <div>
              <dt>{labels.weight}</dt>
              <dd>{gift.weight}</dd>
            </div>
          )}
        </dl>
        <p className={styles.text}>{gift.description}</p>
        <div className={styles.actions}>
          <a className={`button ${styles.buy}`} href={contactHref({ kind: 'product', id: productId })} aria-describedby={nameId}>
            {labels.buyNow.label}
          </a>
          <AddToListButton compact item={{ kind: 'product', id: productId }} name={gift.name} />
        </div>
      </div>
    </article>
  );
}
