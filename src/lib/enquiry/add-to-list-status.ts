/**
 * What "Add to enquiry list" says once pressed (the live status line of the button with a quantity
 * and of the compact card button): the one wording of both.
 */
import { ENQUIRY_LIST_LIMITS } from './enquiry-subject.ts';

/** "Added 2 × Kaju Katli to your enquiry list." or, when the list has no room, "Your enquiry list is full (30 items)." */
export function addToListStatus(result: 'added' | 'full', count: number, name: string): string {
  return result === 'added' ? `Added ${count} × ${name} to your enquiry list.` : `Your enquiry list is full (${ENQUIRY_LIST_LIMITS.items} items).`;
}
