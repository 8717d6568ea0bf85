/**
 * The error of a group of fields (a list's size, a record, a whole group): said once under the
 * group's legend, focusable so a failed save can take the focus to it.
 */
import styles from './SchemaForm.module.css';

export default function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} tabIndex={-1} data-error-anchor>
      {message}
    </p>
  );
}
