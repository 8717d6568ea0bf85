/**
 * Issue #44, over the built dist/ (run after `npm run build`): the Telugu and Hindi pages write every
 * text in their language. A Latin-script word of three letters or more in a page's visible text is a
 * miss, unless it is one of the English words a Telugu or Hindi page rightly keeps:
 * - inside an element marked English (`lang="en-IN"`: a post not yet translated, the switcher's
 *   "English");
 * - in brackets, as the English name after a sweet's local one ("కాజు కత్లి (Kaju Katli)");
 * - a proper name from content that has no translation of its own: an item's name (a hamper, a
 *   guest), a brand ("Rasika Grand"), a place of an address ("Hyderabad"), a delivery service, or
 *   a firm named in running text ("Netlify", the privacy notice's host);
 * - an e-mail or web address, or an acronym in capitals ("RTC X Roads" in Telugu is "RTC X రోడ్స్").
 * The page's static HTML is what is read (scripts, styles, templates and the head left out); text an
 * island draws after a visitor acts is checked by the area specs (i18n-*.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/lib/i18n/locales.ts';

const DIST = join(process.cwd(), 'dist');
const CONTENT = join(process.cwd(), 'content');

/** Keys whose value is a proper name when the entry does not translate it. */
const NAME_KEYS = new Set(['name', 'author', 'city', 'region', 'group', 'sweets', 'catering', 'hotels']);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The value at `path` of the entry's translation into `locale`, if any. */
function translatedAt(translations: Json | undefined, locale: string, path: readonly string[]): Json | undefined {
  let node: Json | undefined = translations && typeof translations === 'object' && !Array.isArray(translations) ? translations[locale] : undefined;
  for (const key of path) node = node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
  return node;
}

/** Untranslated proper names of every content entry (an entry is any object with or without `translations`). */
function untranslatedNames(locale: string): string[] {
  const names: string[] = [];
  const visit = (node: Json, path: string[], entry: { [key: string]: Json } | undefined) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, path, entry));
    if (node === null || typeof node !== 'object') return;
    const owner = 'translations' in node ? node : entry;
    const base = owner === node ? [] : path;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'translations') continue;
      if (typeof value === 'string' && NAME_KEYS.has(key) && translatedAt(owner?.translations, locale, [...base, key]) === undefined) names.push(value);
      else visit(value, [...base, key], owner);
    }
  };
  for (const file of jsonFiles(CONTENT)) visit(JSON.parse(readFileSync(file, 'utf8')) as Json, [], undefined);
  return [...new Set(names)].filter((name) => /[A-Za-z]{3}/.test(name)).sort((a, b) => b.length - a.length);
}

function pagesOf(locale: string): { path: string; html: string }[] {
  const files = [join(DIST, `${locale}.html`), ...readdirSync(join(DIST, locale), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))];
  return files.map((file) => ({ path: `/${relative(DIST, file).replace(/\.html$/, '')}`, html: readFileSync(file, 'utf8') }));
}

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#39;|&#x27;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;|&#160;/g, ' ');

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The visible text runs of a page's body, without what is inside an element marked English. */
function visibleTexts(html: string): string[] {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, ' ');
  const texts: string[] = [];
  let depth = 0;
  /** The depth of the English element the walk is inside, or -1. */
  let englishAt = -1;
  for (const [, closing, name, attributes, text] of body.matchAll(/<(\/?)([\w-]+)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (englishAt < 0) texts.push(decode(text).replace(/\s+/g, ' ').trim());
      continue;
    }
    if (VOID_ELEMENTS.has((name ?? '').toLowerCase()) || attributes?.endsWith('/')) continue;
    if (closing) {
      depth -= 1;
      if (depth === englishAt) englishAt = -1;
    } else {
      if (englishAt < 0 && /\blang="en/.test(attributes ?? '')) englishAt = depth;
      depth += 1;
    }
  }
  return texts.filter(Boolean);
}

/** Names of firms that stand in running text, in the Latin script whatever the language. */
const FIRMS_IN_TEXT = ['Netlify'];

function englishLeft(text: string, names: readonly string[]): string | undefined {
  let rest = text.replace(/\([^)]*\)/g, ' ').replace(/\S+@\S+\.\w+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const name of [...names, ...FIRMS_IN_TEXT]) if (rest.includes(name)) rest = rest.split(name).join(' ');
  rest = rest.replace(/\b[A-Z]{2,4}\b/g, ' ');
  return /[A-Za-z]{3,}/.test(rest) ? text : undefined;
}

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`#44 the ${locale} pages write their text in their language: no English word left but names, addresses and marked English`, () => {
    const names = untranslatedNames(locale);
    const pages = pagesOf(locale);
    expect(pages.length).toBeGreaterThan(140);
    const misses = new Map<string, string[]>();
    for (const page of pages) {
      for (const text of visibleTexts(page.html)) {
        const miss = englishLeft(text, names);
        if (miss) misses.set(miss, [...(misses.get(miss) ?? []), page.path]);
      }
    }
    const report = [...misses].map(([text, paths]) => `${text.slice(0, 100)}  (${paths.length} pages, e.g. ${paths[0]})`);
    expect(report, `English left on ${locale} pages`).toEqual([]);
  });
}
