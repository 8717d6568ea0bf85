/**
 * When two products count as the same sweet by name (issue #12 "No duplicate sweets"): equal after
 * folding case, accents, punctuation, spaces and spelling variants, so "Kaju Katli", "kaju katri"
 * and "KAJU-KATLI" are one name, and "Mysorepak" is "Mysore Pak".
 */
import { normaliseSweetName } from './spelling-variants.ts';

/**
 * Keys already worked out: the shop merges its built-in list with the staff's products again when
 * they arrive (issue #14: that second merge should not fold the same 46 names again).
 */
const keys = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5_000;

export function nameKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = normaliseSweetName(name).replaceAll(' ', '');
    if (keys.size >= MAX_REMEMBERED_NAMES) keys.clear();
    keys.set(name, key);
  }
  return key;
}
