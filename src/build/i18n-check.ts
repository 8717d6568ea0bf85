/**
 * The build's language check (issue #44, docs/i18n.md §3; `npm run i18n:check`, run by `npm run build`):
 * - UI strings: every key of English in every area must have a non-empty Telugu and Hindi value with
 *   English's {placeholders}; a problem fails the build.
 * - Content: for each collection of the registry (src/lib/content-layer/collections.ts), the fields its
 *   schema's `translations` properties name (translations-schema.ts), wherever such a property sits in
 *   an entry (the entry itself or an item of one of its lists); a field English has and a language lacks
 *   is listed as `collection/entry: path.field (te, hi)` and the build goes on, showing English there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { CONTENT_COLLECTIONS, type ContentCollection } from '../lib/content-layer/collections.ts';
import { missingTranslations } from '../lib/i18n/localise.ts';
import { TRANSLATED_LANGUAGES } from '../lib/i18n/translations-schema.ts';

type Language = (typeof TRANSLATED_LANGUAGES)[number];
type Tree = { readonly [key: string]: unknown };

/** Every string of a strings tree by its dotted key (plural forms as `key.one`, `key.other`). */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object') for (const [inner, text] of leaves(value as Tree, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join(',');

/** The UI string problems of every area: a key of English missing or empty in a language, or a lost placeholder. */
export function uiStringProblems(areas: Readonly<Record<string, { en: unknown; te: unknown; hi: unknown }>>): string[] {
  const problems: string[] = [];
  for (const [area, strings] of Object.entries(areas)) {
    const english = leaves(strings.en as Tree);
    for (const language of TRANSLATED_LANGUAGES) {
      const other = leaves(strings[language] as Tree);
      for (const [key, source] of english) {
        const text = other.get(key);
        if (text === undefined) problems.push(`${area}.${key}: no ${language} text`);
        else if (text.trim() === '') problems.push(`${area}.${key}: the ${language} text is empty`);
        // A plural's "one" form may name the number in words, without {count}.
        else if (!key.endsWith('.one') && placeholders(text) !== placeholders(source)) problems.push(`${area}.${key}: the ${language} text lacks English's placeholders {${placeholders(source)}}`);
      }
      for (const key of other.keys()) if (!english.has(key)) problems.push(`${area}.${key}: ${language} has a text English does not`);
    }
  }
  return problems;
}

// ---- Content -------------------------------------------------------------------------------------

interface ZodDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly in?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema under the wrappers that do not change a value's shape (optional, default, a transform's input…). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

/** The fields a `translations` property lets each language hold (the keys of its `te` object). */
function fieldsOfTranslations(schema: z.ZodType): string[] {
  const outer = unwrap(schema);
  const te = defOf(outer).shape?.['te'];
  if (!te) return [];
  return Object.keys(defOf(unwrap(te)).shape ?? {});
}

export interface MissingTranslation {
  /** The entry's id (its file name, or the blog post's slug). */
  entry: string;
  /** The field's place in the entry: `description`, `values.2.title`. */
  field: string;
  languages: Language[];
}

/** What each language lacks in one value of the schema, found wherever a `translations` property sits. */
export function missingInValue(schema: z.ZodType, value: unknown, path = ''): { field: string; language: Language }[] {
  const found: { field: string; language: Language }[] = [];
  const def = defOf(unwrap(schema));
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (def.type === 'object' && def.shape && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const translations = def.shape['translations'];
    if (translations) {
      const fields = fieldsOfTranslations(translations);
      for (const language of TRANSLATED_LANGUAGES) for (const field of missingTranslations(record, language, fields)) found.push({ field: at(field), language });
    }
    for (const [key, inner] of Object.entries(def.shape)) if (key !== 'translations' && key in record) found.push(...missingInValue(inner, record[key], at(key)));
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    value.forEach((item, index) => found.push(...missingInValue(def.element as z.ZodType, item, at(index))));
  } else if (def.type === 'union' && def.options) {
    // The option the value passes (the first when several do).
    const option = def.options.find((candidate) => candidate.safeParse(value).success);
    if (option) found.push(...missingInValue(option, value, path));
  }
  return found;
}

/** True when the schema has a `translations` property anywhere (the collection is translatable). */
export function isTranslatable(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  const inner = unwrap(schema);
  if (seen.has(inner)) return false;
  seen.add(inner);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) return 'translations' in def.shape || Object.values(def.shape).some((field) => isTranslatable(field, seen));
  if (def.type === 'array' && def.element) return isTranslatable(def.element, seen);
  if (def.type === 'union' && def.options) return def.options.some((option) => isTranslatable(option, seen));
  return false;
}

/** The entries of a collection as kept in the content folder, by id (raw JSON: translations are plain text). */
export function readEntries(root: string, collection: ContentCollection): { id: string; value: unknown }[] {
  const dir = join(root, collection.name);
  if (!existsSync(dir)) return [];
  if (collection.storage === 'blog') {
    const posts = JSON.parse(readFileSync(join(dir, 'posts.json'), 'utf8')) as { slug: string }[];
    return posts.map((post) => ({ id: post.slug, value: post }));
  }
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ id: name.replace(/\.json$/, ''), value: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }));
}

/** Stand-in for Astro's image(): the check reads text only. */
const imageStandIn = () => z.string();

export interface CollectionReport {
  collection: string;
  missing: MissingTranslation[];
}

/** What Telugu and Hindi lack in every translatable collection of the registry. */
export function contentReport(root: string, collections: readonly ContentCollection[] = CONTENT_COLLECTIONS): CollectionReport[] {
  const reports: CollectionReport[] = [];
  for (const collection of collections) {
    const schema = collection.schema(imageStandIn);
    if (!isTranslatable(schema)) continue;
    const missing: MissingTranslation[] = [];
    for (const { id, value } of readEntries(root, collection)) {
      const byField = new Map<string, Language[]>();
      for (const { field, language } of missingInValue(schema, value)) byField.set(field, [...(byField.get(field) ?? []), language]);
      for (const [field, languages] of byField) missing.push({ entry: id, field, languages });
    }
    reports.push({ collection: collection.name, missing });
  }
  return reports;
}

/** The report as the build prints it. */
export function formatContentReport(reports: readonly CollectionReport[]): string[] {
  const lines: string[] = [];
  for (const { collection, missing } of reports) {
    if (missing.length === 0) {
      lines.push(`${collection}: translated`);
      continue;
    }
    lines.push(`${collection}: ${missing.length} field${missing.length === 1 ? '' : 's'} shown in English`);
    for (const { entry, field, languages } of missing) lines.push(`  ${collection}/${entry}: ${field} (${languages.join(', ')})`);
  }
  return lines;
}
