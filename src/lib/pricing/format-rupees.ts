/**
 * The one place a price becomes text (STYLE §3.8, FEATURES G-17): the rupee sign and Indian digit
 * grouping, "₹1,00,000". Product detail pages show 2 decimals ("₹450.00"); cards whole rupees.
 */
import { formatIndianNumber } from '../text/indian-number.ts';

export type RupeeStyle = 'whole' | 'decimal';

const FRACTION_DIGITS: Readonly<Record<RupeeStyle, number>> = { whole: 0, decimal: 2 };

/** What a product without a price shows in its place (cards, product pages, the enquiry list, the catalogue). */
export const PRICE_ON_REQUEST = 'Price on request';

/** 100000 -> "₹1,00,000"; with 'decimal', 450 -> "₹450.00". */
export function formatRupees(amount: number, style: RupeeStyle = 'whole'): string {
  return `₹${formatIndianNumber(amount, FRACTION_DIGITS[style])}`;
}

/** formatRupees, or "Price on request" when there is no amount. */
export function priceOrRequest(amount: number | undefined, style: RupeeStyle = 'whole'): string {
  return amount === undefined ? PRICE_ON_REQUEST : formatRupees(amount, style);
}
