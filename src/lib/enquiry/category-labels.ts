/**
 * How each enquiry category reads in English, in menus and lists (the stored value stays lower case):
 * the staff screens' labels and the English contact form's (lib/i18n/strings/forms.ts, issue #44).
 */
import type { EnquiryCategory } from './enquiry-schema.ts';

export const ENQUIRY_CATEGORY_LABELS = {
  sweets: 'Sweets',
  'restaurants & catering': 'Restaurants & Catering',
  corporate: 'Corporate',
  'banquets & hotels': 'Banquets & Hotels',
  gifting: 'Gifting',
  other: 'Other',
} as const satisfies Record<EnquiryCategory, string>;
