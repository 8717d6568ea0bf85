/**
 * Every built-in list and page text of the spec, read from content/ with the schemas of
 * src/lib/content: exact counts and the fixed values of storefront.md §2, §3 and §9.
 */
import { describe, expect, test } from 'vitest';
import { aboutSchema } from '../../../src/lib/content/about-schema.ts';
import { brandSchema } from '../../../src/lib/content/brand-schema.ts';
import { CATERING_SERVICE_NAMES, cateringServiceSchema } from '../../../src/lib/content/catering-service-schema.ts';
import { COLLECTION_CARD_TITLES, collectionCardSchema } from '../../../src/lib/content/collection-card-schema.ts';
import { rupeesFromText } from '../../../src/lib/content/content-fields-schema.ts';
import { CORPORATE_GIFT_SHELF_LIVES, corporateGiftSchema } from '../../../src/lib/content/corporate-gift-schema.ts';
import { DIWALI_CATEGORY, diwaliSweetSchema } from '../../../src/lib/content/diwali-sweet-schema.ts';
import { eventPackageSchema } from '../../../src/lib/content/event-package-schema.ts';
import { EVENT_TYPE_NAMES, eventTypeSchema } from '../../../src/lib/content/event-type-schema.ts';
import { faqSchema } from '../../../src/lib/content/faq-schema.ts';
import { featureCardSchema } from '../../../src/lib/content/feature-card-schema.ts';
import { galleryImageSchema } from '../../../src/lib/content/gallery-image-schema.ts';
import { GIFT_HAMPER_CATEGORY, giftHamperSchema } from '../../../src/lib/content/gift-hamper-schema.ts';
import { guestReviewSchema } from '../../../src/lib/content/guest-review-schema.ts';
import { HERO_SLIDE_COUNTS, heroSlideSchema } from '../../../src/lib/content/hero-slide-schema.ts';
import { hospitalityFactsSchema } from '../../../src/lib/content/hospitality-facts-schema.ts';
import { MENU_CATEGORIES, menuDishSchema } from '../../../src/lib/content/menu-dish-schema.ts';
import { pageCopySchema, type PageName } from '../../../src/lib/content/page-copy-schema.ts';
import { PROCESS_STEP_TITLES, processStepSchema } from '../../../src/lib/content/process-step-schema.ts';
import { testimonialSchema } from '../../../src/lib/content/testimonial-schema.ts';
import { byOrder } from '../../../src/lib/content/content-order.ts';
import { loadCollection } from './load-content.ts';

const diwali = loadCollection('diwali-sweets', diwaliSweetSchema);
const hampers = loadCollection('gift-hampers', giftHamperSchema);
const gifts = loadCollection('corporate-gifts', corporateGiftSchema);
const dishes = loadCollection('menu-dishes', menuDishSchema);
const reviews = loadCollection('guest-reviews', guestReviewSchema);
const gallery = loadCollection('gallery-images', galleryImageSchema);
const packages = loadCollection('event-packages', () => eventPackageSchema).toSorted(byOrder);
const testimonials = loadCollection('catering-testimonials', () => testimonialSchema);
const slides = loadCollection('hero-slides', heroSlideSchema);
const brands = loadCollection('brands', brandSchema).toSorted(byOrder);
const collectionCards = loadCollection('collection-cards', collectionCardSchema).toSorted(byOrder);
const services = loadCollection('catering-services', cateringServiceSchema).toSorted(byOrder);
const eventTypes = loadCollection('event-types', eventTypeSchema).toSorted(byOrder);
const steps = loadCollection('process-steps', () => processStepSchema).toSorted(byOrder);
const faqs = loadCollection('faqs', () => faqSchema);
const reasons = loadCollection('why-choose', featureCardSchema);
const additionalServices = loadCollection('additional-services', featureCardSchema);
const hospitalityCards = loadCollection('hospitality-cards', featureCardSchema);
const experiences = loadCollection('signature-experiences', featureCardSchema);
const [about] = loadCollection('about', aboutSchema);
const [hospitality] = loadCollection('hospitality', () => hospitalityFactsSchema);
const pageCopy = loadCollection('page-copy', pageCopySchema);

