/**
 * Field schemas shared by the content collections of content/ (artwork, rupee amounts written as
 * text, links, dates). Each collection schema composes these; nothing here reads files.
 */
import { z } from 'astro/zod';

/**
 * Astro hands a collection schema an `image()` helper that resolves a path relative to the content
 * file and returns the optimisable image metadata. Schemas take it as a parameter, so tests can pass
 * a plain path check instead (tests/unit/content/load-content.ts).
 */
export type ImageHelper<I extends z.ZodType = z.ZodType> = () => I;

/** One piece of artwork: the file (relative to the content file) and its alt text. */
/** A picture's alt text: a few words (also the rule of its Telugu and Hindi translations, issue #44). */
export const altTextSchema = z.string().trim().min(8, { error: 'Describe the picture in a few words (alt text)' });

/** A picture's words in another language (issue #44): its alt text only; the file stays English's. */
export const translatedPictureSchema = z.strictObject({ alt: altTextSchema });

export function artworkSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    src: image(),
    alt: altTextSchema,
  });
}

/** The last two fields of a picture card in a content list: its picture and its place in the list. */
export function pictureInListFields<I extends z.ZodType>(image: ImageHelper<I>) {
  return { image: artworkSchema(image), order: orderSchema };
}

export interface Artwork<Img> {
  src: Img;
  alt: string;
}

/**
 * A schema's output with the pictures under `key` typed for one reader (Astro's ImageMetadata at
 * build time, a file path in scripts and tests): one picture, or a list of them.
 */
export type WithArtwork<Out, Key extends keyof Out, Img> = Omit<Out, Key> & {
  [K in Key]: Out[K] extends readonly unknown[] ? Artwork<Img>[] : Artwork<Img>;
};

/**
 * A rupee amount as printed on a pack or a menu: "₹60", "₹1,250", "₹1,00,000" (Indian digit
 * grouping: the last three digits, then groups of two).
 */
export const RUPEE_TEXT_PATTERN = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/;

export const rupeeTextSchema = z
  .string()
  .trim()
  .regex(RUPEE_TEXT_PATTERN, { error: 'Write the amount like "₹950", "₹1,250" or "₹1,00,000"' });

/** "₹1,00,000" -> 100000. Throws on text that is not a rupee amount. */
export function rupeesFromText(text: string): number {
  if (!RUPEE_TEXT_PATTERN.test(text.trim())) throw new Error(`Not a rupee amount: "${text}"`);
  return Number(text.trim().slice(1).replaceAll(',', ''));
}

/** A whole number of rupees. */
export const rupeesSchema = z.number().int().positive();

/** A path inside the site: "/contact", "/mithai/shop", "/catering-events#events". */
export const sitePathSchema = z
  .string()
  .regex(/^\/(?!\/)[\w\-./?=&#%]*$/, { error: 'Must be a path inside the site, e.g. "/contact"' });

/** A call to action: its label and where it goes. */
export const linkSchema = z.strictObject({ label: z.string().trim().min(2), href: sitePathSchema });

/** Display order inside a list, lowest first. */
export const orderSchema = z.number().int().min(1);

/** A star rating out of five. */
export const ratingSchema = z.number().min(1).max(5);

/** A moment as an ISO 8601 UTC timestamp ("2025-09-20T10:00:00.000Z"), kept as text. */
export const timestampSchema = z.iso.datetime({ error: 'Must be a timestamp like "2025-09-20T10:00:00.000Z"' });

/** Short non-empty text. */
export const textSchema = z.string().trim().min(1);
