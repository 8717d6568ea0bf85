/**
 * The Diwali Collection detail (storefront §2 Diwali product detail; FEATURES DIWALI-02..DIWALI-04):
 * picture, price per pack, quantity, shelf life, "Call Now", "Contact Us for Bulk Orders",
 * "Back to Products", the collection blurb and the About section.
 */
import { callHref } from '../../lib/catalogue/product-contact.ts';
import { formatRupees } from '../../lib/pricing/format-rupees.ts';
import SmartImage from '../ui/SmartImage.tsx';
import type { DetailProduct } from './detail-product.ts';
import styles from './DiwaliProduct.module.css';

export interface CopySection {
  title: string;
  text: string;
}

export interface DiwaliCopy {
  blurb: CopySection;
  about: CopySection;
}

interface Props {
  product: DetailProduct;
  defaultPhone: string;
  copy: DiwaliCopy;
}

export default function DiwaliProductView({ product, defaultPhone, copy }: Props) {
  const price = product.price.custom;
  const facts: [string, string | undefined][] = [
    ['Quantity', product.quantity],
    ['Shelf life', product.shelfLife],
  ];
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <SmartImage image={product.images[0] ?? ''} alt={product.imageAlts?.[0] ?? product.name} width={640} height={640} loading="eager" fetchPriority="high" />
        </div>
        <div className={styles.info}>
          <p className={styles.category}>{product.category}</p>
          <h1>{product.name}</h1>
          {product.isBestseller && <p className={styles.badge}>BESTSELLER</p>}
          <p className={styles.price}>
            {price === undefined ? 'Price on request' : formatRupees(price, 'decimal')}
            {price !== undefined && <span className={styles.unit}> / pack</span>}
          </p>
          {!product.inStock && <p className={styles.unavailable}>Currently unavailable</p>}
          <dl className={styles.facts}>
            {facts
              .filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()))
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {product.description && <p className={styles.description}>{product.description}</p>}
          <div className={styles.actions}>
            <a className="button" href={callHref(product.phoneNumber, defaultPhone)}>
              Call Now
            </a>
            <a className="button button--secondary" href="/contact">
              Contact Us for Bulk Orders
            </a>
            <a className={styles.back} href="/mithai/shop">
              Back to Products
            </a>
          </div>
        </div>
      </div>
      <section className={styles.blurb} aria-labelledby="diwali-blurb">
        <h2 id="diwali-blurb">{copy.blurb.title}</h2>
        <p>{copy.blurb.text}</p>
      </section>
      <section className={styles.about} aria-labelledby="diwali-about">
        <h2 id="diwali-about">{copy.about.title}</h2>
        <p>{copy.about.text}</p>
      </section>
    </div>
  );
}
