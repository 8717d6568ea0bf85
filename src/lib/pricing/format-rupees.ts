/**
 * The one place a price becomes text (STYLE §3.8, FEATURES G-17): the rupee sign and Indian digit
 * grouping, "₹1,00,000". Product detail pages show 2 decimals ("₹450.00"); cards whole rupees.
 */

export type RupeeStyle = 'whole' | 'decimal';

const FORMATTERS: Readonly<Record<RupeeStyle, Intl.NumberFormat>> = {
  whole: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  decimal: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** What a product without a price shows in its place (cards, product pages, the enquiry list, the catalogue). */
export const PRICE_ON_REQUEST = 'Price on request';

/** 100000 -> "₹1,00,000"; with 'decimal', 450 -> "₹450.00". */
export function formatRupees(amount: number, style: RupeeStyle = 'whole'): string {
  return `₹${FORMATTERS[style].format(amount)}`;
}

/** formatRupees, or "Price on request" when there is no amount. */
export function priceOrRequest(amount: number | undefined, style: RupeeStyle = 'whole'): string {
  return amount === undefined ? PRICE_ON_REQUEST : formatRupees(amount, style);
}
