/**
 * Home > Products > {category} > {name} (FEATURES PDP-05, G-36): Home is /mithai, Products is
 * /mithai/shop, the category opens the shop on that category (lib/catalogue/product-crumbs.ts).
 */
import { productCrumbs } from '../../lib/catalogue/product-crumbs.ts';
import styles from './ProductDetail.module.css';

export default function Breadcrumb({ category, name }: { category: string; name: string }) {
  const crumbs = productCrumbs(category, name, '');
  const last = crumbs.length - 1;
  return (
    <nav className={styles.breadcrumb} aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.name + i}>{i === last ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.href}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
