/**
 * The compact "Add to enquiry list" buttons of framework-free product cards (add-to-list-markup.ts;
 * issue #14): one click listener per document, delegated, so cards inserted at any time work without
 * a script of their own. A click adds one unit of the button's item and writes the status line.
 */
import { EN_CARD } from '../../lib/catalogue/shop-words/card.ts';
import { addToListStatus } from '../../lib/enquiry/add-to-list-status.ts';
import { readListItem } from '../../lib/enquiry/stored-list.ts';
import { addToEnquiryList } from '../../stores/enquiry-list.ts';

/** The button's item: JSON of its list reference (lib/enquiry/subject-link.ts cardListRef), without a quantity. */
export const ADD_ITEM_ATTRIBUTE = 'data-add-to-list';
/** The item's name, for the status line. */
export const ADD_NAME_ATTRIBUTE = 'data-add-name';
/** On a page not in English (issue #44): JSON of the status line's words `{ added, full }`. */
export const ADD_WORDS_ATTRIBUTE = 'data-add-words';

/** The status line's words a button carries, or undefined (English). */
function wordsOf(button: Element): { added: string; full: string } | undefined {
  try {
    const words: unknown = JSON.parse(button.getAttribute(ADD_WORDS_ATTRIBUTE) ?? 'null');
    if (typeof words !== 'object' || words === null) return undefined;
    const { added, full } = words as Record<string, unknown>;
    return typeof added === 'string' && typeof full === 'string' ? { added, full } : undefined;
  } catch {
    return undefined;
  }
}

const enabled = new WeakSet<Document>();

function itemOf(button: Element) {
  try {
    const ref: unknown = JSON.parse(button.getAttribute(ADD_ITEM_ATTRIBUTE) ?? '');
    return typeof ref === 'object' && ref !== null ? readListItem({ ...ref, quantity: 1 }) : null;
  } catch {
    return null;
  }
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest(`button[${ADD_ITEM_ATTRIBUTE}]`) : null;
  if (!button) return;
  const item = itemOf(button);
  if (!item) return;
  const result = addToEnquiryList(item);
  const status = button.parentElement?.querySelector('[role="status"]');
  const words = wordsOf(button);
  if (status) status.textContent = addToListStatus(result, item.quantity, button.getAttribute(ADD_NAME_ATTRIBUTE) ?? '', words && { ...EN_CARD, ...words });
}

/** Installs the delegated listener on `doc`; calling it again changes nothing. */
export function enableAddToListClicks(doc: Document = document): void {
  if (enabled.has(doc)) return;
  enabled.add(doc);
  doc.addEventListener('click', onClick);
}
