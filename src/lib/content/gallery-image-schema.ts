/**
 * A picture of the /hotels-banquet gallery (content/gallery-images/*.json; storefront §3, 8 per tab).
 * `size` is the grid-size class: how many cells the tile spans.
 */
import { z } from 'astro/zod';
import { GALLERY_TABS } from '../gallery/gallery-tabs.ts';
import { translationsOf } from '../i18n/translations-schema.ts';
import { artworkTextSchema, pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

/** regular = 1x1, wide = 2x1, tall = 1x2, large = 2x2 grid cells. */
export const GALLERY_SIZES = ['regular', 'wide', 'tall', 'large'] as const;
export type GallerySize = (typeof GALLERY_SIZES)[number];

export function galleryImageSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    tab: z.enum(GALLERY_TABS),
    size: z.enum(GALLERY_SIZES),
    /** Caption in the full-screen viewer. */
    title: textSchema,
    ...pictureInListFields(image),
    /** Telugu and Hindi (issue #44): the caption and the picture's alt. */
    translations: translationsOf({ title: textSchema, image: artworkTextSchema }, ['title', 'image']),
  });
}
