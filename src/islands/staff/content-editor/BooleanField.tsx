/** A yes/no field of a generated form: a checkbox, showing the schema's default while the entry leaves it out. */
import { fieldHint } from '../../../lib/content-form/field-hint.ts';
import { useFieldIds } from './FieldFrame.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

export default function BooleanField({ node, path, value, label }: FieldProps) {
  const { setValue } = useSchemaForm();
  const hint = fieldHint(node);
  const { id, error, errorId, hintId, described } = useFieldIds(path, hint);
  const checked = typeof value === 'boolean' ? value : node.default === true;
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} {...described} onChange={(event) => setValue(path, event.target.checked)} />
        {label}
      </label>
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
