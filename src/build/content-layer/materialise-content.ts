/**
 * Writes a live content folder (docs/content-editing.md §4): a copy of content/ with a staff layer
 * applied. For each item of the layer, its JSON Merge Patch is applied to the entry of content/ (an
 * item staff added has no entry there and is stored whole; `{ removed: true }` takes it out). Staff
 * pictures are written to `_pictures/{key}` and every `picture:{key}` becomes `../_pictures/{key}`,
 * which resolves from an entry file as a built-in artwork path does. `.layer.json` is written last:
 * until it exists, content-root.ts reads content/, so a half-written folder is never built from.
 *
 * How a collection is kept in content/ (§1): `folder` and `single` are one JSON file per id
 * ({collection}/{id}.json); `blog` is blog/posts.json (an array keyed by `slug`) plus blog/{slug}.md,
 * whose text is the entry's `body` field in the layer. A post's Telugu and Hindi bodies (issue #44)
 * stay in its posts.json entry (`translations.{te,hi}.body`), their pictures rewritten as English's.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentStorageKind } from '../../lib/content-layer/collections.ts';
import { isRemoved, type Layer, type LayerValue } from '../../lib/content-layer/layer.ts';
import { applyMergePatch, isJsonObject, type JsonObject, type JsonValue } from '../../lib/content-layer/merge-patch.ts';
import { LAYER_STAMP_FILE, PICTURES_DIR, type LayerStamp } from '../content-root.ts';

export interface LayerToApply {
  stamp: LayerStamp;
  layer: Layer;
  /** The bytes of a staff picture (`pictures/{key}` in the store). */
  picture: (key: string) => Promise<Uint8Array>;
}

export interface MaterialiseOptions {
  /** content/ as shipped. */
  seedDir: string;
  /** The folder to write (replaced whole). */
  liveDir: string;
  source: LayerToApply;
  /** How a collection is stored in content/ (the registry, lib/content-layer/collections.ts). */
  storageOf: (collection: string) => ContentStorageKind | undefined;
}

export interface MaterialiseReport {
  items: number;
  pictures: number;
}

const PICTURE_REF = /^picture:([a-f0-9]{20}\.(?:webp|jpg|png|svg))$/;
/** A picture named in a Markdown link or image: `](picture:{key}`. */
const MARKDOWN_PICTURE_REF = /\]\(picture:([a-f0-9]{20}\.(?:webp|jpg|png|svg))/g;
const SAFE_ID = /^[a-z0-9][a-z0-9-]*$/;
const BLOG_INDEX = 'posts.json';
const BODY_FIELD = 'body';
const PICTURE_PATH = `../${PICTURES_DIR}/`;

/** Writes `liveDir` from `seedDir` and the layer; throws (naming the item) when the layer cannot be applied. */
export async function materialiseContent({ seedDir, liveDir, source, storageOf }: MaterialiseOptions): Promise<MaterialiseReport> {
  await rm(join(liveDir, LAYER_STAMP_FILE), { force: true });
  await rm(liveDir, { recursive: true, force: true });
  await cp(seedDir, liveDir, { recursive: true });
  const pictures = new Set<string>();
  let items = 0;
  for (const [collection, entries] of Object.entries(source.layer)) {
    const storage = storageOf(collection);
    if (!storage || !SAFE_ID.test(collection)) throw new Error(`The layer names "${collection}", which is not an editable collection.`);
    for (const id of Object.keys(entries)) if (!SAFE_ID.test(id)) throw new Error(`The layer's ${collection} item "${id}" is not a valid id.`);
    if (storage === 'blog') await applyBlog(join(liveDir, collection), entries, pictures);
    else await applyFiles(join(liveDir, collection), entries, pictures);
    items += Object.keys(entries).length;
  }
  if (pictures.size > 0) await mkdir(join(liveDir, PICTURES_DIR), { recursive: true });
  for (const key of pictures) await writeFile(join(liveDir, PICTURES_DIR, key), await source.picture(key));
  await writeFile(join(liveDir, LAYER_STAMP_FILE), `${JSON.stringify(source.stamp)}\n`);
  return { items, pictures: pictures.size };
}

/** `folder` and `single`: one JSON file per id. */
async function applyFiles(dir: string, entries: Record<string, LayerValue>, pictures: Set<string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [id, item] of Object.entries(entries)) {
    const file = join(dir, `${id}.json`);
    if (isRemoved(item)) {
      await rm(file, { force: true });
      continue;
    }
    const base = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as JsonValue) : undefined;
    const entry = rewritePictures(applyMergePatch(base, item) as JsonValue, pictures);
    await writeFile(file, `${JSON.stringify(entry, null, 2)}\n`);
  }
}

/** `blog`: posts.json (keyed by slug) and one Markdown body per post. */
async function applyBlog(dir: string, entries: Record<string, LayerValue>, pictures: Set<string>): Promise<void> {
  const indexFile = join(dir, BLOG_INDEX);
  const posts = JSON.parse(await readFile(indexFile, 'utf8')) as JsonObject[];
  if (!Array.isArray(posts)) throw new Error(`${indexFile} is not a list of posts.`);
  for (const [slug, item] of Object.entries(entries)) {
    const bodyFile = join(dir, `${slug}.md`);
    const at = posts.findIndex((post) => post['slug'] === slug);
    if (isRemoved(item)) {
      if (at >= 0) posts.splice(at, 1);
      await rm(bodyFile, { force: true });
      continue;
    }
    const base: JsonObject | undefined = at >= 0 ? { ...posts[at], [BODY_FIELD]: existsSync(bodyFile) ? await readFile(bodyFile, 'utf8') : '' } : undefined;
    const merged = applyMergePatch(base, item);
    if (!isJsonObject(merged)) throw new Error(`The blog post "${slug}" is not an object.`);
    const { [BODY_FIELD]: body, ...post } = rewritePictures(merged, pictures) as JsonObject;
    const entry = { ...rewriteTranslatedBodies(post, pictures), slug };
    if (at >= 0) posts[at] = entry;
    else posts.push(entry);
    await writeFile(bodyFile, rewriteMarkdownPictures(typeof body === 'string' ? body : '', pictures));
  }
  await writeFile(indexFile, `${JSON.stringify(posts, null, 2)}\n`);
}

/** The value with each `picture:{key}` string replaced by the picture's path; the keys are collected. */
function rewritePictures(value: JsonValue, pictures: Set<string>): JsonValue {
  if (typeof value === 'string') {
    const key = PICTURE_REF.exec(value)?.[1];
    if (!key) return value;
    pictures.add(key);
    return PICTURE_PATH + key;
  }
  if (Array.isArray(value)) return value.map((item) => rewritePictures(item, pictures));
  if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewritePictures(item, pictures)]));
  return value;
}

/** A post's translated Markdown bodies with their `](picture:{key}` rewritten (issue #44). */
function rewriteTranslatedBodies(post: JsonObject, pictures: Set<string>): JsonObject {
  const translations = post['translations'];
  if (!isJsonObject(translations)) return post;
  const rewritten = Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => {
      const translatedBody = isJsonObject(texts) ? texts[BODY_FIELD] : undefined;
      return [language, isJsonObject(texts) && typeof translatedBody === 'string' ? { ...texts, [BODY_FIELD]: rewriteMarkdownPictures(translatedBody, pictures) } : texts];
    }),
  );
  return { ...post, translations: rewritten };
}

function rewriteMarkdownPictures(markdown: string, pictures: Set<string>): string {
  return markdown.replace(MARKDOWN_PICTURE_REF, (_match, key: string) => {
    pictures.add(key);
    return `](${PICTURE_PATH}${key}`;
  });
}
