/** The Category field of both user forms (admin §3 user categories; DEV-12, DEV-15); '' is no category. */
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import styles from '../../dashboard-shell/Form.module.css';

interface Props {
  id: string;
  value: string;
  options: readonly string[];
  error?: string | undefined;
  onChange: (category: string) => void;
}

export default function CategorySelect({ id, value, options, error, onChange }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>Category</label>
      <select id={id} className={styles.control} value={value} onChange={(e) => onChange(e.target.value)}
        {...describedBy(`${id}-error`, error)}>
        <option value="">No category</option>
        {options.map((category) => (
          <option key={category} value={category}>{category}</option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
