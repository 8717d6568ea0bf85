/**
 * The spellings customers really type for the same sweet, folded to one form so that
 * "ladoo", "laddoo" and "laddu" all find Motichoor Laddu.
 */

const VARIANTS: readonly [canonical: string, pattern: RegExp][] = [
  ['laddu', /\bl+a+d+(?:u+|o+)\b/g],
  ['barfi', /\bb(?:a|u)rf(?:i|ee|y)\b/g],
  ['jalebi', /\bj(?:a|i|e)l(?:e|a)b(?:i|ee|y)\b/g],
  ['halwa', /\bhal(?:w|v)a+\b/g],
  ['katli', /\bkat(?:l|r)(?:i|ee|y)\b/g],
  ['rasgulla', /\br(?:a|o)s(?:a|o)?g(?:u|o)l+(?:a|ah)\b/g],
  ['peda', /\bpe(?:d|r)(?:a|ha)\b/g],
  ['kaju', /\bkaj(?:u|oo)\b/g],
  ['pista', /\bpist(?:a|ha|achio)\b/g],
];

/** Lower-cases, strips accents and punctuation, and folds known spelling variants. */
export function normaliseSweetName(text: string): string {
  let folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [canonical, pattern] of VARIANTS) folded = folded.replace(pattern, canonical);
  return folded;
}
