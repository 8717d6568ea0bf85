/**
 * A slide of a hero carousel (content/hero-slides/*.json): home has 3, hotels 3, sweets 4
 * (storefront §2, §9). `cta` is where the slide itself leads; `actions` are extra buttons.
 */
import { z } from 'astro/zod';
import { artworkSchema, linkSchema, orderSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const HERO_PAGES = ['home', 'hotels', 'sweets'] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

export const HERO_SLIDE_COUNTS: Readonly<Record<HeroPage, number>> = { home: 3, hotels: 3, sweets: 4 };

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
