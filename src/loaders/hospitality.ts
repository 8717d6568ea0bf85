/** Build-time loader of the hotel and banquet facts (content/hospitality/hospitality.json, one entry). */
import { getEntry, type CollectionEntry } from 'astro:content';
import { slugify } from '../lib/catalogue/product-id.ts';

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

export function banquetHalls(facts: HospitalityFacts): BanquetHall[] {
  return facts.banquetHalls.map((hall) => ({ id: slugify(hall.name), name: hall.name, capacity: hall.capacity }));
}
