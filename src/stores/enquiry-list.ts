/**
 * The visitor's enquiry list (gift list without checkout): references with quantities, persisted
 * to localStorage and shared across tabs (stored-atom.ts: read on first use, not when this module loads).
 * A stored value that cannot be read is dropped item by item and $listNotice says so.
 * The actions below are the only writers.
 */
import { atom, computed } from 'nanostores';
import { ENQUIRY_LIST_LIMITS, lineKey, type ListItemRef } from '../lib/enquiry/enquiry-subject.ts';
import { parseStoredList } from '../lib/enquiry/stored-list.ts';
import { storedAtom } from './stored-atom.ts';

export const ENQUIRY_LIST_KEY = 'rasika:enquiry-list';

/** Notices waiting to be read, oldest first: a second one never hides the first. */
const $listNotices = atom<string[]>([]);

/** The notice the list page shows (stored items left out, stale items dropped) until dismissed. */
export const $listNotice = computed($listNotices, (notices) => notices[0] ?? null);

function addListNotice(text: string): void {
  $listNotices.set([...$listNotices.get(), text]);
}

function droppedNotice(count: number): string {
  return count === 1
    ? 'One item of your saved enquiry list could not be read and was removed.'
    : `${count} items of your saved enquiry list could not be read and were removed.`;
}

export const $enquiryList = storedAtom<ListItemRef[]>(ENQUIRY_LIST_KEY, [], {
  encode: (items) => JSON.stringify(items),
  decode: (raw) => {
    const { items, dropped } = parseStoredList(raw);
    if (dropped > 0) addListNotice(droppedNotice(dropped));
    return items;
  },
});

/** Number of units on the list (the header count). */
export const $enquiryListCount = computed($enquiryList, (items) => items.reduce((sum, item) => sum + item.quantity, 0));

export type AddResult = 'added' | 'full';

/** Adds an item; the same product, size and quality add up on one line. */
export function addToEnquiryList(item: ListItemRef): AddResult {
  const items = $enquiryList.get();
  const same = items.find((kept) => lineKey(kept) === lineKey(item));
  if (same) {
    const quantity = Math.min(ENQUIRY_LIST_LIMITS.maxQuantity, same.quantity + item.quantity);
    $enquiryList.set(items.map((kept) => (kept === same ? { ...kept, quantity } : kept)));
    return 'added';
  }
  if (items.length >= ENQUIRY_LIST_LIMITS.items) return 'full';
  $enquiryList.set([...items, item]);
  return 'added';
}

export function setListQuantity(key: string, quantity: number): void {
  const bounded = Math.min(ENQUIRY_LIST_LIMITS.maxQuantity, Math.max(ENQUIRY_LIST_LIMITS.minQuantity, Math.round(quantity)));
  $enquiryList.set($enquiryList.get().map((item) => (lineKey(item) === key ? { ...item, quantity: bounded } : item)));
}

export function removeFromList(key: string): void {
  $enquiryList.set($enquiryList.get().filter((item) => lineKey(item) !== key));
}

/**
 * Drops items the site no longer has (found stale on the list page), with a notice; a Telugu or
 * Hindi list page gives the notice in its words (issue #44).
 */
export function dropStaleItems(keys: readonly string[], notice?: (count: number) => string): void {
  if (keys.length === 0) return;
  $enquiryList.set($enquiryList.get().filter((item) => !keys.includes(lineKey(item))));
  addListNotice(
    notice
      ? notice(keys.length)
      : keys.length === 1
        ? 'One item on your enquiry list is no longer on our site and was removed.'
        : `${keys.length} items on your enquiry list are no longer on our site and were removed.`,
  );
}

export function clearEnquiryList(): void {
  $enquiryList.set([]);
}

/** Dismisses the notice shown; the next one, if any, takes its place. */
export function dismissListNotice(): void {
  $listNotices.set($listNotices.get().slice(1));
}
