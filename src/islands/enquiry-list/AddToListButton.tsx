/**
 * "Add to enquiry list" with a quantity (product pages, Diwali product pages) or, in compact form
 * on corporate gift cards, one unit. The live message confirms what was added. A sold-out item says
 * "Currently unavailable" instead and cannot be added (lib/catalogue/availability.ts, issue #41). Product cards
 * have their own framework-free compact button (add-to-list-markup.ts) with the same wording.
 */
import { useId, useState } from 'react';
import { EN_CARD, type CardWords } from '../../lib/catalogue/shop-words/card.ts';
import { EN_PRODUCT } from '../../lib/catalogue/shop-words/product.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { addToListStatus } from '../../lib/enquiry/add-to-list-status.ts';
import { ENQUIRY_LIST_LIMITS, type ListItemRef } from '../../lib/enquiry/enquiry-subject.ts';
import { addToEnquiryList } from '../../stores/enquiry-list.ts';
import styles from './EnquiryList.module.css';
import { formatCount } from '../../lib/text/indian-number.ts';

/** Its words in the page's language (issue #44). */
export type AddToListWords = Pick<CardWords, 'soldOut' | 'add' | 'addNamed' | 'added' | 'full'> & { quantity: string; chooseQuantity: string };

const ENGLISH: AddToListWords = { ...EN_CARD, quantity: EN_PRODUCT.quantity, chooseQuantity: EN_PRODUCT.chooseQuantity };

interface Props {
  item: Omit<ListItemRef, 'quantity'>;
  name: string;
  /** One unit, no quantity field (catalogue cards). */
  compact?: boolean;
  /** False: the item is sold out; "Currently unavailable" shows instead. */
  inStock: boolean;
  /** The page's words (issue #44); English when not given. */
  words?: AddToListWords | undefined;
}

export default function AddToListButton({ item, name, compact = false, inStock, words = ENGLISH }: Props) {
  if (!inStock) return <p className={styles.soldOut}>{words.soldOut}</p>;
  return <AddControls item={item} name={name} compact={compact} words={words} />;
}

function AddControls({ item, name, compact, words }: Required<Omit<Props, 'inStock' | 'words'>> & { words: AddToListWords }) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState('');
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= ENQUIRY_LIST_LIMITS.minQuantity && count <= ENQUIRY_LIST_LIMITS.maxQuantity;

  function add() {
    if (!valid) {
      setStatus(fill(words.chooseQuantity, { max: formatCount(ENQUIRY_LIST_LIMITS.maxQuantity) }));
      return;
    }
    const result = addToEnquiryList({ ...item, quantity: count });
    setStatus(addToListStatus(result, count, name, { ...EN_CARD, added: words.added, full: words.full }));
  }

  return (
    <div className={compact ? styles.addCompact : styles.add}>
      {!compact && (
        <label className={styles.quantity} htmlFor={`${id}-quantity`}>
          {words.quantity}
          <input id={`${id}-quantity`} type="number" inputMode="numeric" min={1} max={ENQUIRY_LIST_LIMITS.maxQuantity}
            value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        </label>
      )}
      <button type="button" className="button button--secondary" onClick={add}
        aria-label={compact ? fill(words.addNamed, { name }) : undefined}>
        {words.add}
      </button>
      <p className={styles.added} role="status">{status}</p>
    </div>
  );
}
