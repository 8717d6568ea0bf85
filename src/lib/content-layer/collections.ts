/**
 * The ONE registry of the collections staff may edit (docs/content-editing.md §1): for each, how it
 * is kept in `content/`, its schema factory from src/lib/content (the same one the build validates
 * with, handed an image helper), the field that titles an item, and whether staff may add items
 * (and remove the ones they added). Cross-collection checks live in cross-checks.ts and read the
 * merged draft of every collection.
 */
import { z } from 'astro/zod';
import { blogBodySchema, blogPostSchemaWith } from '../blog/blog-post-schema.ts';
import { announcementSchema } from '../content/announcement-schema.ts';
import { aboutSchema } from '../content/about-schema.ts';
import { brandSchema } from '../content/brand-schema.ts';
import { cateringServiceSchema } from '../content/catering-service-schema.ts';
import { collectionCardSchema } from '../content/collection-card-schema.ts';
import type { ImageHelper } from '../content/content-fields-schema.ts';
import { corporateGiftSchema } from '../content/corporate-gift-schema.ts';
import { diwaliSweetSchema } from '../content/diwali-sweet-schema.ts';
import { eventPackageSchema } from '../content/event-package-schema.ts';
import { eventTypeSchema } from '../content/event-type-schema.ts';
import { faqSchema } from '../content/faq-schema.ts';
import { featureCardSchema } from '../content/feature-card-schema.ts';
import { festivalSchema } from '../content/festival-schema.ts';
import { galleryImageSchema } from '../content/gallery-image-schema.ts';
import { giftHamperSchema } from '../content/gift-hamper-schema.ts';
import { guestReviewSchema } from '../content/guest-review-schema.ts';
import { heroSlideSchema } from '../content/hero-slide-schema.ts';
import { hospitalityFactsSchema } from '../content/hospitality-facts-schema.ts';
import { menuDishSchema } from '../content/menu-dish-schema.ts';
import { pageCopySchema } from '../content/page-copy-schema.ts';
import { planningFactsSchema } from '../content/planning-facts-schema.ts';
import { privacyNoticeSchema } from '../content/privacy-notice-schema.ts';
import { processStepSchema } from '../content/process-step-schema.ts';
import { siteSchema } from '../content/site-schema.ts';
import { storeSchema } from '../content/store-schema.ts';
import { testimonialSchema } from '../content/testimonial-schema.ts';

/** `folder`: content/{name}/{id}.json; `single`: one such file; `blog`: blog/posts.json keyed by slug + blog/{slug}.md. */
export type ContentStorageKind = 'folder' | 'single' | 'blog';

/** The image helper every factory receives: a string check (the picture rule, or the editor's stand-in). */
export type ContentImage = ImageHelper<z.ZodType<string>>;

export interface ContentCollection {
  /** The folder under content/, and the collection's name in the API and the layer. */
  name: string;
  label: string;
  storage: ContentStorageKind;
  /** The schema of a whole entry, as the build validates it. */
  schema: (image: ContentImage) => z.ZodType;
  /** The entry field whose text titles an item in lists (single collections use their label). */
  titleField: string | null;
  /** Staff may add items, and remove the items they added (built-in items are hidden instead). */
  canAdd: boolean;
  /**
   * The editor's label of a field whose name does not say what it holds (its unit, its meaning), by
   * dotted path (`*` for a list's items); every other field is labelled from its name (editor-schema.ts).
   */
  labels?: Readonly<Record<string, string>>;
}

export { blogBodySchema };

/** A blog post in the layer: its posts.json metadata plus its Markdown `body` (blog/{slug}.md). */
export function blogEntrySchema(image: ContentImage) {
  return blogPostSchemaWith(image).safeExtend({ body: blogBodySchema });
}

const plain = (schema: z.ZodType) => () => schema;

/** Labels the sweets shop's built-in items share (shop-item-fields.ts). */
const SHOP_ITEM_LABELS = { 'price.custom': 'Price (₹)', rating: 'Rating (1 to 5)', isActive: 'Shown on the site' } as const;
const PRIVACY_ANCHOR = 'Anchor (the part after # in /privacy#…)';

