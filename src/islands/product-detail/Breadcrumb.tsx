/**
 * Home > Products > {category} > {name} (FEATURES PDP-05, G-36): Home is /mithai, Products is
 * /mithai/shop, the category opens the shop on that category (lib/catalogue/product-crumbs.ts).
 */
import { productCrumbs } from '../../lib/catalogue/product-crumbs.ts';
import styles from './ProductDetail.module.css';
import { ENGLISH_PRODUCT, type ProductLanguage } from './product-language.ts';

export default function Breadcrumb({ category, name, language = ENGLISH_PRODUCT }: { category: string; name: string; language?: ProductLanguage }) {
  const crumbs = productCrumbs(category, name, '', { locale: language.locale, words: language.strings });
  const last = crumbs.length - 1;
  return (
    <nav className={styles.breadcrumb} aria-label={language.strings.product.breadcrumb}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.name + i}>{i === last ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.href}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
