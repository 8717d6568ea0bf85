/**
 * Content collections: each one is a folder under content/ with a schema from src/lib.
 * Keep this file a plain list of registrations. The folders are read from contentDirName():
 * `.content-live/`, content/ with the staff layer applied, once scripts/content-layer.mjs wrote it
 * (every `npm run build`), else content/ itself (docs/content-editing.md §4).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogTranslationsLoader } from './build/blog-translations-loader.ts';
import { contentDirName } from './build/content-root.ts';
import { siteSchema } from './lib/content/site-schema.ts';
import { announcementSchema } from './lib/content/announcement-schema.ts';
import { storeSchema } from './lib/content/store-schema.ts';
import { aboutSchema } from './lib/content/about-schema.ts';
import { brandSchema } from './lib/content/brand-schema.ts';
import { cateringServiceSchema } from './lib/content/catering-service-schema.ts';
import { collectionCardSchema } from './lib/content/collection-card-schema.ts';
import { corporateGiftSchema } from './lib/content/corporate-gift-schema.ts';
import { diwaliSweetSchema } from './lib/content/diwali-sweet-schema.ts';
import { eventPackageSchema } from './lib/content/event-package-schema.ts';
import { eventTypeSchema } from './lib/content/event-type-schema.ts';
import { faqSchema } from './lib/content/faq-schema.ts';
import { featureCardSchema } from './lib/content/feature-card-schema.ts';
import { galleryImageSchema } from './lib/content/gallery-image-schema.ts';
import { giftHamperSchema } from './lib/content/gift-hamper-schema.ts';
import { guestReviewSchema } from './lib/content/guest-review-schema.ts';
import { heroSlideSchema } from './lib/content/hero-slide-schema.ts';
import { hospitalityFactsSchema } from './lib/content/hospitality-facts-schema.ts';
import { menuDishSchema } from './lib/content/menu-dish-schema.ts';
import { pageCopySchema } from './lib/content/page-copy-schema.ts';
import { processStepSchema } from './lib/content/process-step-schema.ts';
import { testimonialSchema } from './lib/content/testimonial-schema.ts';
import { planningFactsSchema } from './lib/content/planning-facts-schema.ts';
import { festivalSchema } from './lib/content/festival-schema.ts';
import { privacyNoticeSchema } from './lib/content/privacy-notice-schema.ts';
import { blogPostSchemaWith } from './lib/blog/blog-post-schema.ts';

/** The folder of a collection, relative to the project root. */
const base = (name: string) => `./${contentDirName()}/${name}`;

/** Business constants: one entry, content/site/site.json (id "site"). */
const site = defineCollection({
  loader: glob({ pattern: '*.json', base: base('site') }),
  schema: siteSchema,
});

/** The group's stores and sites: content/stores/*.json. */
const stores = defineCollection({
  loader: glob({ pattern: '*.json', base: base('stores') }),
  schema: storeSchema,
});

/** The announcement bar's campaigns: content/announcements/*.json (issue #41). */
const announcements = defineCollection({
  loader: glob({ pattern: '*.json', base: base('announcements') }),
  schema: announcementSchema,
});

/*
 * The built-in lists and page copy (content/<collection>/*.json, one file per entry; the file name
 * is the entry id). Artwork paths inside them go through image(), so Astro optimises them.
 */
const folder = (name: string) => glob({ pattern: '*.json', base: base(name) });

/** Sweets: the Diwali Collection (46), gift hampers (18), corporate gifts (19, /product/gift-{id}). */
const diwaliSweets = defineCollection({ loader: folder('diwali-sweets'), schema: ({ image }) => diwaliSweetSchema(image) });
const giftHampers = defineCollection({ loader: folder('gift-hampers'), schema: ({ image }) => giftHamperSchema(image) });
const corporateGifts = defineCollection({ loader: folder('corporate-gifts'), schema: ({ image }) => corporateGiftSchema(image) });

/** Hotels & Banquet: menu (29 dishes), guest reviews (4), gallery (8 + 8), facts, cards. */
const menuDishes = defineCollection({ loader: folder('menu-dishes'), schema: ({ image }) => menuDishSchema(image) });
const guestReviews = defineCollection({ loader: folder('guest-reviews'), schema: ({ image }) => guestReviewSchema(image) });
const galleryImages = defineCollection({ loader: folder('gallery-images'), schema: ({ image }) => galleryImageSchema(image) });
const hospitality = defineCollection({ loader: folder('hospitality'), schema: hospitalityFactsSchema });
const hospitalityCards = defineCollection({ loader: folder('hospitality-cards'), schema: ({ image }) => featureCardSchema(image) });
const signatureExperiences = defineCollection({ loader: folder('signature-experiences'), schema: ({ image }) => featureCardSchema(image) });

