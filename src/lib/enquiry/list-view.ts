/**
 * The enquiry list as its page and the contact form show it: the stored items, the lines whose
 * summary is known (in list order, each with its line key), how many are still being looked up or
 * could not be checked, and the items the site no longer has (to drop from the store, with a notice).
 */
import { EN_LIST_VIEW, type ListWords } from '../catalogue/shop-words/list.ts';
import type { Locale } from '../i18n/locales.ts';
import { plural } from '../i18n/ui-strings.ts';
import { toListLine, type ListLine } from './enquiry-list-lines.ts';
import { lineKey, type ListItemRef } from './enquiry-subject.ts';
import type { Looked } from './subject-lookup.ts';

export interface KeyedListLine extends ListLine {
  /** The item's line key: the same product, size and quality make one line. */
  key: string;
}

export interface ListView {
  items: readonly ListItemRef[];
  /** Lines whose summary is known, in list order. */
  lines: KeyedListLine[];
  /** Still being looked up, or the site could not be asked. */
  waiting: number;
  /** Line keys of items the site no longer has. */
  stale: string[];
}

export function listView(items: readonly ListItemRef[], looked: Readonly<Record<string, Looked>>): ListView {
  const lines: KeyedListLine[] = [];
  const stale: string[] = [];
  let waiting = 0;
  for (const item of items) {
    const key = lineKey(item);
    const summary = looked[key];
    if (summary === 'unknown') stale.push(key);
    else if (summary === undefined || typeof summary === 'string') waiting += 1;
    else lines.push({ ...toListLine(summary, item.quantity), key });
  }
  return { items, lines, waiting, stale };
}

/** "Checking 2 items with our shop…" while lines are being looked up; null when none is. */
export function checkingText(waiting: number, words: ListWords = EN_LIST_VIEW, locale: Locale = 'en'): string | null {
  if (waiting <= 0) return null;
  return plural(locale, words.checking, waiting);
}
