/**
 * The compact "Add to enquiry list" control of product cards as HTML text (issue #14): one unit, a
 * button named "Add {name} to enquiry list" and its live status line; for a sold-out item, "Currently unavailable"
 * in its place (lib/catalogue/availability.ts, issue #41). The clicks are handled by
 * add-to-list-clicks.ts, installed once per page.
 */
import { EN_CARD, type CardWords } from '../../lib/catalogue/shop-words/card.ts';
import type { ListItemRef } from '../../lib/enquiry/enquiry-subject.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { html, SafeHtml } from '../../lib/markup/html-template.ts';
import { ADD_ITEM_ATTRIBUTE, ADD_NAME_ATTRIBUTE, ADD_WORDS_ATTRIBUTE } from './add-to-list-clicks.ts';
import styles from './EnquiryList.module.css';

/** `words`: the page's language (issue #44); the status line it writes once clicked is in the button's `data-add-words`. */
export function compactAddToListHtml(item: Omit<ListItemRef, 'quantity'>, name: string, inStock: boolean, words: CardWords = EN_CARD): SafeHtml {
  if (!inStock) return html`<p class="${styles.soldOut}">${words.soldOut}</p>`;
  const status = words === EN_CARD ? '' : html` ${new SafeHtml(ADD_WORDS_ATTRIBUTE)}="${JSON.stringify({ added: words.added, full: words.full })}"`;
  return html`<div class="${styles.addCompact}"><button type="button" class="button button--secondary" aria-label="${fill(words.addNamed, { name })}" ${new SafeHtml(ADD_ITEM_ATTRIBUTE)}="${JSON.stringify(item)}" ${new SafeHtml(ADD_NAME_ATTRIBUTE)}="${name}"${status}>${words.add}</button><p class="${styles.added}" role="status"></p></div>`;
}
