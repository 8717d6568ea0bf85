/**
 * The about page (content/about/about.json, one entry): heritage story, the four stats, the
 * 2009 / 2017 / 2024 timeline, the founder and the four values (storefront §2 About).
 */
import { z } from 'astro/zod';
import { artworkSchema, artworkTextSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

const titled = z.strictObject({ title: textSchema, text: textSchema }).partial();

/**
 * The page's words in Telugu and Hindi (issue #44). Each part merges into English's (lib/i18n/localise.ts):
 * the story and founder keep their pictures, the stats their figures and the timeline its years.
 */
const aboutText = {
  story: z.strictObject({ title: textSchema, paragraphs: z.array(textSchema).min(1), image: artworkTextSchema }).partial(),
  stats: z.array(z.strictObject({ label: textSchema })).length(4),
  timeline: z.array(titled).min(1),
  founder: z.strictObject({ name: textSchema, role: textSchema, bio: z.array(textSchema).min(1), quote: textSchema, image: artworkTextSchema }).partial(),
  values: z.array(titled).length(4),
};

export function aboutSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    story: z.strictObject({
      title: textSchema,
      paragraphs: z.array(textSchema).min(1),
      image: artworkSchema(image),
    }),
    /** "16+" Years, "150+" Artisans, "10K+" Patrons, "2" Locations. */
    stats: z.array(z.strictObject({ value: textSchema, label: textSchema })).length(4),
    timeline: z
      .array(z.strictObject({ year: z.number().int().min(1900).max(2100), title: textSchema, text: textSchema }))
      .min(1),
    founder: z.strictObject({
      name: textSchema,
      role: textSchema,
      bio: z.array(textSchema).min(1),
      quote: textSchema,
      image: artworkSchema(image),
    }),
    values: z.array(z.strictObject({ title: textSchema, text: textSchema })).length(4),
    translations: translationsOf(aboutText, ['story', 'stats', 'timeline', 'founder', 'values']),
  });
}
