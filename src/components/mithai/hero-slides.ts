/**
 * Build-time loader of a page's hero slides (content/hero-slides, `page` home, hotels or sweets):
 * in `order`, each image resolved to the plain props HeroCarousel takes.
 */
import { getCollection } from 'astro:content';
import type { HeroSlideData } from '../../islands/carousel/hero-slide.ts';
import type { HeroPage } from '../../lib/content/hero-slide-schema.ts';
import { islandImage } from '../ui/island-image.ts';

export async function loadHeroSlides(page: HeroPage): Promise<HeroSlideData[]> {
  const entries = (await getCollection('hero-slides', (entry) => entry.data.page === page)).toSorted((a, b) => a.data.order - b.data.order);
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
