/**
 * The lines of an enquiry list with their indicative prices, and the list's indicative total:
 * the prices the site shows (inclusive of all taxes) times the quantities. Lines without a number
 * price (price on request) are counted apart, so the total never pretends to cover them.
 */
import { EN_LIST_VIEW, type ListWords } from '../catalogue/shop-words/list.ts';
import type { Locale } from '../i18n/locales.ts';
import { fill, plural } from '../i18n/ui-strings.ts';
import { formatRupees } from '../pricing/format-rupees.ts';
import type { SubjectSummary } from './describe-subject.ts';
import { formatCount } from '../text/indian-number.ts';

export interface ListLine extends SubjectSummary {
  quantity: number;
  /** unitPrice x quantity, when the unit has a price. */
  lineTotal?: number;
}

export interface IndicativeTotal {
  /** Sum of every priced line. */
  amount: number;
  /** Lines whose price is on request, left out of the amount. */
  unpricedLines: number;
  /** Total number of units. */
  units: number;
}

export function toListLine(summary: SubjectSummary, quantity: number): ListLine {
  return summary.unitPrice === undefined ? { ...summary, quantity } : { ...summary, quantity, lineTotal: summary.unitPrice * quantity };
}

export function indicativeTotal(lines: readonly ListLine[]): IndicativeTotal {
  let amount = 0;
  let unpricedLines = 0;
  let units = 0;
  for (const line of lines) {
    units += line.quantity;
    if (line.lineTotal === undefined) unpricedLines += 1;
    else amount += line.lineTotal;
  }
  return { amount, unpricedLines, units };
}

/** "Kaju Katli, 1kg, Premium, ₹1,495 × 2 = ₹2,990" */
export function lineText(line: ListLine): string {
  const total = line.lineTotal === undefined ? ' (price on request)' : ` = ${formatRupees(line.lineTotal)}`;
  return `${line.label} × ${formatCount(line.quantity)}${total}`;
}

/** "Indicative total ₹4,485 (inclusive of all taxes)" plus a note for lines priced on request. */
export function totalText(total: IndicativeTotal, words: ListWords = EN_LIST_VIEW, locale: Locale = 'en'): string {
  const base = fill(words.total, { amount: formatRupees(total.amount) });
  if (total.unpricedLines === 0) return base;
  return plural(locale, words.plusOnRequest, total.unpricedLines, { total: base });
}
