/**
 * A length of time in whole minutes as staff read it (issue #43: the Overview's response times and
 * promises, the weekly digest): "45 min", "2 h 5 min", "3 h", "1 d 4 h" (days and hours, the minutes
 * left out). Days are grouped as India writes numbers. Pure.
 */
import { formatCount } from './indian-number.ts';

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = formatCount(Math.floor(minutes / (24 * 60)));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}
