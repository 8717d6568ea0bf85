/**
 * Call, WhatsApp and Buy Now with the chosen size and quality, and Add to enquiry list, or "Currently unavailable"
 * in its place (FEATURES PDP-11..PDP-13, G-14, G-22; issues #10, #41).
 */
import type { Size } from '../../lib/catalogue/product-schema.ts';
import { callHref, whatsappHref } from '../../lib/catalogue/product-contact.ts';
import type { ListItemRef } from '../../lib/enquiry/enquiry-subject.ts';
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import AddToListButton from '../enquiry-list/AddToListButton.tsx';
import type { ContactDefaults, DetailProduct } from './detail-product.ts';
import styles from './ProductDetail.module.css';

interface Props {
  product: DetailProduct;
  /** The chosen size; undefined for products priced per pack. */
  size: Size | undefined;
  defaults: ContactDefaults;
  /** What Buy Now and the enquiry list carry: the product with the chosen size and quality. */
  subject: Omit<ListItemRef, 'quantity'>;
}

export default function ProductActions({ product, size, defaults, subject }: Props) {
  return (
    <>
      <div className={styles.actions}>
        <a className="button" href={callHref(product.phoneNumber, defaults.phone)}>
          Call
        </a>
        <a className="button button--secondary" href={whatsappHref(product.phoneNumber, defaults.whatsapp, product.name, size)} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a className={`button ${styles.buyNow}`} href={contactHref(subject)}>
          Buy Now
        </a>
      </div>
      <AddToListButton item={subject} name={product.name} inStock={product.inStock} />
    </>
  );
}