/** Catering & Events: service tabs, event types, steps, packages, extras, reasons, testimonials. */
const cateringServices = defineCollection({ loader: folder('catering-services'), schema: ({ image }) => cateringServiceSchema(image) });
const eventTypes = defineCollection({ loader: folder('event-types'), schema: ({ image }) => eventTypeSchema(image) });
const processSteps = defineCollection({ loader: folder('process-steps'), schema: processStepSchema });
const eventPackages = defineCollection({ loader: folder('event-packages'), schema: eventPackageSchema });
const additionalServices = defineCollection({ loader: folder('additional-services'), schema: ({ image }) => featureCardSchema(image) });
const whyChoose = defineCollection({ loader: folder('why-choose'), schema: ({ image }) => featureCardSchema(image) });
const cateringTestimonials = defineCollection({ loader: folder('catering-testimonials'), schema: testimonialSchema });

/** Shared: hero slides (home 3, hotels 3, sweets 4), brands, collection cards, FAQs, about. */
const heroSlides = defineCollection({ loader: folder('hero-slides'), schema: ({ image }) => heroSlideSchema(image) });
const brands = defineCollection({ loader: folder('brands'), schema: ({ image }) => brandSchema(image) });
const collectionCards = defineCollection({ loader: folder('collection-cards'), schema: ({ image }) => collectionCardSchema(image) });
const faqs = defineCollection({ loader: folder('faqs'), schema: faqSchema });
const about = defineCollection({ loader: folder('about'), schema: ({ image }) => aboutSchema(image) });
/** Section headings and text of each page (content/page-copy/<page>.json, one per page). */
const pageCopy = defineCollection({ loader: folder('page-copy'), schema: ({ image }) => pageCopySchema(image) });

/** Planners (issue #17): the numbers they work from (one entry) and the festival calendar. */
const planning = defineCollection({ loader: folder('planning'), schema: planningFactsSchema });
const festivals = defineCollection({ loader: folder('festivals'), schema: festivalSchema });

/** The privacy notice (issue #42 item 5): one entry, content/privacy/privacy.json. */
const privacy = defineCollection({ loader: folder('privacy'), schema: privacyNoticeSchema });

/** Blog post bodies (content/blog/{slug}.md); their metadata is content/blog/posts.json. */
const blog = defineCollection({ loader: glob({ pattern: '*.md', base: base('blog') }) });
/** Blog post metadata (content/blog/posts.json, one entry per post, keyed by slug), covers through image() (issue #41). */
const blogPosts = defineCollection({ loader: file(`${base('blog')}/posts.json`), schema: ({ image }) => blogPostSchemaWith(image) });
/** The posts' Telugu and Hindi bodies (posts.json `translations`), rendered from Markdown, id `{locale}/{slug}` (issue #44). */
const blogTranslations = defineCollection({ loader: blogTranslationsLoader(), schema: z.strictObject({ slug: z.string(), locale: z.enum(['te', 'hi']) }) });

export const collections = {
  site,
  announcements,
  blog,
  'blog-posts': blogPosts,
  'blog-translations': blogTranslations,
  stores,
  'diwali-sweets': diwaliSweets,
  'gift-hampers': giftHampers,
  'corporate-gifts': corporateGifts,
  'menu-dishes': menuDishes,
  'guest-reviews': guestReviews,
  'gallery-images': galleryImages,
  hospitality,
  'hospitality-cards': hospitalityCards,
  'signature-experiences': signatureExperiences,
  'catering-services': cateringServices,
  'event-types': eventTypes,
  'process-steps': processSteps,
  'event-packages': eventPackages,
  'additional-services': additionalServices,
  'why-choose': whyChoose,
  'catering-testimonials': cateringTestimonials,
  'hero-slides': heroSlides,
  brands,
  'collection-cards': collectionCards,
  faqs,
  about,
  'page-copy': pageCopy,
  planning,
  festivals,
  privacy,
};
