/** Build-time loader of the hotel and banquet facts (content/hospitality/hospitality.json, one entry). */
import { getEntry, type CollectionEntry } from 'astro:content';
import { slugify } from '../lib/catalogue/product-id.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { localise } from '../lib/i18n/localise.ts';

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
