/**
 * When two products count as the same sweet by name (issue #12 "No duplicate sweets"): equal after
 * folding case, accents, punctuation, spaces and spelling variants, so "Kaju Katli", "kaju katri"
 * and "KAJU-KATLI" are one name, and "Mysorepak" is "Mysore Pak".
 */
import { normaliseSweetName } from './spelling-variants.ts';

export function nameKey(name: string): string {
  return normaliseSweetName(name).replaceAll(' ', '');
}
