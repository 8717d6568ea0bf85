/** Small figure helpers shared by the bench scripts: percentiles and an aligned text table. */

/** @param {number[]} values @param {number} p 0..100 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** @param {number[]} values */
export const median = (values) => percentile(values, 50);

/**
 * "median (min-max)" of one figure over runs, each formatted (whole numbers by default).
 * @param {number[]} values @param {(value: number) => string} [format]
 */
export function spread(values, format = (value) => String(Math.round(value))) {
  return `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})`;
}

/** @param {string[]} head @param {(string | number)[][]} rows */
export function table(head, rows) {
  const all = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  for (const row of all) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
  }
}
