/** The products list route (admin §2 "Products list"; PROD-01, PROD-02). */
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from '../router/staff-routes.ts';
import ProductItem from './ProductItem.tsx';
import { useProducts } from './use-products.ts';
import styles from './Products.module.css';

export default function ProductsRoute({ basePath }: { basePath: string }) {
  const { state, busyId, toggle, remove } = useProducts();
  return (
    <section aria-labelledby="products-heading" aria-busy={state.status === 'loading'}>
      <div className={styles.top}>
        <h2 id="products-heading">Manage Products</h2>
        <DashboardLink href={staffPath({ name: 'new-product' }, basePath)} className={styles.newLink}>
          New Product
        </DashboardLink>
      </div>
      {state.status === 'loading' && <p className={styles.muted}>Loading products...</p>}
      {state.status === 'loaded' && state.products.length === 0 && <p className={styles.muted}>No products yet.</p>}
      {state.status === 'loaded' && state.products.length > 0 && (
        <ul className={styles.list} role="list">
          {state.products.map((product) => (
            <ProductItem key={product._id} product={product} basePath={basePath} busy={busyId === product._id}
              onToggle={() => void toggle(product)} onDelete={() => void remove(product)} />
          ))}
        </ul>
      )}
    </section>
  );
}
