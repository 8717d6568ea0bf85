/**
 * Reads the enquiry list a browser kept in localStorage. Anything can be in there (an older
 * version's shape, a hand-edited value, half-written JSON), so each item is checked on its own:
 * good items are kept, bad ones dropped and counted, never thrown on.
 */
import { QUALITY_CHOICES, SIZE_CHOICES } from '../pricing/choices.ts';
import {
  ENQUIRY_LIST_LIMITS,
  SUBJECT_ID_PATTERN,
  isListKind,
  isValidQuantity,
  lineKey,
  type ListItemRef,
} from './enquiry-subject.ts';

export interface StoredList {
  items: ListItemRef[];
  /** Items that could not be read (or went past the limit) and were left out. */
  dropped: number;
}

/** One list item read from untrusted data (storage, a data attribute), or null when it is not a valid one. */
export function readListItem(value: unknown): ListItemRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id, size, quality, quantity } = value as Record<string, unknown>;
  if (!isListKind(kind) || typeof id !== 'string' || !SUBJECT_ID_PATTERN.test(id) || !isValidQuantity(quantity)) return null;
  const knownSize = SIZE_CHOICES.find((choice) => choice === size);
  const knownQuality = QUALITY_CHOICES.find((choice) => choice === quality);
  if ((size !== undefined && !knownSize) || (quality !== undefined && !knownQuality)) return null;
  return { kind, id, quantity, ...(knownSize ? { size: knownSize } : {}), ...(knownQuality ? { quality: knownQuality } : {}) };
}

/** The list in `raw` (JSON text), item by item; duplicates merge, at most 30 lines. */
export function parseStoredList(raw: string | null | undefined): StoredList {
  if (raw === null || raw === undefined || raw === '') return { items: [], dropped: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { items: [], dropped: 1 };
  }
  if (!Array.isArray(parsed)) return { items: [], dropped: 1 };
  const items: ListItemRef[] = [];
  let dropped = 0;
  for (const value of parsed) {
    const item = readListItem(value);
    const same = item ? items.find((kept) => lineKey(kept) === lineKey(item)) : undefined;
    if (!item || (!same && items.length >= ENQUIRY_LIST_LIMITS.items)) dropped += 1;
    else if (same) same.quantity = Math.min(ENQUIRY_LIST_LIMITS.maxQuantity, same.quantity + item.quantity);
    else items.push(item);
  }
  return { items, dropped };
}
