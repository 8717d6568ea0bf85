/**
 * What "Add to enquiry list" says once pressed (the live status line of the button with a quantity
 * and of the compact card button): the one wording of both.
 */
import { EN_CARD, type CardWords } from '../catalogue/shop-words/card.ts';
import { fill } from '../i18n/ui-strings.ts';
import { ENQUIRY_LIST_LIMITS } from './enquiry-subject.ts';

/** "Added 2 × Kaju Katli to your enquiry list." or, when the list has no room, "Your enquiry list is full (30 items)." */
export function addToListStatus(result: 'added' | 'full', count: number, name: string, words: CardWords = EN_CARD): string {
  return result === 'added' ? fill(words.added, { count, name }) : fill(words.full, { count: ENQUIRY_LIST_LIMITS.items });
}
