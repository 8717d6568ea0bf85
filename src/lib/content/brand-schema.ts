/** One of the group's three brands, each leading to its area (content/brands/*.json; home page). */
import { z } from 'astro/zod';
import { artworkTextSchema, pictureInListFields, sitePathSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

/** A brand's words in Telugu and Hindi (issue #44): its line, text, button and emblem's alt text; the name stays. */
const brandText = { tagline: textSchema, description: textSchema, linkLabel: textSchema, image: artworkTextSchema };

export function brandSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: textSchema,
    tagline: textSchema,
    description: textSchema,
    href: sitePathSchema,
    /** Label of the link, e.g. "Explore Sweets". */
    linkLabel: textSchema,
    ...pictureInListFields(image),
    translations: translationsOf(brandText, ['tagline', 'description', 'linkLabel', 'image']),
  });
}
