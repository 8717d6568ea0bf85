/**
 * The Diwali Book's words in English (issue #44; strings/shop.ts `book`).
 */
import type { Translation } from '../../i18n/ui-strings.ts';

export const EN_BOOK = {
  title: 'Diwali Book',
  subtitle: 'A Collection of Sweet Traditions',
  open: 'Tap to open',
  openLabel: 'Tap to open the Diwali Book',
  close: 'Close book',
  previous: 'Previous page',
  next: 'Next page',
  goTo: 'Go to page',
  goToPage: 'Go to page {number}',
  indicator: 'Page {number} of {count}',
} as const;

export type BookWords = Translation<typeof EN_BOOK>;
