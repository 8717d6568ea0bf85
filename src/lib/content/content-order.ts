/**
 * The order content lists are shown in (content/README.md): by the `order` field, lowest first;
 * two entries with the same `order` by their id (the file name), so the result never depends on
 * the order files are read in. Corporate gifts carry a number instead and are listed by it.
 */

export interface OrderedEntry {
  id: string;
  data: { order: number };
}

/** Compare function for `toSorted`: content order, then id. */
export function byOrder(a: OrderedEntry, b: OrderedEntry): number {
  return a.data.order - b.data.order || a.id.localeCompare(b.id);
}

export interface NumberedEntry {
  data: { id: number };
}

/** Compare function for `toSorted`: corporate gifts 1, 2, … 19. */
export function byGiftNumber(a: NumberedEntry, b: NumberedEntry): number {
  return a.data.id - b.data.id;
}
