/**
 * The compact "Add to enquiry list" control of product cards as HTML text (issue #14): one unit, a
 * button named "Add {name} to enquiry list" and its live status line; for a sold-out item, "Currently unavailable"
 * in its place (lib/catalogue/availability.ts, issue #41). The clicks are handled by
 * add-to-list-clicks.ts, installed once per page.
 */
import { SOLD_OUT_TEXT } from '../../lib/catalogue/availability.ts';
import type { ListItemRef } from '../../lib/enquiry/enquiry-subject.ts';
import { html, SafeHtml } from '../../lib/markup/html-template.ts';
import { ADD_ITEM_ATTRIBUTE, ADD_NAME_ATTRIBUTE } from './add-to-list-clicks.ts';
import styles from './EnquiryList.module.css';

export function compactAddToListHtml(item: Omit<ListItemRef, 'quantity'>, name: string, inStock: boolean): SafeHtml {
  if (!inStock) return html`<p class="${styles.soldOut}">${SOLD_OUT_TEXT}</p>`;
  return html`<div class="${styles.addCompact}"><button type="button" class="button button--secondary" aria-label="${`Add ${name} to enquiry list`}" ${new SafeHtml(ADD_ITEM_ATTRIBUTE)}="${JSON.stringify(item)}" ${new SafeHtml(ADD_NAME_ATTRIBUTE)}="${name}">Add to enquiry list</button><p class="${styles.added}" role="status"></p></div>`;
}
