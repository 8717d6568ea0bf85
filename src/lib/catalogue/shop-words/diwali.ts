/**
 * A Diwali product page's own words in English (issue #44; strings/shop.ts `diwali`).
 */
import type { Translation } from '../../i18n/ui-strings.ts';

export const EN_DIWALI = {
  callNow: 'Call Now',
  bulkOrders: 'Contact Us for Bulk Orders',
  back: 'Back to Products',
  notFound: 'Sweet Not Found',
  notFoundText: "The sweet you're looking for doesn't exist or has been removed.",
  loading: 'Loading...',
  shellDescription: 'A sweet of the Rasika Sweets Diwali Collection.',
  seoDescription: '{name} from the {brand} Diwali Collection.',
} as const;

export type DiwaliWords = Translation<typeof EN_DIWALI>;
