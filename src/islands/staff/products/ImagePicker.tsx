/**
 * Images of the product form (PROD-03, PROD-05, PROD-06, PROD-09): a file input with the hint and
 * previews for a new product; the saved images, read-only, when editing.
 */
import { UPLOAD_HINT } from '../../../lib/catalogue/product-form-schema.ts';
import { PICKABLE_IMAGE_TYPES } from '../../../lib/staff/image-resize-plan.ts';
import SmartImage from '../../ui/SmartImage.tsx';
import type { PickedImage } from './use-picked-images.ts';
import styles from './ProductForm.module.css';

interface Props {
  editing: boolean;
  savedImages: readonly string[];
  picked: readonly PickedImage[];
  preparing: boolean;
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
}

export default function ImagePicker({ editing, savedImages, picked, preparing, onPick, onRemove }: Props) {
  if (editing) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Images</legend>
        <p className={styles.hint}>Images can't be changed when editing.</p>
        <ul className={styles.previews} role="list">
          {savedImages.map((url, index) => (
            <li key={url} className={styles.preview}>
              <SmartImage image={url} alt={`Product image ${index + 1}`} width={112} height={112} />
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="product-images">Images</label>
      <input id="product-images" className={styles.file} type="file" name="images" multiple accept={PICKABLE_IMAGE_TYPES.join(',')}
        aria-describedby="product-images-hint" disabled={preparing}
        onChange={(event) => {
          onPick([...(event.target.files ?? [])]);
          event.target.value = '';
        }} />
      <p id="product-images-hint" className={styles.hint}>{UPLOAD_HINT}</p>
      {preparing && <p role="status" className={styles.hint}>Preparing images...</p>}
      {picked.length > 0 && (
        <ul className={styles.previews} role="list" aria-label="Chosen images">
          {picked.map((image) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.previewUrl} alt={`Preview of ${image.originalName}`} width={112} height={112} />
              <button type="button" className={styles.remove} onClick={() => onRemove(image.id)}>
                Remove<span className="visually-hidden"> {image.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
