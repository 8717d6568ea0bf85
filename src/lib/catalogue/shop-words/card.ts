/**
 * A product card's words in English (issue #44; strings/shop.ts `card`): badges, pack details, the
 * price line (price.ts), "Add to enquiry list" and its answers, the dietary badges, and what a
 * picture that fails to load says.
 */
import type { Translation } from '../../i18n/ui-strings.ts';
import { EN_PRICE } from './price.ts';

export const EN_CARD = {
  labels: 'Labels',
  bestseller: 'BESTSELLER',
  giftHamper: 'GIFT HAMPER',
  quantity: 'Quantity',
  weight: 'Weight',
  shelfLife: 'Shelf life',
  ...EN_PRICE,
  add: 'Add to enquiry list',
  addNamed: 'Add {name} to enquiry list',
  added: 'Added {count} × {name} to your enquiry list.',
  full: 'Your enquiry list is full ({count} items).',
  dietary: 'Dietary information',
  imageUnavailable: 'Image not available',
  diet: {
    vegetarian: 'Vegetarian',
    jain: 'Jain',
    vegan: 'Vegan',
    'gluten-free': 'Gluten-free',
    'sugar-free': 'Sugar-free',
    'nut-free': 'Nut-free',
    'contains-nuts': 'Contains nuts',
    'ships-well': 'Ships well',
  },
} as const;

export type CardWords = Translation<typeof EN_CARD>;
