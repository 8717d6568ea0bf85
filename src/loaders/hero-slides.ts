/**
 * Build-time loader of the hero slides (content/hero-slides, `page` home, hotels or sweets): a
 * page's slides in content order, each image resolved to the plain props HeroCarousel takes, and
 * the artwork other pages borrow from the home slides.
 */
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import { byOrder } from '../lib/content/content-order.ts';
import { slideLeadsTo, type HeroPage } from '../lib/content/hero-slide-schema.ts';
import { islandImage } from './island-image.ts';

function slidesOf(page: HeroPage) {
  return getCollection('hero-slides', (entry) => entry.data.page === page);
}

export async function loadHeroSlides(page: HeroPage) {
  const entries = (await slidesOf(page)).toSorted(byOrder);
  return Promise.all(
    entries.map(async ({ data }) => ({
      ...(data.eyebrow === undefined ? {} : { eyebrow: data.eyebrow }),
      title: data.title,
      subtitle: data.subtitle,
      image: await islandImage(data.image.src),
      imageAlt: data.image.alt,
      cta: data.cta,
      actions: data.actions,
    })),
  );
}

/**
 * Hero artwork of the catering and corporate gifting pages, which have no hero picture of their
 * own in content: the home slide about the same area, found by the link it carries (e.g. "/catering-events").
 */
export async function homeSlideArtwork(href: string): Promise<{ src: ImageMetadata; alt: string } | undefined> {
  const slide = (await slidesOf('home')).find(({ data }) => slideLeadsTo(data, href));
  return slide?.data.image;
}
