/**
 * Numbers as India writes them (FEATURES G-17): "1,00,000", "12,34,567.50". The same text as
 * `Intl.NumberFormat('en-IN')` for the numbers the site shows, written out by hand because a page's
 * first `Intl` call costs 20-60 ms of main-thread time in a browser while it loads its locale data
 * (issue #14), and the header's list count, every card price and every quantity would pay it on load.
 */

const MAX_PLAIN = 1e21; // Beyond every amount or count the site shows; Intl takes over.

/** Groups the integer digits "1234567" as "12,34,567": the last three, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * The decimal digits of `abs` (not negative) rounded to `fractionDigits` places, half away from zero,
 * from its shortest decimal form as Intl rounds (1.005 -> "1.01", where toFixed gives "1.00").
 */
function roundedDigits(abs: number, fractionDigits: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [integer = '0', decimals = ''] = mantissa.split('.');
  let digits = `${integer}${decimals}`;
  let point = integer.length + Number(exponent);
  if (point < 0) {
    digits = `${'0'.repeat(-point)}${digits}`;
    point = 0;
  }
  const cut = point + fractionDigits;
  const roundsUp = (digits[cut] ?? '0') >= '5';
  const kept = BigInt(digits.slice(0, cut).padEnd(cut, '0') || '0') + (roundsUp ? 1n : 0n);
  const text = kept.toString().padStart(fractionDigits + 1, '0');
  return { whole: text.slice(0, text.length - fractionDigits), fraction: text.slice(text.length - fractionDigits) };
}

/**
 * `value` with Indian digit grouping and exactly `fractionDigits` decimals, rounded as Intl rounds:
 * formatIndianNumber(100000) -> "1,00,000", (1250.5, 2) -> "1,250.50".
 */
export function formatIndianNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_PLAIN) {
    return new Intl.NumberFormat('en-IN', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const { whole, fraction } = roundedDigits(Math.abs(value), fractionDigits);
  return `${sign}${groupIndian(whole)}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A count of things (items, guests, characters): whole numbers, grouped, "1,000". */
export const formatCount = (count: number): string => formatIndianNumber(count, 0);
