/** One product in the staff list: thumbnail (placeholder when broken), name, category, prices, state and actions. */
import type { StaffProduct } from '../../../client/staff-api.ts';
import { SIZES } from '../../../lib/catalogue/product-schema.ts';
import { formatRupees } from '../../../lib/pricing/format-rupees.ts';
import SmartImage from '../../ui/SmartImage.tsx';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from '../router/staff-routes.ts';
import styles from './Products.module.css';

interface Props {
  product: StaffProduct;
  basePath: string;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

export default function ProductItem({ product, basePath, busy, onToggle, onDelete }: Props) {
  const image = product.images[0];
  const prices = SIZES.flatMap((size) => {
    const amount = product.price[size];
    return amount === undefined ? [] : [`${size} ${formatRupees(amount)}`];
  });
  return (
    <li className={styles.item} data-product-id={product._id} aria-label={product.name}>
      <div className={styles.thumb}>
        {image ? <SmartImage image={image} alt="" width={96} height={96} /> : <span className={styles.noImage}>No image</span>}
      </div>
      <div className={styles.details}>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.meta}>{product.category}{product.isBestseller ? ' \u00b7 Bestseller' : ''}</p>
        <p className={styles.meta}>{prices.length > 0 ? prices.join(' \u00b7 ') : 'No size prices'}</p>
        <p className={styles.state} data-tone={product.isActive ? 'on' : 'off'}>
          {product.isActive ? 'Visible on website' : 'Hidden from website'}
        </p>
      </div>
      <div className={styles.itemActions}>
        <button type="button" className={styles.action} onClick={onToggle} disabled={busy}>
          {product.isActive ? 'Hide from website' : 'Show on website'}
        </button>
        <DashboardLink href={staffPath({ name: 'edit-product', id: product._id }, basePath)} className={styles.action}>
          Edit
        </DashboardLink>
        <button type="button" className={`${styles.action} ${styles.danger}`} onClick={onDelete} disabled={busy}>
          Delete
        </button>
      </div>
    </li>
  );
}
