/**
 * Build-time loader of /catering-events: every list of the page from content, in content order,
 * with the services' and event types' pictures as content images (SmartImage.astro draws them).
 */
import { getCollection } from 'astro:content';
import { byOrder } from '../lib/content/content-order.ts';
import { loadFaqs } from './faqs.ts';
import { homeSlideArtwork } from './hero-slides.ts';
import { loadInOrder } from './ordered-lists.ts';
import { loadPageCopy } from './page-copy.ts';
import { inLanguage } from './in-language.ts';
import type { Locale } from '../lib/i18n/locales.ts';

/** The page's lists in `locale` (issue #44): each entry's translated fields, English where one is missing. */
export async function loadCateringPage(locale: Locale = 'en') {
  const [copy, services, eventTypes, steps, packages, extras, reasons, testimonials, faqs, heroImage] = await Promise.all([
    loadPageCopy('catering-events').then((copy) => inLanguage(copy, locale)),
    getCollection('catering-services'),
    getCollection('event-types'),
    loadInOrder('process-steps'),
    getCollection('event-packages'),
    loadInOrder('additional-services'),
    loadInOrder('why-choose'),
    loadInOrder('catering-testimonials'),
    loadFaqs('catering-events', locale),
    homeSlideArtwork('/catering-events', locale),
  ]);
  const shown = <T extends object>(entry: T) => inLanguage(entry, locale);
  const tab = <T extends { image: { src: unknown; alt: string } }>(id: string, data: T) => {
    const entry = shown(data);
    return { ...entry, id, image: entry.image.src as T['image']['src'], imageAlt: entry.image.alt };
  };
  const serviceTabs = services.toSorted(byOrder).map(({ id, data }) => tab(id, data));
  const eventTypeTabs = eventTypes.toSorted(byOrder).map(({ id, data }) => tab(id, data));
  return {
    copy,
    heroImage,
    serviceTabs,
    eventTypeTabs,
    steps: steps.map(shown),
    packages: packages.toSorted(byOrder).map((entry) => ({ ...shown(entry.data), id: entry.id })),
    extras: extras.map(shown),
    reasons: reasons.map(shown),
    testimonials: testimonials.map(shown),
    faqs,
  };
}
