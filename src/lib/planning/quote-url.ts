/**
 * A corporate quote's choices in the page address (issue #17), so a quote can be shared or
 * bookmarked: ?gifts=gift-1:70,gift-2:50&brand=printed-message&msg=…&date=2026-12-20&delivery=city&city=Pune.
 * Recipients stay out (an address list does not belong in a link). Unknown values are dropped.
 */
import { BRANDING_OPTIONS, type Branding } from './branding.ts';
import type { QuoteLine } from './gift-quote.ts';
import { isIsoDate } from './calendar-days.ts';

export type Delivery = 'city' | 'several';

export interface QuoteState {
  lines: QuoteLine[];
  branding: Branding;
  printedMessage: string;
  date: string;
  delivery: Delivery;
  city: string;
}

export const EMPTY_QUOTE: QuoteState = { lines: [], branding: 'none', printedMessage: '', date: '', delivery: 'city', city: '' };

/** The query keys a quote is kept under (the builder's fields carry the same names, the boxes aside). */
export const QUOTE_KEYS = ['gifts', 'brand', 'msg', 'date', 'delivery', 'city'] as const;

export type QuoteKey = (typeof QUOTE_KEYS)[number];

/** The name of a gift's boxes field: the address keeps all boxes in one `gifts` value. */
export const boxesFieldName = (giftId: string) => `boxes-${giftId}`;

/** Boxes as typed in a gift's field: a whole number above 0, else none. */
export function boxesFromInput(value: string): number {
  const boxes = Math.floor(Number(value));
  return Number.isFinite(boxes) && boxes > 0 ? boxes : 0;
}

/** The quote's lines with one gift's boxes set; 0 boxes takes the gift out. */
export function withBoxes(lines: readonly QuoteLine[], id: string, quantity: number): QuoteLine[] {
  if (quantity <= 0) return lines.filter((line) => line.id !== id);
  return lines.some((line) => line.id === id) ? lines.map((line) => (line.id === id ? { id, quantity } : line)) : [...lines, { id, quantity }];
}

export function quoteFromParams(params: URLSearchParams, giftIds: readonly string[]): QuoteState {
  const lines = (params.get('gifts') ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .map(([id = '', quantity = '']) => ({ id, quantity: Number(quantity) }))
    .filter((line) => giftIds.includes(line.id) && Number.isInteger(line.quantity) && line.quantity > 0);
  const brand = params.get('brand') ?? '';
  const date = params.get('date') ?? '';
  return {
    lines,
    branding: (BRANDING_OPTIONS as readonly string[]).includes(brand) ? (brand as Branding) : 'none',
    printedMessage: params.get('msg') ?? '',
    date: isIsoDate(date) ? date : '',
    delivery: params.get('delivery') === 'several' ? 'several' : 'city',
    city: params.get('city') ?? '',
  };
}

/** The address search with the quote's choices set (other parameters kept); empty choices left out. */
export function quoteToParams(state: QuoteState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of QUOTE_KEYS) params.delete(key);
  const gifts = state.lines.filter((line) => line.quantity > 0).map((line) => `${line.id}:${line.quantity}`).join(',');
  const values: Record<(typeof QUOTE_KEYS)[number], string> = {
    gifts,
    brand: state.branding === 'none' ? '' : state.branding,
    msg: state.branding === 'printed-message' ? state.printedMessage : '',
    date: state.date,
    delivery: state.delivery === 'several' ? 'several' : '',
    city: state.delivery === 'city' ? state.city : '',
  };
  for (const key of QUOTE_KEYS) if (values[key] !== '') params.set(key, values[key]);
  return params;
}
