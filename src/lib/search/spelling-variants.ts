/**
 * Folds what customers type and what products are called to one comparable form: lower case,
 * no accents or punctuation, Devanagari and Telugu vowel-length and nukta variants folded (लड्डू and
 * लड्डु, లడ్డూ and లడ్డు), and the Latin spellings of the same sweet folded to one ("ladoo", "laddoo"
 * and "ladu" all read "laddu"). Used on both sides of every comparison (lib/search/match-products.ts).
 */

/** Whole-word spelling variants, applied to each folded word. */
const WORD_VARIANTS: readonly [canonical: string, pattern: RegExp][] = [
  ['laddu', /^l+a+d+(?:u+|o+)s?$/],
  ['barfi', /^b(?:a|u)r(?:f|ph)(?:i+|ee|y)s?$/],
  ['katli', /^kat(?:l|r)(?:i+|ee|y)$/],
  ['jalebi', /^j(?:a|i|e)l(?:e|a|i)b(?:i+|ee|y)s?$/],
  ['halwa', /^hal(?:w|v)a+$/],
  ['rasgulla', /^r(?:a|o)s(?:a|o)?g(?:u|o)l+(?:a|ah|as)$/],
  ['peda', /^pe(?:d|dh|r)a+s?$/],
  ['kaju', /^ka(?:j|z)(?:u|oo)$|^cashews?$/],
  ['badam', /^bad(?:a|aa)m$|^almonds?$/],
  ['pista', /^pist(?:a|ha|achio|achios)$/],
  ['anjeer', /^anj(?:ee|i)r$|^figs?$/],
  ['khajur', /^kh?aj(?:oo|u)r$|^dates?$/],
  ['qubani', /^(?:q|kh?)ub(?:a|aa)ni$|^apricots?$/],
  ['kesar', /^kesh?ar$|^saffron$/],
  ['jamun', /^jam(?:u|oo)n$/],
  ['motichoor', /^moti(?:ch|c)(?:oo|u)r$/],
  ['kalakand', /^kala?kh?and$/],
  ['rasmalai', /^r(?:a|o)sh?malai$/],
  ['chum', /^ch(?:u|a|o)m$/],
  ['murukku', /^muru(?:k|kk)u$/],
  ['besan', /^bes(?:a|e|i)n$/],
  ['palakova', /^pa+l+a?kh?ova$/],
  ['pootharekulu', /^p(?:oo|u)th?are?k(?:u|a)lu$/],
  ['ariselu', /^ar(?:i|e)s(?:e|a)lu$/],
  ['sunnundalu', /^sunn?und(?:a|e)lu$/],
  ['kajjikayalu', /^kajj?ikaya(?:lu)?$/],
  ['mixture', /^mix(?:ture|char|cher)$/],
  ['bhujia', /^bh?uj(?:i|j)?a$/],
  ['namkeen', /^namk(?:ee|i)n$/],
  ['meetha', /^m(?:ee|i)th?a$/],
  ['imarti', /^(?:i|a)m(?:a|i)?rti$/],
  ['osmania', /^osmani(?:a|ya)$/],
  ['dilkhush', /^dilkh?ush$/],
  ['mysore', /^mys(?:o|oo|u)re?$/],
  ['biscuits', /^biscuits?$|^biskuts?$/],
];

/** Variants that span words or join them ("mysorepak", "mysoor paak"). */
const PHRASE_VARIANTS: readonly [canonical: string, pattern: RegExp][] = [
  ['mysore pak', /\bmys(?:o|oo|u)re? ?pa+k\b/g],
  ['gulab jamun', /\bgulaa?b ?jam(?:u|oo)n\b/g],
  ['sugar free', /\bsugar ?free\b/g],
];

/** Devanagari and Telugu spellings that vary in everyday writing, folded to one form. */
const INDIC_FOLDS: readonly [pattern: RegExp, replacement: string][] = [
  [/[\u093C\u0C3C\u200C\u200D]/g, ''], // nukta, zero-width joiners
  [/\u0940/g, '\u093F'], // ी -> ि
  [/\u0942/g, '\u0941'], // ू -> ु
  [/\u0948/g, '\u0947'], // ै -> े
  [/\u0901/g, '\u0902'], // chandrabindu -> anusvara
  [/\u0908/g, '\u0907'], // ई -> इ
  [/\u090A/g, '\u0909'], // ऊ -> उ
  [/\u0C40/g, '\u0C3F'], // ీ -> ి
  [/\u0C42/g, '\u0C41'], // ూ -> ు
  [/\u0C47/g, '\u0C46'], // ే -> ె
  [/\u0C4B/g, '\u0C4A'], // ో -> ొ
  [/\u0C01/g, '\u0C02'], // candrabindu -> anusvara
  [/\u0C08/g, '\u0C07'], // ఈ -> ఇ
  [/\u0C0A/g, '\u0C09'], // ఊ -> ఉ
];

/**
 * Every word variant in one expression, a named group each: one pattern to compile and one match per
 * word instead of up to one per variant (issue #14: the shop folds every product name as it loads).
 * Each variant is anchored, so the first group that matches is the first variant of the table that
 * matches, as the table's order says.
 */
const ANY_WORD_VARIANT = new RegExp(WORD_VARIANTS.map(([, pattern], i) => `(?<v${i}>${pattern.source})`).join('|'));

/** The canonical spelling of a folded word, or the word itself. */
function variantOf(word: string): string {
  const groups = ANY_WORD_VARIANT.exec(word)?.groups;
  if (groups === undefined) return word;
  const at = WORD_VARIANTS.findIndex((_, i) => groups[`v${i}`] !== undefined);
  return WORD_VARIANTS[at]?.[0] ?? word;
}

/** Folded words seen so far: the vocabulary of sweet names is small. */
const foldedWords = new Map<string, string>();
const MAX_REMEMBERED_WORDS = 20_000;

function foldWord(word: string): string {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    folded = variantOf(word);
    if (foldedWords.size >= MAX_REMEMBERED_WORDS) foldedWords.clear();
    foldedWords.set(word, folded);
  }
  return folded;
}

const INDIC_SCRIPT = /[\u0900-\u097F\u0C00-\u0C7F\u200C\u200D]/;

/**
 * Plain ASCII text (most product names and searches): it has no accents to strip, nothing for NFKD to
 * change and no letters or digits outside a-z and 0-9 once lower-cased, so it takes a shorter path with
 * the same result, without the Unicode-wide character classes (costly to compile on a phone, issue #14).
 */
const ASCII_ONLY = /^[\x00-\x7F]*$/;

/** Lower-cases, strips accents and punctuation, folds script and spelling variants. */
export function normaliseSweetName(text: string): string {
  const ascii = ASCII_ONLY.test(text);
  let folded = ascii ? text.toLowerCase() : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (!ascii && INDIC_SCRIPT.test(folded)) for (const [pattern, replacement] of INDIC_FOLDS) folded = folded.replace(pattern, replacement);
  folded = folded
    .replace(/['’]s\b/g, '')
    .replace(ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  for (const [canonical, pattern] of PHRASE_VARIANTS) folded = folded.replace(pattern, canonical);
  return folded
    .split(' ')
    .map(foldWord)
    .join(' ');
}