/** The registry, in the order the editor lists the collections. */
export const CONTENT_COLLECTIONS: readonly ContentCollection[] = [
  { name: 'diwali-sweets', label: 'Diwali sweets', storage: 'folder', schema: diwaliSweetSchema, titleField: 'name', canAdd: true, labels: SHOP_ITEM_LABELS },
  { name: 'gift-hampers', label: 'Gift hampers', storage: 'folder', schema: giftHamperSchema, titleField: 'name', canAdd: true, labels: { ...SHOP_ITEM_LABELS, mrp: 'MRP (₹)' } },
  { name: 'corporate-gifts', label: 'Corporate gifts', storage: 'folder', schema: corporateGiftSchema, titleField: 'name', canAdd: true, labels: { id: 'Gift number (/product/gift-…)', mrp: 'MRP (₹)', isActive: SHOP_ITEM_LABELS.isActive } },
  { name: 'menu-dishes', label: 'Restaurant menu', storage: 'folder', schema: menuDishSchema, titleField: 'name', canAdd: true },
  { name: 'stores', label: 'Stores and hours', storage: 'folder', schema: plain(storeSchema), titleField: 'name', canAdd: true, labels: { schemaTypes: 'Kinds of business (for search engines)', priceRange: 'Price range (e.g. ₹₹)' } },
  { name: 'announcements', label: 'Announcement campaigns', storage: 'folder', schema: plain(announcementSchema), titleField: 'text', canAdd: true },
  { name: 'site', label: 'Site settings', storage: 'single', schema: plain(siteSchema), titleField: null, canAdd: false, labels: { whatsapp: 'WhatsApp number', mainStore: 'Main store (its id)', 'privacy.enquiryRetentionMonths': 'Keep enquiries for (months)' } },
  { name: 'festivals', label: 'Festival calendar', storage: 'folder', schema: plain(festivalSchema), titleField: 'name', canAdd: true, labels: { peak: 'In the peak season', orderLeadDays: 'Order lead time (days)' } },
  { name: 'faqs', label: 'FAQs', storage: 'folder', schema: plain(faqSchema), titleField: 'question', canAdd: true },
  { name: 'hero-slides', label: 'Hero slides', storage: 'folder', schema: heroSlideSchema, titleField: 'title', canAdd: false, labels: { eyebrow: 'Line above the title' } },
  { name: 'blog', label: 'Blog posts', storage: 'blog', schema: blogEntrySchema, titleField: 'title', canAdd: true },
  { name: 'page-copy', label: 'Page texts', storage: 'folder', schema: pageCopySchema, titleField: 'page', canAdd: false },
  { name: 'about', label: 'About page', storage: 'single', schema: aboutSchema, titleField: null, canAdd: false },
  { name: 'brands', label: 'Brands', storage: 'folder', schema: brandSchema, titleField: 'name', canAdd: false },
  { name: 'collection-cards', label: 'Shop collection cards', storage: 'folder', schema: collectionCardSchema, titleField: 'title', canAdd: false },
  { name: 'catering-services', label: 'Catering services', storage: 'folder', schema: cateringServiceSchema, titleField: 'name', canAdd: false },
  { name: 'event-types', label: 'Event types', storage: 'folder', schema: eventTypeSchema, titleField: 'name', canAdd: false },
  { name: 'process-steps', label: 'Catering steps', storage: 'folder', schema: plain(processStepSchema), titleField: 'title', canAdd: false },
  { name: 'event-packages', label: 'Event packages', storage: 'folder', schema: plain(eventPackageSchema), titleField: 'name', canAdd: false },
  { name: 'additional-services', label: 'Additional catering services', storage: 'folder', schema: featureCardSchema, titleField: 'title', canAdd: true },
  { name: 'why-choose', label: 'Why choose us', storage: 'folder', schema: featureCardSchema, titleField: 'title', canAdd: true },
  { name: 'catering-testimonials', label: 'Catering testimonials', storage: 'folder', schema: plain(testimonialSchema), titleField: 'name', canAdd: true },
  { name: 'hospitality', label: 'Hotel facts', storage: 'single', schema: plain(hospitalityFactsSchema), titleField: null, canAdd: false },
  { name: 'hospitality-cards', label: 'Hotel cards', storage: 'folder', schema: featureCardSchema, titleField: 'title', canAdd: true },
  { name: 'signature-experiences', label: 'Signature experiences', storage: 'folder', schema: featureCardSchema, titleField: 'title', canAdd: true },
  { name: 'gallery-images', label: 'Hotel gallery', storage: 'folder', schema: galleryImageSchema, titleField: 'title', canAdd: true },
  { name: 'guest-reviews', label: 'Guest reviews', storage: 'folder', schema: guestReviewSchema, titleField: 'name', canAdd: true },
  {
    name: 'planning', label: 'Planning facts', storage: 'single', schema: plain(planningFactsSchema), titleField: null, canAdd: false,
    labels: {
      'gifting.minimumOrder': 'Minimum order (units)', 'gifting.leadTimeWeeks': 'Lead time (weeks)', 'gifting.messageMaxCharacters': 'Longest message (characters)',
      'catering.leadTimeWeeks': 'Lead time (weeks)', 'catering.peakLeadTimeWeeks': 'Peak season lead time (weeks)', 'catering.peakMonths': 'Peak months (1 to 12)',
      'stays.guestsStayingPercent': 'Guests staying (%)', festivalBannerDays: 'Festival banner shows from (days before)', 'travel.*.id': 'Band',
      'travel.*.minDays': 'Shortest shelf life (days)',
    },
  },
  { name: 'privacy', label: 'Privacy notice', storage: 'single', schema: plain(privacyNoticeSchema), titleField: null, canAdd: false, labels: { 'sections.*.id': PRIVACY_ANCHOR, 'contact.id': PRIVACY_ANCHOR } },
];

export function findCollection(name: string): ContentCollection | undefined {
  return CONTENT_COLLECTIONS.find((collection) => collection.name === name);
}

/** The id of a new item: lower-case words joined by hyphens (a file name, a blog slug, a URL part). */
export const CONTENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_ID_MAX = 64;

/** Why `id` cannot name a new item (null when it can). */
export function newIdProblem(id: string): string | null {
  if (id.length > CONTENT_ID_MAX) return `Keep the id under ${CONTENT_ID_MAX + 1} characters.`;
  if (!CONTENT_ID_PATTERN.test(id)) return 'Use lower-case letters and digits, words joined by hyphens (e.g. "kaju-roll").';
  return null;
}

/** The title of an item as lists show it. */
export function itemTitle(collection: ContentCollection, id: string, entry: unknown): string {
  if (collection.titleField === null) return collection.label;
  const value = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[collection.titleField] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : id;
}

/**
 * The entry a save validates: a blog post's `slug` is its id (the key of the layer), whatever the
 * form sent.
 */
export function normaliseEntry(collection: ContentCollection, id: string, entry: Record<string, unknown>): Record<string, unknown> {
  return collection.storage === 'blog' ? { ...entry, slug: id } : entry;
}
