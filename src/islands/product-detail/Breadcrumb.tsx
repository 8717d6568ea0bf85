/**
 * Home > Products > {category} > {name} (FEATURES PDP-05, G-36): Home is /mithai, Products is
 * /mithai/shop, the category opens the shop on that category.
 */
import styles from './ProductDetail.module.css';

export default function Breadcrumb({ category, name }: { category: string; name: string }) {
  return (
    <nav className={styles.breadcrumb} aria-label="Breadcrumb">
      <ol>
        <li>
          <a href="/mithai">Home</a>
        </li>
        <li>
          <a href="/mithai/shop">Products</a>
        </li>
        <li>
          <a href={`/mithai/shop?category=${encodeURIComponent(category)}`}>{category}</a>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
