/**
 * Hero artwork of the catering and corporate gifting pages, which have no hero picture of their
 * own in content: the home hero slide about the same area (content/hero-slides, page "home"), found
 * by the link it carries (its cta or one of its buttons), e.g. "/catering-events".
 */
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';

export async function homeSlideArtwork(href: string): Promise<{ src: ImageMetadata; alt: string } | undefined> {
  const slides = await getCollection('hero-slides', (entry) => entry.data.page === 'home');
  const slide = slides.find(({ data }) => data.cta.href === href || data.actions.some((action) => action.href === href));
  return slide?.data.image;
}
