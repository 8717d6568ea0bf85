/**
 * How a change of the catalogue's view reaches the browser history (issue #12): a deliberate change
 * (category, sort, a filter) adds an entry, so Back returns to the view before it; typing replaces
 * the entry its first keystroke added (one entry per search, not per keystroke). Nothing is written
 * when the address already says it, or for a view restored from the address (Back/Forward).
 */
export type HistoryMode = 'push' | 'type';

export interface HistoryStep {
  /** What to write: a new entry, a replacement of the current one, or nothing. */
  write: 'push' | 'replace' | undefined;
  /** Whether the current entry is now a typing entry (the next keystroke replaces it). */
  typing: boolean;
}

/**
 * @param mode how the visitor changed the view; undefined for a restore
 * @param typing whether the current entry was written by typing
 * @param next the view's query string ("?search=…" or "")
 * @param current the address's query string now
 */
export function historyStep(mode: HistoryMode | undefined, typing: boolean, next: string, current: string): HistoryStep {
  if (mode === undefined || next === current) return { write: undefined, typing };
  return { write: mode === 'type' && typing ? 'replace' : 'push', typing: mode === 'type' };
}
