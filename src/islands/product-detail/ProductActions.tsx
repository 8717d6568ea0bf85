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
import { localePath } from '../../lib/i18n/locales.ts';
import { addWords, ENGLISH_PRODUCT, type ProductLanguage } from './product-language.ts';

interface Props {
  product: DetailProduct;
  /** The chosen size; undefined for products priced per pack. */
  size: Size | undefined;
  defaults: ContactDefaults;
  /** What Buy Now and the enquiry list carry: the product with the chosen size and quality. */
  subject: Omit<ListItemRef, 'quantity'>;
  /** The name shown (the local name on a Telugu or Hindi page, issue #44); the product's own by default. */
  name?: string;
  language?: ProductLanguage;
}

export default function ProductActions({ product, name = product.name, size, defaults, subject, language = ENGLISH_PRODUCT }: Props) {
  const words = language.strings.product;
  return (
    <>
      <div className={styles.actions}>
        <a className="button" href={callHref(product.phoneNumber, defaults.phone)}>
          {words.call}
        </a>
        <a className="button button--secondary" href={whatsappHref(product.phoneNumber, defaults.whatsapp, product.name, size)} target="_blank" rel="noopener noreferrer">
          {words.whatsapp}<span className="visually-hidden">{words.newTab}</span>
        </a>
        <a className={`button ${styles.buyNow}`} href={localePath(language.locale, contactHref(subject))}>
          {words.buyNow}
        </a>
      </div>
      <AddToListButton item={subject} name={name} inStock={product.inStock} words={addWords(language)} />
    </>
  );
}
