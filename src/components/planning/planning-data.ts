/**
 * Build-time loader of the planners' content (issue #17): the planning facts, the festival dates
 * and what the planners need from other collections (gifts, halls, packages). The one place the
 * planner pages call getCollection, so it can move with the other loaders.
 */
import { getCollection } from 'astro:content';
import { rupeesFromText } from '../../lib/content/content-fields-schema.ts';
import type { PlanningFacts } from '../../lib/content/planning-facts-schema.ts';
import { slugify } from '../../lib/catalogue/product-id.ts';
import type { PlannerFacts } from '../../islands/event-planner/use-event-plan.ts';
import { corporateGiftId } from '../../lib/catalogue/builtin-products.ts';
import type { QuoteGift } from '../../lib/planning/gift-quote.ts';
import { upcomingFestivals, type Festival, type FestivalDeadline, type OrderByFacts } from '../../lib/planning/order-by.ts';

export async function loadPlanningFacts(): Promise<PlanningFacts> {
  const [entry] = await getCollection('planning');
  if (!entry) throw new Error('content/planning/planning.json is missing');
  return entry.data;
}

/** The 19 corporate gifts as the quote builder lists them, by number. */
export async function loadQuoteGifts(): Promise<QuoteGift[]> {
  const entries = (await getCollection('corporate-gifts')).toSorted((a, b) => a.data.id - b.data.id);
  return entries.map(({ data }) => ({ id: corporateGiftId(data.id), name: data.name, mrp: data.mrp, unitPrice: rupeesFromText(data.mrp) }));
}

export async function loadFestivals(): Promise<Festival[]> {
  return (await getCollection('festivals')).map(({ id, data }) => ({ id, ...data }));
}

export function orderByFacts(facts: PlanningFacts): OrderByFacts {
  return { giftingWeeks: facts.gifting.leadTimeWeeks, cateringWeeks: facts.catering.leadTimeWeeks, cateringPeakWeeks: facts.catering.peakLeadTimeWeeks };
}

/** What the event planner proposes from: halls, packages, stays, return gifts and catering lead times. */
export async function loadPlannerFacts(facts: PlanningFacts): Promise<PlannerFacts> {
  const [hospitality] = await getCollection('hospitality');
  if (!hospitality) throw new Error('content/hospitality/hospitality.json is missing');
  const packages = await getCollection('event-packages');
  return {
    halls: hospitality.data.banquetHalls.map((hall) => ({ id: slugify(hall.name), name: hall.name, capacity: hall.capacity })),
    packages: packages.map(({ id, data }) => ({ id, name: data.name, price: data.price, maxGuests: data.maxGuests })),
    stay: facts.stays,
    guestsPerBox: facts.returnGifts.guestsPerBox,
    catering: facts.catering,
  };
}

/** Every dated festival with its order-by days, soonest first (the page hides past ones in the browser). */
export async function loadFestivalDeadlines(facts: PlanningFacts): Promise<FestivalDeadline[]> {
  return upcomingFestivals(await loadFestivals(), '0000-01-01', orderByFacts(facts));
}
