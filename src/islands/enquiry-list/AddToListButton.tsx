/**
 * "Add to enquiry list" with a quantity (product pages, Diwali product pages) or, in compact form
 * on corporate gift cards, one unit. The live message confirms what was added. A sold-out item says
 * "Currently unavailable" instead and cannot be added (lib/catalogue/availability.ts, issue #41). Product cards
 * have their own framework-free compact button (add-to-list-markup.ts) with the same wording.
 */
import { useId, useState } from 'react';
import { SOLD_OUT_TEXT } from '../../lib/catalogue/availability.ts';
import { addToListStatus } from '../../lib/enquiry/add-to-list-status.ts';
import { ENQUIRY_LIST_LIMITS, type ListItemRef } from '../../lib/enquiry/enquiry-subject.ts';
import { addToEnquiryList } from '../../stores/enquiry-list.ts';
import styles from './EnquiryList.module.css';
import { formatCount } from '../../lib/text/indian-number.ts';

interface Props {
  item: Omit<ListItemRef, 'quantity'>;
  name: string;
  /** One unit, no quantity field (catalogue cards). */
  compact?: boolean;
  /** False: the item is sold out; "Currently unavailable" shows instead. */
  inStock: boolean;
}

export default function AddToListButton({ item, name, compact = false, inStock }: Props) {
  if (!inStock) return <p className={styles.soldOut}>{SOLD_OUT_TEXT}</p>;
  return <AddControls item={item} name={name} compact={compact} />;
}

function AddControls({ item, name, compact }: Required<Omit<Props, 'inStock'>>) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState('');
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= ENQUIRY_LIST_LIMITS.minQuantity && count <= ENQUIRY_LIST_LIMITS.maxQuantity;

  function add() {
    if (!valid) {
      setStatus(`Please choose a quantity from 1 to ${formatCount(ENQUIRY_LIST_LIMITS.maxQuantity)}.`);
      return;
    }
    const result = addToEnquiryList({ ...item, quantity: count });
    setStatus(addToListStatus(result, count, name));
  }

  return (
    <div className={compact ? styles.addCompact : styles.add}>
      {!compact && (
        <label className={styles.quantity} htmlFor={`${id}-quantity`}>
          Quantity
          <input id={`${id}-quantity`} type="number" inputMode="numeric" min={1} max={ENQUIRY_LIST_LIMITS.maxQuantity}
            value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        </label>
      )}
      <button type="button" className="button button--secondary" onClick={add}
        aria-label={compact ? `Add ${name} to enquiry list` : undefined}>
        Add to enquiry list
      </button>
      <p className={styles.added} role="status">{status}</p>
    </div>
  );
}
