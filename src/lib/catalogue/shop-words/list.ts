/**
 * The enquiry list page's words in English (issue #44; strings/shop.ts `list`): its title and lead,
 * written at build time, and what its script writes (EN_LIST_VIEW, the only ones in its JavaScript
 * and in a Telugu or Hindi page's JSON).
 */
import { EN_SUBJECT_WORDS } from '../../enquiry/subject-words.ts';
import type { Translation } from '../../i18n/ui-strings.ts';

/** The list's lines, total, notices and buttons, as <enquiry-list-view> writes them. */
export const EN_LIST_VIEW = {
  lines: 'Items on your enquiry list',
  quantity: 'Quantity',
  quantityOf: ' of {name}',
  remove: 'Remove',
  dismiss: 'Dismiss',
  empty: 'Your enquiry list is empty.',
  emptyText: 'Add sweets, hampers and gifts from their pages, then send them to us as one enquiry.',
  browse: 'Browse the shop',
  checking: { one: 'Checking 1 item with our shop…', other: 'Checking {count} items with our shop…' },
  total: 'Indicative total {amount} (inclusive of all taxes)',
  plusOnRequest: { one: '{total}, plus 1 item priced on request', other: '{total}, plus {count} items priced on request' },
  hint: 'Prices are indicative, as shown on the site; our team confirms the final amount with you.',
  send: 'Send as one enquiry',
  whatsapp: 'Send on WhatsApp',
  newTab: ' (opens in a new tab)',
  clear: 'Clear the list',
  /** The lines' "MRP …", "… / pack" and quality, as the contact form writes them. */
  ...EN_SUBJECT_WORDS,
  stale: { one: 'One item on your enquiry list is no longer on our site and was removed.', other: '{count} items on your enquiry list are no longer on our site and were removed.' },
} as const;

export const EN_LIST = {
  title: 'Your Enquiry List',
  description: 'The sweets, hampers and gifts you collected, to send to Rasika as one enquiry.',
  lead: 'Collect everything for one order, a wedding or your office gifts, and send it to us in one go. No payment is taken on the site: our team confirms availability and the final price with you.',
  ...EN_LIST_VIEW,
} as const;

/** What the list's script writes. */
export type ListWords = Translation<typeof EN_LIST_VIEW>;
