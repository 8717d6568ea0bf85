/** One of the group's three brands, each leading to its area (content/brands/*.json; home page). */
import { z } from 'astro/zod';
import { pictureInListFields, sitePathSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

export function brandSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: textSchema,
    tagline: textSchema,
    description: textSchema,
    href: sitePathSchema,
    /** Label of the link, e.g. "Explore Sweets". */
    linkLabel: textSchema,
    ...pictureInListFields(image),
  });
}
