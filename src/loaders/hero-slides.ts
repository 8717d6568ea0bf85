/**
 * Build-time loader of the hero slides (content/hero-slides, `page` home, hotels or sweets): a
 * page's slides in content order, each image resolved to the plain props HeroCarousel takes, and
 * the artwork other pages borrow from the home slides. A hero picture is the page's largest element,
 * so heavy SVG artwork is rasterised here (heroImage, issue #14).
 */
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import { byOrder } from '../lib/content/content-order.ts';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales.ts';
import { localise } from '../lib/i18n/localise.ts';
import { slideLeadsTo, type HeroPage } from '../lib/content/hero-slide-schema.ts';
import { isHeavyArtwork, rasterArtwork } from './heavy-artwork.ts';
import { islandImage, type IslandImage } from './island-image.ts';

/** The sweets home hero: 5 s a slide, a drag or swipe beyond 50 px changes slide (storefront §4; MITHAI-02). */
export const SWEETS_HERO_INTERVAL_MS = 5000;
export const SWEETS_HERO_SWIPE_PX = 50;

/** Widths of the hero rasters: phones at 1x-3x up to a wide screen. */
const HERO_WIDTHS = [480, 800, 1200, 1600];

/**
 * Quality of the hero rasters: flat vector artwork, shown under the hero's dark gradient, keeps its
 * look at 40 and is a quarter lighter than at sharp's default 50 (17.5 -> 13.3 KB for the 800 px
 * gift box), which a phone on a slow connection waits for before its largest paint.
 */
const HERO_QUALITY = 40;

/**
 * A hero picture (issue #14). Heavy SVG artwork (the heavy-artwork rule) becomes WebP srcsets, with
 * AVIF first for the heaviest, at HERO_WIDTHS and HERO_QUALITY; small SVG stays SVG, lighter than
 * any raster of it. Raster sources keep islandImage's own treatment.
 */
export function heroImage(src: ImageMetadata): Promise<IslandImage> {
  return isHeavyArtwork(src) ? rasterArtwork(src, HERO_WIDTHS, HERO_QUALITY) : islandImage(src);
}

function slidesOf(page: HeroPage) {
  return getCollection('hero-slides', (entry) => entry.data.page === page);
}

/** A page's slides, their words in `locale` (issue #44; English by default). */
export async function loadHeroSlides(page: HeroPage, locale: Locale = DEFAULT_LOCALE) {
  const entries = (await slidesOf(page)).toSorted(byOrder);
  return Promise.all(
    entries.map(async (entry) => {
      const data = localise(entry.data, locale);
      return {
        ...(data.eyebrow === undefined ? {} : { eyebrow: data.eyebrow }),
        title: data.title,
        subtitle: data.subtitle,
        image: await heroImage(data.image.src),
        imageAlt: data.image.alt,
        cta: data.cta,
        actions: data.actions,
      };
    }),
  );
}

/**
 * Hero artwork of the catering and corporate gifting pages, which have no hero picture of their
 * own in content: the home slide about the same area, found by the link it carries (e.g. "/catering-events").
 * Heavy SVG artwork comes with `raster`: the widths and quality at which PageHero draws it as
 * AVIF/WebP, as the slideshow heroes are.
 */
export async function homeSlideArtwork(href: string): Promise<{ src: ImageMetadata; alt: string; raster: HeroRaster | undefined } | undefined> {
  const slide = (await slidesOf('home')).find(({ data }) => slideLeadsTo(data, href));
  if (!slide) return undefined;
  const { src, alt } = slide.data.image;
  return { src, alt, raster: isHeavyArtwork(src) ? { widths: HERO_WIDTHS.filter((w) => w <= src.width), quality: HERO_QUALITY } : undefined };
}

export interface HeroRaster {
  widths: number[];
  quality: number;
}

