/** Build-time loader of the home page: slides, brands, collection cards, hospitality cards, page copy. */
import { loadHeroSlides } from './hero-slides.ts';
import { loadInOrder } from './ordered-lists.ts';
import { loadPageCopy } from './page-copy.ts';

export async function loadHomePage() {
  const [slides, brands, collections, hospitality, copy] = await Promise.all([
    loadHeroSlides('home'),
    loadInOrder('brands'),
    loadInOrder('collection-cards'),
    loadInOrder('hospitality-cards'),
    loadPageCopy('home'),
  ]);
  return { slides, brands, collections, hospitality, copy };
}

export type HomePage = Awaited<ReturnType<typeof loadHomePage>>;