type LoadedCopy = (typeof pageCopy)[number]['data'];

function copyOf<P extends PageName>(page: P): Extract<LoadedCopy, { page: P }> {
  const copy = pageCopy.map((entry) => entry.data).find((data): data is Extract<LoadedCopy, { page: P }> => data.page === page);
  if (!copy) throw new Error(`content/page-copy has no ${page}`);
  return copy;
}

const names = (list: { data: { name: string } }[]) => list.map((entry) => entry.data.name);
const isMeatOrEgg = /\b(chicken|mutton|lamb|fish|prawn|egg|eggs|meat|keema|beef|pork)\b/i;

describe('sweets built-in lists (DATA-05, DATA-06, DATA-07)', () => {
  test('the Diwali Collection has 46 sweets, all in category "Diwali Collection", priced per pack', () => {
    expect(diwali).toHaveLength(46);
    for (const { data } of diwali) {
      expect(data.category).toBe(DIWALI_CATEGORY);
      expect(data.price.custom).toBeGreaterThan(0);
      expect(data.images.length).toBeGreaterThan(0);
      expect(data.shelfLife).toMatch(/^\d+ Days?\b/);
    }
  });

  test('the Diwali sweets have unique names and a unique featured order', () => {
    expect(new Set(names(diwali)).size).toBe(46);
    expect(new Set(diwali.map((entry) => entry.data.order)).size).toBe(46);
  });

  test('the sweets the brief names are all in the Diwali Collection', () => {
    for (const name of ['Kaju Katli', 'Motichoor Laddu', 'Double ka Meetha', 'Qubani ka Meetha', 'Sohan Halwa', 'Badam Halwa', 'Kalakand', 'Mysore Pak', 'Dry Fruit Laddu', 'Kova Kajjikayalu', 'Pootharekulu', 'Ariselu', 'Bengali Rasgulla', 'Malai Chum Chum', 'Kesar Peda', 'Dharwad Peda', 'Bikaneri Bhujia', 'Hyderabadi Mixture', 'Osmania Biscuits', 'Dilkhush', 'Fruit Cake']) {
      expect(names(diwali)).toContain(name);
    }
  });

  test('some Diwali sweets are bestsellers and a quantity may be empty', () => {
    expect(diwali.filter((entry) => entry.data.isBestseller).length).toBeGreaterThan(3);
    expect(diwali.some((entry) => entry.data.quantity === '')).toBe(true);
  });

  test('there are 18 gift hampers in category "Gift Hampers", each priced at or below its MRP', () => {
    expect(hampers).toHaveLength(18);
    for (const { data } of hampers) {
      expect(data.category).toBe(GIFT_HAMPER_CATEGORY);
      expect(data.price.custom).toBeLessThanOrEqual(rupeesFromText(data.mrp));
      expect(data.weight).not.toBe('');
    }
    expect(hampers.find((entry) => entry.id === 'diwali-delight-box')?.data.mrp).toBe('₹1,250');
  });

  test('there are 19 corporate gifts numbered 1 to 19 (/product/gift-{id})', () => {
    expect(gifts).toHaveLength(19);
    expect(gifts.map((entry) => entry.data.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  test('corporate gift MRPs lie between ₹900 and ₹3,000 and both ends are used (SHOP-26)', () => {
    const mrps = gifts.map((entry) => rupeesFromText(entry.data.mrp));
    for (const mrp of mrps) {
      expect(mrp).toBeGreaterThanOrEqual(900);
      expect(mrp).toBeLessThanOrEqual(3000);
    }
    expect(Math.min(...mrps)).toBe(900);
    expect(Math.max(...mrps)).toBe(3000);
  });

  test('corporate gifts keep "30 Days" or "60 Days" and both occur (CORP-05)', () => {
    const shelfLives = new Set(gifts.map((entry) => entry.data.shelfLife));
    expect([...shelfLives].sort()).toEqual([...CORPORATE_GIFT_SHELF_LIVES]);
    expect(gifts.some((entry) => entry.data.weight === undefined)).toBe(true);
  });

  test('rupee amounts use Indian digit grouping', () => {
    expect(rupeesFromText('₹1,00,000')).toBe(100000);
    expect(() => rupeesFromText('₹100,000')).toThrow();
    for (const { data } of hampers) expect(data.mrp).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
  });
});

describe('hotels and banquets (HOTEL-10, HOTEL-14, HOTEL-19, HOTEL-24)', () => {
  test('the menu has 29 vegetarian dishes across exactly the 12 categories', () => {
    expect(dishes).toHaveLength(29);
    expect(new Set(dishes.map((entry) => entry.data.category))).toEqual(new Set(MENU_CATEGORIES));
    expect(MENU_CATEGORIES).toEqual(['Soups', 'Tandoori Starters', 'Roti/Naan', 'Rice', 'Chinese Starters', 'Continental Starters', 'Curries', 'Noodles', 'Pasta', 'Salads', 'Chef Specials', 'Pizza']);
    for (const { data } of dishes) {
      expect(`${data.name} ${data.description}`).not.toMatch(isMeatOrEgg);
    }
  });

  test('dish prices are rupee text from ₹60 to ₹379', () => {
    const prices = dishes.map((entry) => rupeesFromText(entry.data.price));
    expect(Math.min(...prices)).toBe(60);
    expect(Math.max(...prices)).toBe(379);
    for (const { data } of dishes) expect(data.price.startsWith('₹')).toBe(true);
  });

  test('the menu includes Paneer Tikka, Veg Hakka Noodles and Margherita Pizza, and some signature dishes', () => {
    expect(names(dishes)).toEqual(expect.arrayContaining(['Paneer Tikka', 'Veg Hakka Noodles', 'Margherita Pizza']));
    expect(dishes.filter((entry) => entry.data.signature).length).toBeGreaterThanOrEqual(5);
  });

  test('there are 4 guest reviews, each with a name, a quote and a picture', () => {
    expect(reviews).toHaveLength(4);
    for (const { data } of reviews) expect(data.quote.length).toBeGreaterThan(40);
  });

  test('the gallery has 8 Banquets and 8 Luxury Stay pictures, each with a grid size', () => {
    expect(gallery.filter((entry) => entry.data.tab === 'banquets')).toHaveLength(8);
    expect(gallery.filter((entry) => entry.data.tab === 'luxury-stay')).toHaveLength(8);
    expect(new Set(gallery.map((entry) => entry.data.size)).size).toBeGreaterThan(2);
  });

  test('capacity facts: 100+ recipes, private dining up to 50, halls for 150 and 400, wedding stays 2-3 days', () => {
    expect(hospitality?.data.recipes).toBe('100+ recipes');
    expect(hospitality?.data.privateDining.maxGuests).toBe(50);
    expect(hospitality?.data.banquetHalls.map((hall) => hall.capacity)).toEqual([150, 400]);
    expect(hospitality?.data.weddingStays.duration).toBe('2-3 days');
  });

  test('there are hospitality cards and "Signature Experiences" cards', () => {
    expect(hospitalityCards.length).toBeGreaterThanOrEqual(3);
    expect(experiences.length).toBeGreaterThanOrEqual(3);
    expect(experiences.map((entry) => entry.data.highlight)).toContain('Up to 50 guests');
  });
});

describe('catering and events (CATER-03 to CATER-11)', () => {
  test('packages: Essential ₹25,000 up to 50, Premium ₹50,000 up to 100 (popular), Luxury ₹1,00,000 up to 200', () => {
    expect(packages.map(({ data }) => [data.name, data.price, data.maxGuests, data.popular])).toEqual([
      ['Essential', '₹25,000', 50, false],
      ['Premium', '₹50,000', 100, true],
      ['Luxury', '₹1,00,000', 200, false],
    ]);
    expect(packages.map(({ data }) => data.duration)).toEqual(['Up to 50 guests', 'Up to 100 guests', 'Up to 200 guests']);
  });

  test('the three service tabs, four event types and four steps, in order', () => {
    expect(services.map((entry) => entry.data.name)).toEqual([...CATERING_SERVICE_NAMES]);
    expect(eventTypes.map((entry) => entry.data.name)).toEqual([...EVENT_TYPE_NAMES]);
    expect(steps.map((entry) => entry.data.title)).toEqual([...PROCESS_STEP_TITLES]);
    expect(PROCESS_STEP_TITLES).toEqual(['Consultation', 'Design', 'Coordination', 'Execution']);
  });

  test('six "Why Choose" reasons, additional services and three rated testimonials', () => {
    expect(reasons).toHaveLength(6);
    expect(additionalServices.length).toBeGreaterThanOrEqual(3);
    expect(testimonials).toHaveLength(3);
    for (const { data } of testimonials) expect(data.rating).toBeGreaterThanOrEqual(1);
  });

  test('the catering FAQ states 2-4 weeks, 6-8 weeks at peak, complimentary tastings and the diets', () => {
    const text = faqs.filter((entry) => entry.data.page === 'catering-events').map((entry) => entry.data.answer).join(' ');
    expect(text).toContain('2-4 weeks');
    expect(text).toContain('6-8 weeks');
    expect(text).toMatch(/complimentary tastings? for bookings of a minimum package/i);
    for (const diet of ['vegetarian', 'vegan', 'gluten-free', 'Jain']) expect(text.toLowerCase()).toContain(diet.toLowerCase());
  });

  test('the corporate gifting FAQ states 25 units, 2-3 weeks, international shipping and custom packaging (CORP-08)', () => {
    const text = faqs.filter((entry) => entry.data.page === 'corporate-gifting').map((entry) => entry.data.answer).join(' ');
    expect(text).toContain('25 units for most collections');
    expect(text).toContain('2-3 weeks');
    expect(text).toMatch(/ship internationally/);
    expect(text).toMatch(/packaging is customisable/);
  });
});

describe('shared sections (HOME-01, HOME-07, HOME-08, HOTEL-03, MITHAI-02)', () => {
  test('hero slides: home 3, hotels 3, sweets 4', () => {
    for (const page of ['home', 'hotels', 'sweets'] as const) {
      expect(slides.filter((entry) => entry.data.page === page)).toHaveLength(HERO_SLIDE_COUNTS[page]);
    }
    expect(HERO_SLIDE_COUNTS).toEqual({ home: 3, hotels: 3, sweets: 4 });
  });

  test('home slides lead to /mithai, /catering-events and /hotels-banquet; the first adds "Diwali Collection" and "Corporate Gifting"', () => {
    const home = slides.filter((entry) => entry.data.page === 'home').toSorted(byOrder);
    expect(home.map((entry) => entry.data.cta.href)).toEqual(['/mithai', '/catering-events', '/hotels-banquet']);
    expect(home[0]?.data.actions).toEqual([
      { label: 'Diwali Collection', href: '/mithai/shop' },
      { label: 'Corporate Gifting', href: '/corporate-gifting' },
    ]);
  });

  test('hotel slides are private dining, corporate events and birthday celebrations', () => {
    const hotels = slides.filter((entry) => entry.data.page === 'hotels').toSorted(byOrder);
    expect(hotels.map((entry) => entry.data.eyebrow)).toEqual(['Private Dining', 'Corporate Events', 'Birthday Celebrations']);
  });

  test('three brands lead to the three areas', () => {
    expect(brands.map((entry) => [entry.data.name, entry.data.href])).toEqual([
      ['Rasika Sweets', '/mithai'],
      ['Rasika Catering & Events', '/catering-events'],
      ['Rasika Grand Hotels & Banquets', '/hotels-banquet'],
    ]);
  });

  test('four collection cards Sweets, Namkeen, Bakery, Gift Boxes, all to the shop', () => {
    expect(collectionCards.map((entry) => entry.data.title)).toEqual([...COLLECTION_CARD_TITLES]);
    for (const { data } of collectionCards) expect(data.href.startsWith('/mithai/shop')).toBe(true);
  });
});

describe('about page (ABOUT-01 to ABOUT-04)', () => {
  test('stats 16+ years, 150+ artisans, 10K+ patrons, 2 locations', () => {
    expect(about?.data.stats).toEqual([
      { value: '16+', label: 'Years' },
      { value: '150+', label: 'Artisans' },
      { value: '10K+', label: 'Patrons' },
      { value: '2', label: 'Locations' },
    ]);
  });

  test('the timeline is 2009, 2017, 2024, with a founder profile, a story and four values', () => {
    expect(about?.data.timeline.map((step) => step.year)).toEqual([2009, 2017, 2024]);
    expect(about?.data.values).toHaveLength(4);
    expect(about?.data.founder.name.length).toBeGreaterThan(3);
    expect(about?.data.story.paragraphs.join(' ')).toContain('2009');
  });
});

describe('page copy (CATER-01, MITHAI-01, HOME-10, CORP-06, CORP-09, G-27)', () => {
  test('one file per page, named after its page', () => {
    expect(pageCopy.map((entry) => [entry.id, entry.data.page])).toEqual([
      ['catering-events', 'catering-events'],
      ['corporate-gifting', 'corporate-gifting'],
      ['home', 'home'],
      ['hotels-banquet', 'hotels-banquet'],
      ['mithai', 'mithai'],
    ]);
  });

  test('quoted headings appear exactly as the spec writes them', () => {
    expect(copyOf('catering-events').hero.title).toBe('Premium Catering Services');
    expect(copyOf('mithai').cover.title).toBe('Unlock the Sweetness');
    expect(copyOf('corporate-gifting').curatedCollections.title).toBe('Curated Collections');
    expect(copyOf('corporate-gifting').mealsAndCatering.title).toBe('Corporate Meals & Catering');
    expect(copyOf('corporate-gifting').customizeGiftBox.title).toBe('Customize your Gift Box');
    expect(copyOf('corporate-gifting').visualDiary.title).toBe('Visual Diary');
    expect(copyOf('corporate-gifting').catalogue.text).toContain('50+ varieties');
    expect(copyOf('hotels-banquet').signatureDelights.title).toBe('Signature Delights');
  });

  test('the hotels page features products that exist', () => {
    const ids = new Set([...diwali.map((entry) => entry.id), ...hampers.map((entry) => entry.id)]);
    for (const id of copyOf('hotels-banquet').featuredProducts) expect(ids.has(id)).toBe(true);
  });
});

describe('artwork', () => {
  test('every picture has alt text of a few words and points at an existing file', () => {
    // loadCollection already failed for any missing file; here the alt texts are checked.
    const alts = [
      ...diwali.flatMap((entry) => entry.data.images.map((image) => image.alt)),
      ...hampers.flatMap((entry) => entry.data.images.map((image) => image.alt)),
      ...gifts.map((entry) => entry.data.image.alt),
      ...dishes.map((entry) => entry.data.image.alt),
      ...gallery.map((entry) => entry.data.image.alt),
      ...slides.map((entry) => entry.data.image.alt),
    ];
    expect(alts.length).toBe(46 + 18 + 19 + 29 + 16 + 10);
    for (const alt of alts) {
      expect(alt.split(' ').length).toBeGreaterThanOrEqual(3);
      expect(alt.toLowerCase()).not.toMatch(/^(image|picture|photo)\b/);
    }
  });
});
