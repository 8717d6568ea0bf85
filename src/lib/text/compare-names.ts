/**
 * Alphabetical order of names as `a.localeCompare(b, 'en', { sensitivity: 'base' })` gives it for
 * the names the site sorts (categories, dishes, products): case and accents ignored, spaces and
 * punctuation before digits before letters. Written by hand because a browser's first collation
 * loads locale data for 10-30 ms of main-thread time (issue #14), which the shop paid on every load
 * to order its category chips. Ligatures such as "æ" or "ß" sort by their own letter, not as "ae"/"ss".
 */

/** Spaces and ASCII punctuation in the Unicode collation order (CLDR root), lowest first. */
const PUNCTUATION_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';

const PUNCTUATION = 0;
const OTHER_SYMBOL = 1;
const DIGIT = 2;
const LETTER = 3;

/** What the comparison sees of a name: accents dropped, lower case. */
const fold = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A character's place: its group first (punctuation, other symbols, digits, letters), then within it. */
function weight(char: string): [number, number] {
  const code = char.codePointAt(0) ?? 0;
  const punctuation = PUNCTUATION_ORDER.indexOf(char);
  if (punctuation >= 0) return [PUNCTUATION, punctuation];
  if (/\s/u.test(char)) return [PUNCTUATION, 0];
  if (/\p{N}/u.test(char)) return [DIGIT, code];
  if (/\p{L}/u.test(char)) return [LETTER, code];
  return [OTHER_SYMBOL, code];
}

/** Negative when `a` sorts before `b`, positive after, 0 when they differ only in case or accents. */
export function compareNames(a: string, b: string): number {
  const left = [...fold(a)];
  const right = [...fold(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    if (left[i] === right[i]) continue;
    const [leftGroup, leftPlace] = weight(left[i] ?? '');
    const [rightGroup, rightPlace] = weight(right[i] ?? '');
    if (leftGroup !== rightGroup) return leftGroup - rightGroup;
    if (leftPlace !== rightPlace) return leftPlace - rightPlace;
  }
  return left.length - right.length;
}
