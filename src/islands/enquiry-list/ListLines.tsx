/** The lines of the enquiry list: each with its quantity field, line total and Remove button. */
import Price from '../ui/Price.tsx';
import { ENQUIRY_LIST_LIMITS } from '../../lib/enquiry/enquiry-subject.ts';
import type { ListLine } from '../../lib/enquiry/enquiry-list-lines.ts';
import { removeFromList, setListQuantity } from '../../stores/enquiry-list.ts';
import styles from './EnquiryList.module.css';
import '../ui/kit/bare-list.css';
import '../ui/kit/stack.css';

interface Props {
  lines: readonly (ListLine & { key: string })[];
  /** Editable quantities and Remove buttons (the list page); read-only on the contact form. */
  editable?: boolean;
}

export default function ListLines({ lines, editable = false }: Props) {
  return (
    <ul className={`bare-list stack ${styles.lines}`} aria-label="Items on your enquiry list">
      {lines.map((line) => (
        <li key={line.key} className={styles.line}>
          <span className={styles.lineLabel}>{line.label}</span>
          {editable ? (
            <label className={styles.quantity}>
              Quantity<span className="visually-hidden"> of {line.label}</span>
              <input type="number" inputMode="numeric" min={1} max={ENQUIRY_LIST_LIMITS.maxQuantity} value={line.quantity}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  if (Number.isFinite(value) && value >= 1) setListQuantity(line.key, value);
                }} />
            </label>
          ) : (
            <span className={styles.lineQuantity}>{`× ${line.quantity.toLocaleString('en-IN')}`}</span>
          )}
          <span className={styles.lineTotal}><Price amount={line.lineTotal} /></span>
          {editable && (
            <button type="button" className={styles.remove} onClick={() => removeFromList(line.key)}>
              Remove<span className="visually-hidden"> {line.label}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
