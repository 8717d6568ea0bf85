/** Build-time loader of the hotel and banquet facts (content/hospitality/hospitality.json, one entry). */
import { getEntry, type CollectionEntry } from 'astro:content';
import { slugify } from '../lib/catalogue/product-id.ts';
import { localePath, type Locale } from '../lib/i18n/locales.ts';
import { localise } from '../lib/i18n/localise.ts';
import { inLanguage } from './in-language.ts';
import { loadInOrder } from './ordered-lists.ts';

export type HospitalityFacts = CollectionEntry<'hospitality'>['data'];

export async function loadHospitality(): Promise<HospitalityFacts> {
  const entry = await getEntry('hospitality', 'hospitality');
  if (!entry) throw new Error('content/hospitality/hospitality.json is missing');
  return entry.data;
}

export interface BanquetHall {
  /** The hall's name as a slug: the id the enquiry form and the event planner use. */
  id: string;
  name: string;
  capacity: number;
}

/** The halls; in a language (issue #44) each hall's name is its own, its id stays English's. */
export function banquetHalls(facts: HospitalityFacts, locale: Locale = 'en'): BanquetHall[] {
  const shown = localise(facts, locale).banquetHalls;
  return facts.banquetHalls.map((hall, index) => ({ id: slugify(hall.name), name: shown[index]?.name ?? hall.name, capacity: hall.capacity }));
}

/**
 * The hotel and banquet cards (content/hospitality-cards, home and hotels pages) in `locale` (issue #44):
 * their translated words, and a card's link to a page of the site leads to it in that language.
 */
export async function loadHospitalityCards(locale: Locale = 'en') {
  return (await loadInOrder('hospitality-cards'))
    .map((card) => inLanguage(card, locale))
    .map((card) => (card.link ? { ...card, link: { ...card.link, href: localePath(locale, card.link.href) } } : card));
}
