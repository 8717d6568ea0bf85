/** Call, WhatsApp and Buy Now (FEATURES PDP-11..PDP-13, G-14, G-22). */
import type { Size } from '../../lib/catalogue/product-schema.ts';
import { callHref, whatsappHref } from '../../lib/catalogue/product-contact.ts';
import type { ContactDefaults, DetailProduct } from './detail-product.ts';
import styles from './ProductDetail.module.css';

interface Props {
  product: DetailProduct;
  /** The chosen size; undefined for products priced per pack. */
  size: Size | undefined;
  defaults: ContactDefaults;
}

export default function ProductActions({ product, size, defaults }: Props) {
  return (
    <div className={styles.actions}>
      <a className="button" href={callHref(product.phoneNumber, defaults.phone)}>
        Call
      </a>
      <a className="button button--secondary" href={whatsappHref(product.phoneNumber, defaults.whatsapp, product.name, size)} target="_blank" rel="noopener noreferrer">
        WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a className={`button ${styles.buyNow}`} href="/contact">
        Buy Now
      </a>
    </div>
  );
}
