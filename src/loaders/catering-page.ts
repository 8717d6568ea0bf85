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

export async function loadCateringPage() {
  const [copy, services, eventTypes, steps, packages, extras, reasons, testimonials, faqs, heroImage] = await Promise.all([
    loadPageCopy('catering-events'),
    getCollection('catering-services'),
    getCollection('event-types'),
    loadInOrder('process-steps'),
    getCollection('event-packages'),
    loadInOrder('additional-services'),
    loadInOrder('why-choose'),
    loadInOrder('catering-testimonials'),
    loadFaqs('catering-events'),
    homeSlideArtwork('/catering-events'),
  ]);
  const serviceTabs = services.toSorted(byOrder).map(({ id, data }) => ({ ...data, id, image: data.image.src, imageAlt: data.image.alt }));
  const eventTypeTabs = eventTypes.toSorted(byOrder).map(({ id, data }) => ({ ...data, id, image: data.image.src, imageAlt: data.image.alt }));
  return {
    copy,
    heroImage,
    serviceTabs,
    eventTypeTabs,
    steps,
    packages: packages.toSorted(byOrder).map((entry) => ({ ...entry.data, id: entry.id })),
    extras,
    reasons,
    testimonials,
    faqs,
  };
}
