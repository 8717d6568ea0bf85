/**
 * The picture rule of docs/content-editing.md §2, as image helpers for the collections' schema
 * factories: in a saved entry an image field is a built-in artwork path listed in the build's artwork
 * manifest, a value it already had (its default or live value), or `picture:{key}` naming a picture
 * staff uploaded to the store.
 */
import { z } from 'astro/zod';
import type { ImageHelper } from '../content/content-fields-schema.ts';

export const PICTURE_PREFIX = 'picture:';

/** A stored picture's key: the first 20 hex digits of its SHA-256, then its type. */
export const PICTURE_KEY_PATTERN = /^[0-9a-f]{20}\.(?:webp|jpg|png|svg)$/;

/** The key of a `picture:{key}` value, or null for any other text. */
export function pictureKeyOf(src: string): string | null {
  if (!src.startsWith(PICTURE_PREFIX)) return null;
  const key = src.slice(PICTURE_PREFIX.length);
  return PICTURE_KEY_PATTERN.test(key) ? key : null;
}

/** Every `picture:` value anywhere in a value (the keys to look up before validating). */
export function pictureKeysIn(value: unknown): string[] {
  const keys = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      const key = pictureKeyOf(node);
      if (key) keys.add(key);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(visit);
  };
  visit(value);
  return [...keys];
}

export interface PictureRule {
  /** Built-in artwork paths as a content entry writes them ("../../src/assets/…"). */
  artwork: ReadonlySet<string>;
  /** Keys of the pictures found in the store. */
  pictures: ReadonlySet<string>;
  /** Image values the item already has (default and live), always accepted. */
  kept?: ReadonlySet<string>;
}

export const PICTURE_MESSAGES = {
  missing: 'Choose a picture: upload one or pick one of the site\u2019s own.',
  unknownPicture: 'This picture is not stored any more. Upload it again.',
  unknownArtwork: 'This is not one of the site\u2019s pictures. Upload the picture instead.',
} as const;

/** The image helper of a save: a string that follows the picture rule. */
export function pictureRuleImage(rule: PictureRule): ImageHelper<z.ZodType<string>> {
  return () =>
    z.string({ error: PICTURE_MESSAGES.missing }).superRefine((src, ctx) => {
      if (src.trim() === '') ctx.addIssue({ code: 'custom', message: PICTURE_MESSAGES.missing });
      else if (rule.kept?.has(src) || rule.artwork.has(src)) return;
      else if (src.startsWith(PICTURE_PREFIX)) {
        const key = pictureKeyOf(src);
        if (!key || !rule.pictures.has(key)) ctx.addIssue({ code: 'custom', message: PICTURE_MESSAGES.unknownPicture });
      } else ctx.addIssue({ code: 'custom', message: PICTURE_MESSAGES.unknownArtwork });
    });
}

/** An image helper that accepts any text and notes every value it sees (to learn an entry's image values). */
export function collectingImage(seen: Set<string>): ImageHelper<z.ZodType<string>> {
  return () =>
    z.string().transform((src) => {
      seen.add(src);
      return src;
    });
}

/** Marks image fields in the editor's JSON Schema (editor-schema.ts turns it into the `picture` widget). */
export const PICTURE_WIDGET_MARK = 'x-content-picture';

/** The image helper of the editor's JSON Schema: a string, marked as a picture. */
export const editorImage: ImageHelper<z.ZodType<string>> = () => z.string().meta({ [PICTURE_WIDGET_MARK]: true });
