/**
 * The words of values products state in English, as content and staff write them (issue #44;
 * strings/shop.ts `values`): shelf life ("30 Days", "3 Days (refrigerated)") and allergen names
 * ("Milk", "Cashew"). A Telugu or Hindi page shows them in its language (value-words.ts); English
 * shows them as written, so no script needs these English words.
 */
import type { Translation } from '../../i18n/ui-strings.ts';

export const EN_VALUES = {
  /** "30 Days": a shelf life in days. */
  days: { one: '{count} Day', other: '{count} Days' },
  /** "(refrigerated)": a note after a shelf life, by its English words in lower case. */
  notes: { refrigerated: 'refrigerated', 'sealed tin': 'sealed tin' },
  /** Allergen names, by their English name in lower case. */
  allergens: { milk: 'Milk', cashew: 'Cashew', almond: 'Almond', wheat: 'Wheat', pistachio: 'Pistachio', peanut: 'Peanut', sesame: 'Sesame' },
} as const;

export type ValueWords = Translation<typeof EN_VALUES>;
