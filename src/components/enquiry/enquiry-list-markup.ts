/**
 * What the enquiry list page shows below its lead, as HTML text (issue #10; issue #14: no framework):
 * the notice with "Dismiss"; the empty state with "Browse the shop"; or the lines (list-lines-markup.ts),
 * "Checking N items with our shop…", the indicative total, the hint and the actions (send as one
 * enquiry, send on WhatsApp, clear). Each block carries a `data-key` so <enquiry-list-view> updates it
 * in place. Every text is escaped.
 */
import { indicativeTotal, totalText } from '../../lib/enquiry/enquiry-list-lines.ts';
import { checkingText, type ListView } from '../../lib/enquiry/list-view.ts';
import { listWhatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import { listContactHref } from '../../lib/enquiry/subject-link.ts';
import { html, type SafeHtml } from '../../lib/markup/html-template.ts';
import { listLinesHtml } from '../../islands/enquiry-list/list-lines-markup.ts';
import styles from '../../islands/enquiry-list/EnquiryList.module.css';
import '../../islands/ui/kit/cluster.css';
import '../../islands/ui/kit/hint.css';
import '../../islands/ui/kit/stack.css';

/** What the buttons of the page carry, for the element's delegated clicks. */
export const DISMISS_ACTION = 'dismiss';
export const CLEAR_ACTION = 'clear';

export interface ListPageState {
  /** The notice waiting to be read (items dropped), or null. */
  notice: string | null;
  view: ListView;
  /** The WhatsApp number in wa.me form (content/site). */
  waNumber: string;
}

const SHOP_HREF = '/mithai/shop';

function noticeHtml(notice: string | null): SafeHtml | '' {
  if (notice === null) return '';
  return html`<div class="cluster ${styles.notice}" role="status" data-key="notice"><p>${notice}</p><button type="button" class="${styles.remove}" data-action="${DISMISS_ACTION}">Dismiss</button></div>`;
}

const EMPTY = html`<div class="${styles.empty}" data-key="empty"><p>Your enquiry list is empty.</p><p>Add sweets, hampers and gifts from their pages, then send them to us as one enquiry.</p><a class="button" href="${SHOP_HREF}">Browse the shop</a></div>`;

function linesHtml({ lines, waiting }: ListView, waNumber: string): SafeHtml {
  const checking = checkingText(waiting);
  return html`${listLinesHtml(lines, { editable: true })}${checking === null ? '' : html`<p role="status" data-key="checking">${checking}</p>`}<p class="${styles.total}" data-key="total">${totalText(indicativeTotal(lines))}</p><p class="hint" data-key="hint">Prices are indicative, as shown on the site; our team confirms the final amount with you.</p><div class="cluster ${styles.actions}" data-key="actions"><a class="button" href="${listContactHref()}">Send as one enquiry</a><a class="button button--secondary" href="${listWhatsappUrl(lines, waNumber)}" target="_blank" rel="noopener noreferrer">Send on WhatsApp<span class="visually-hidden"> (opens in a new tab)</span></a><button type="button" class="${styles.remove}" data-action="${CLEAR_ACTION}">Clear the list</button></div>`;
}

/** The children of the page's list box (a `.stack`), for the state given. */
export function enquiryListHtml({ notice, view, waNumber }: ListPageState): SafeHtml {
  return html`${noticeHtml(notice)}${view.items.length === 0 ? EMPTY : linesHtml(view, waNumber)}`;
}
