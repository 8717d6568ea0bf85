/**
 * A titled card with a short text and optionally a picture, a highlight and a link. One shape for
 * several lists: hospitality cards, "Signature Experiences", additional services and the "Why
 * Choose" reasons (content/hospitality-cards, signature-experiences, additional-services, why-choose).
 */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { artworkTextSchema, artworkSchema, linkSchema, orderSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

/** What Telugu and Hindi translate (issue #44): the card's words, its picture's alt and its link's label (the address stays English's). */
const translated = { title: textSchema, description: textSchema, highlight: textSchema, image: artworkTextSchema, link: linkSchema.pick({ label: true }) };

export function featureCardSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    title: textSchema,
    description: textSchema,
    /** A short fact in bold, e.g. "Up to 50 guests". */
    highlight: textSchema.optional(),
    image: artworkSchema(image).optional(),
    link: linkSchema.optional(),
    order: orderSchema,
    translations: translationsOf(translated, ['title', 'description', 'highlight', 'image', 'link']),
  });
}
