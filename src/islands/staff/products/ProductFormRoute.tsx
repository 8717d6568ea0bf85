/** The new and edit product form (admin §2 "Products list" form; PROD-02..10, PROD-14, PROD-15; issue #12 dietary fields). */
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from '../router/staff-routes.ts';
import CategoryField from './CategoryField.tsx';
import DietFields from './DietFields.tsx';
import ImagePicker from './ImagePicker.tsx';
import PriceFields from './PriceFields.tsx';
import { usePickedImages } from './use-picked-images.ts';
import { useProductForm } from './use-product-form.ts';
import styles from './ProductForm.module.css';

interface Props {
  basePath: string;
  /** Set when editing; a new product otherwise. */
  productId?: string;
}

export default function ProductFormRoute({ basePath, productId }: Props) {
  const editing = productId !== undefined;
  const { values, setField, categories, savedImages, loading, saving, submit } = useProductForm(basePath, productId);
  const picked = usePickedImages();
  const heading = editing ? 'Edit Product' : 'New Product';

  return (
    <section aria-labelledby="product-form-heading">
      <p className={styles.back}>
        <DashboardLink href={staffPath({ name: 'products' }, basePath)}>← Back to products</DashboardLink>
      </p>
      <h2 id="product-form-heading">{heading}</h2>
      {loading ? (
        <p role="status">Loading product...</p>
      ) : (
        <form className={styles.form} noValidate aria-busy={saving}
          onSubmit={(event) => void submit(event, picked.images.map((image) => image.file))}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="product-name">Name</label>
            <input id="product-name" className={styles.control} type="text" name="name" maxLength={120} required
              value={values.name} onChange={(event) => setField('name', event.target.value)} />
          </div>
          <CategoryField categories={categories} category={values.category} newCategory={values.newCategory}
            onCategory={(value) => setField('category', value)} onNewCategory={(value) => setField('newCategory', value)} />
          <PriceFields values={values} onChange={(key, value) => setField(key, value)} />
          <label className={styles.check}>
            <input type="checkbox" name="isBestseller" checked={values.isBestseller}
              onChange={(event) => setField('isBestseller', event.target.checked)} />
            Bestseller
          </label>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="product-description">Description</label>
            <textarea id="product-description" className={styles.control} name="description" rows={4} maxLength={2000} required
              value={values.description} onChange={(event) => setField('description', event.target.value)} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="product-phone">Phone Number</label>
            <input id="product-phone" className={styles.control} type="tel" name="phoneNumber" maxLength={20} required
              autoComplete="off" value={values.phoneNumber} onChange={(event) => setField('phoneNumber', event.target.value)} />
          </div>
          <DietFields values={values} onCheck={(key, value) => setField(key, value)} onText={(key, value) => setField(key, value)} />
          <ImagePicker editing={editing} savedImages={savedImages} picked={picked.images} preparing={picked.preparing}
            onPick={(files) => void picked.add(files)} onRemove={picked.remove} />
          <div className={styles.buttons}>
            <button type="submit" className={styles.save} disabled={saving || picked.preparing}>
              {saving ? 'Saving...' : editing ? 'Update Product' : 'Create Product'}
            </button>
            <DashboardLink href={staffPath({ name: 'products' }, basePath)} className={styles.cancel}>Cancel</DashboardLink>
          </div>
        </form>
      )}
    </section>
  );
}
