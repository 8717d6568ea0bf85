/**
 * A slide of a hero carousel (content/hero-slides/*.json): home has 3, hotels 3, sweets 4
 * (storefront §2, §9). `cta` is where the slide itself leads; `actions` are extra buttons.
 */
import { z } from 'astro/zod';
import { artworkSchema, artworkTextSchema, linkSchema, orderSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

export const HERO_PAGES = ['home', 'hotels', 'sweets'] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

export const HERO_SLIDE_COUNTS: Readonly<Record<HeroPage, number>> = { home: 3, hotels: 3, sweets: 4 };

/** A slide's words in Telugu and Hindi (issue #44): its lines, its picture's alt text and its buttons' labels (the links stay). */
const slideText = {
  eyebrow: textSchema,
  title: textSchema,
  subtitle: textSchema,
  image: artworkTextSchema,
  cta: z.strictObject({ label: linkSchema.shape.label }),
  actions: z.array(z.strictObject({ label: linkSchema.shape.label })),
};

export function heroSlideSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    page: z.enum(HERO_PAGES),
    order: orderSchema,
    eyebrow: textSchema.optional(),
    title: textSchema,
    subtitle: textSchema,
    image: artworkSchema(image),
    cta: linkSchema,
    actions: z.array(linkSchema).default([]),
    translations: translationsOf(slideText, ['eyebrow', 'title', 'subtitle', 'image', 'cta', 'actions']),
  });
}

interface SlideLinks {
  cta: { href: string };
  actions: readonly { href: string }[];
}

/** Whether a slide leads to `href`, by itself (its cta) or through one of its buttons. */
export function slideLeadsTo(slide: SlideLinks, href: string): boolean {
  return slide.cta.href === href || slide.actions.some((action) => action.href === href);
}
