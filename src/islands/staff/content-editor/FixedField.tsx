/**
 * A field the form shows but does not change: a constant (a sweet's category) or a value of a shape the
 * generator has no control for, kept as it is.
 */
import FieldFrame, { useFieldIds } from './FieldFrame.tsx';
import type { FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

export default function FixedField({ path, value, label }: FieldProps) {
  const hint = 'Fixed: cannot be changed here.';
  const { id, error, described } = useFieldIds(path, hint);
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return (
    <FieldFrame id={id} label={label} required hint={hint} error={error}>
      <input id={id} className={styles.control} type="text" readOnly value={text} {...described} />
    </FieldFrame>
  );
}
