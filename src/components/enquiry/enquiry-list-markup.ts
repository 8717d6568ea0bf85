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
import { EN_LIST_VIEW, type ListWords } from '../../lib/catalogue/shop-words/list.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { listLinesHtml } from '../../islands/enquiry-list/list-lines-markup.ts';
import styles from '../../islands/enquiry-list/EnquiryList.module.css';
import '../../islands/ui/kit/cluster.css';
import '../../islands/ui/kit/hint.css';
import '../../islands/ui/kit/stack.css';

/** What the buttons of the page carry, for the element's delegated clicks. */
export const DISMISS_ACTION = 'dismiss';
export const CLEAR_ACTION = 'clear';

/** The page's language and its words (issue #44); English when not given. */
export interface ListLanguage {
  locale: Locale;
  words: ListWords;
}

const ENGLISH: ListLanguage = { locale: 'en', words: EN_LIST_VIEW };

export interface ListPageState {
  /** The notice waiting to be read (items dropped), or null. */
  notice: string | null;
  view: ListView;
  /** The WhatsApp number in wa.me form (content/site). */
  waNumber: string;
}

const SHOP_HREF = '/mithai/shop';

function noticeHtml(notice: string | null, { words }: ListLanguage): SafeHtml | '' {
  if (notice === null) return '';
  return html`<div class="cluster ${styles.notice}" role="status" data-key="notice"><p>${notice}</p><button type="button" class="${styles.remove}" data-action="${DISMISS_ACTION}">${words.dismiss}</button></div>`;
}

const emptyHtml = ({ locale, words }: ListLanguage): SafeHtml =>
  html`<div class="${styles.empty}" data-key="empty"><p>${words.empty}</p><p>${words.emptyText}</p><a class="button" href="${localePath(locale, SHOP_HREF)}">${words.browse}</a></div>`;

function linesHtml({ lines, waiting }: ListView, waNumber: string, { locale, words }: ListLanguage): SafeHtml {
  const checking = checkingText(waiting, words, locale);
  return html`${listLinesHtml(lines, { editable: true, words })}${checking === null ? '' : html`<p role="status" data-key="checking">${checking}</p>`}<p class="${styles.total}" data-key="total">${totalText(indicativeTotal(lines), words, locale)}</p><p class="hint" data-key="hint">${words.hint}</p><div class="cluster ${styles.actions}" data-key="actions"><a class="button" href="${localePath(locale, listContactHref())}">${words.send}</a><a class="button button--secondary" href="${listWhatsappUrl(lines, waNumber)}" target="_blank" rel="noopener noreferrer">${words.whatsapp}<span class="visually-hidden">${words.newTab}</span></a><button type="button" class="${styles.remove}" data-action="${CLEAR_ACTION}">${words.clear}</button></div>`;
}

/** The children of the page's list box (a `.stack`), for the state given, in the page's language. */
export function enquiryListHtml({ notice, view, waNumber }: ListPageState, language: ListLanguage = ENGLISH): SafeHtml {
  return html`${noticeHtml(notice, language)}${view.items.length === 0 ? emptyHtml(language) : linesHtml(view, waNumber, language)}`;
}
