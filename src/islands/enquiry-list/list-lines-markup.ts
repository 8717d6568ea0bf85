/**
 * The lines of the enquiry list as HTML text, without a framework (issue #14): each with its label,
 * its quantity (a field on the list page, "× 2" on the contact form), its line total and, on the list
 * page, its Remove button. The one markup of the lines: the list page's <enquiry-list-view> element
 * renders it and ListLines.tsx (the contact form) shows it read-only. Every text is escaped.
 * Each line carries its line key (`data-key`) so the list page can update it in place.
 */
import type { KeyedListLine } from '../../lib/enquiry/list-view.ts';
import { ENQUIRY_LIST_LIMITS } from '../../lib/enquiry/enquiry-subject.ts';
import { html, type SafeHtml } from '../../lib/markup/html-template.ts';
import { priceOrRequest } from '../../lib/pricing/format-rupees.ts';
import styles from './EnquiryList.module.css';
import '../ui/kit/bare-list.css';
import '../ui/kit/stack.css';
import { formatCount } from '../../lib/text/indian-number.ts';
import { EN_LIST_VIEW, type ListWords } from '../../lib/catalogue/shop-words/list.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';

/** The accessible name of the list of lines. */
export const LINES_LABEL = 'Items on your enquiry list';

/** What a line's Remove button carries, for the list page's delegated clicks. */
export const REMOVE_ACTION = 'remove';

/** The lines' words in the page's language (strings/shop.ts `list`, issue #44). */
export type LinesWords = Pick<ListWords, 'lines' | 'quantity' | 'quantityOf' | 'remove'>;

interface LinesOptions {
  /** Quantity fields and Remove buttons (the list page); read-only on the contact form. */
  editable?: boolean;
  /** English when not given. */
  words?: LinesWords | undefined;
}

function quantityHtml(line: KeyedListLine, editable: boolean, words: LinesWords): SafeHtml {
  if (!editable) return html`<span>${`× ${formatCount(line.quantity)}`}</span>`;
  return html`<label class="${styles.quantity}">${words.quantity}<span class="visually-hidden">${fill(words.quantityOf, { name: line.label })}</span><input type="number" inputmode="numeric" min="${ENQUIRY_LIST_LIMITS.minQuantity}" max="${ENQUIRY_LIST_LIMITS.maxQuantity}" value="${line.quantity}"></label>`;
}

/** One line (an <li>). */
export function listLineHtml(line: KeyedListLine, { editable = false, words = EN_LIST_VIEW }: LinesOptions = {}): SafeHtml {
  return html`<li class="${styles.line}" data-key="${line.key}"><span class="${styles.lineLabel}">${line.label}</span>${quantityHtml(line, editable, words)}<span class="${styles.lineTotal}">${priceOrRequest(line.lineTotal)}</span>${
    editable ? html`<button type="button" class="${styles.remove}" data-action="${REMOVE_ACTION}">${words.remove}<span class="visually-hidden"> ${line.label}</span></button>` : ''
  }</li>`;
}

/** The list of lines (a <ul> named "Items on your enquiry list"). */
export function listLinesHtml(lines: readonly KeyedListLine[], options: LinesOptions = {}): SafeHtml {
  return html`<ul class="bare-list stack ${styles.lines}" aria-label="${options.words?.lines ?? LINES_LABEL}" data-key="lines">${lines.map((line) => listLineHtml(line, options))}</ul>`;
}
