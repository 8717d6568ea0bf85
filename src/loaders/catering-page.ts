/**
 * Build-time loader of /catering-events: every list of the page from content, in content order,
 * with the pictures of the two islands resolved to plain props (island-image.ts).
 */
import { getCollection } from 'astro:content';
import { byOrder } from '../lib/content/content-order.ts';
import { loadFaqs } from './faqs.ts';
import { homeSlideArtwork } from './hero-slides.ts';
import { islandImage } from './island-image.ts';
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
  const serviceTabs = await Promise.all(
    services.toSorted(byOrder).map(async ({ id, data }) => ({ ...data, id, image: await islandImage(data.image.src), imageAlt: data.image.alt })),
  );
  const eventTypeTabs = await Promise.all(
    eventTypes.toSorted(byOrder).map(async ({ id, data }) => ({ ...data, id, image: await islandImage(data.image.src), imageAlt: data.image.alt })),
  );
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
