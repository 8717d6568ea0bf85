/**
 * Build-time loader of /catering-events: every list of the page from content, in `order`, with the
 * pictures of the two islands resolved to plain props (components/ui/island-image.ts).
 */
import { getCollection, getEntry } from 'astro:content';
import type { CateringServiceData } from '../../islands/catering-services/CateringServices.tsx';
import type { EventTypeData } from '../../islands/event-types/EventTypes.tsx';
import { byOrder } from '../home/by-order.ts';
import { homeSlideArtwork } from '../home/hero-artwork.ts';
import { islandImage } from '../ui/island-image.ts';

async function pageCopy() {
  const entry = await getEntry('page-copy', 'catering-events');
  if (entry?.data.page !== 'catering-events') throw new Error('content/page-copy/catering-events.json is missing');
  return entry.data;
}

export async function loadCateringPage() {
  const [copy, services, eventTypes, steps, packages, extras, reasons, testimonials, faqs, heroImage] = await Promise.all([
    pageCopy(),
    getCollection('catering-services'),
    getCollection('event-types'),
    getCollection('process-steps'),
    getCollection('event-packages'),
    getCollection('additional-services'),
    getCollection('why-choose'),
    getCollection('catering-testimonials'),
    getCollection('faqs', (entry) => entry.data.page === 'catering-events'),
    homeSlideArtwork('/catering-events'),
  ]);
  const serviceTabs: CateringServiceData[] = await Promise.all(
    services.toSorted(byOrder).map(async ({ id, data }) => ({ ...data, id, image: await islandImage(data.image.src), imageAlt: data.image.alt })),
  );
  const eventTypeTabs: EventTypeData[] = await Promise.all(
    eventTypes.toSorted(byOrder).map(async ({ id, data }) => ({ ...data, id, image: await islandImage(data.image.src), imageAlt: data.image.alt })),
  );
  return {
    copy,
    heroImage,
    serviceTabs,
    eventTypeTabs,
    steps: steps.toSorted(byOrder).map((entry) => entry.data),
    packages: packages.toSorted(byOrder).map((entry) => ({ ...entry.data, id: entry.id })),
    extras: extras.toSorted(byOrder).map((entry) => entry.data),
    reasons: reasons.toSorted(byOrder).map((entry) => entry.data),
    testimonials: testimonials.toSorted(byOrder).map((entry) => entry.data),
    faqs: faqs.toSorted(byOrder).map((entry) => entry.data),
  };
}

/** Headings and button labels of /catering-events (the texts under them come from content). */
export const CATERING_LABELS = {
  getCateringQuote: { label: 'Get Catering Quote', href: '/contact' },
  exploreEvents: { label: 'Explore Event Planning', href: '#events' },
  services: 'Catering Services',
  extraItems: 'services',
  reasonItems: 'reasons',
  packageItems: 'packages',
  testimonialItems: 'reviews',
  servicesIntro: 'Pick an occasion to see what we cook and serve.',
  getQuote: { label: 'Get Quote', href: '/contact' },
  events: 'Complete Event Solutions',
  eventsIntro: 'From the first call to the last plate, one team plans and runs your event.',
  eventTypes: 'Events We Plan',
  process: 'How We Work',
  packages: 'Event Packages',
  popular: 'Most Popular',
  enquire: { label: 'Enquire', href: '/contact' },
  additionalServices: 'Additional Services',
  requestQuote: { label: 'Request Custom Quote', href: '/contact' },
  faq: 'Frequently Asked Questions',
  faqMore: 'Still have a question?',
  contactUs: { label: 'Contact Us', href: '/contact' },
  whyChoose: (brand: string) => `Why Choose ${brand}`,
  testimonials: 'What Our Clients Say',
} as const;
