/**
 * Build-time loader of the planners' content (issue #17): the planning facts, the festival dates
 * and what the planners need from other collections (gifts, halls, packages).
 */
import { getCollection } from 'astro:content';
import { corporateGiftId } from '../lib/catalogue/builtin-products.ts';
import { rupeesFromText } from '../lib/content/content-fields-schema.ts';
import type { PlanningFacts } from '../lib/content/planning-facts-schema.ts';
import { localise } from '../lib/i18n/localise.ts';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales.ts';
import type { QuoteGift } from '../lib/planning/gift-quote.ts';
import type { PeakFestivalDay } from '../lib/overview/festival-season.ts';
import { orderByFacts, upcomingFestivals, type Festival, type FestivalDeadline } from '../lib/planning/order-by.ts';
import { loadCorporateGifts } from './corporate-gifts.ts';
import { banquetHalls, loadHospitality } from './hospitality.ts';
import { inLanguage } from './in-language.ts';

/** The planning facts; in a language (issue #44), the shipping guide's words and the travel bands' labels are its own. */
export async function loadPlanningFacts(locale: Locale = DEFAULT_LOCALE): Promise<PlanningFacts> {
  const [entry] = await getCollection('planning');
  if (!entry) throw new Error('content/planning/planning.json is missing');
  return localise(entry.data, locale);
}

/** The 19 corporate gifts as the quote builder lists them, by number, with the English names the enquiry records. */
export async function loadQuoteGifts(): Promise<QuoteGift[]> {
  return (await loadCorporateGifts()).map((gift) => ({ id: corporateGiftId(gift.id), name: gift.name, mrp: gift.mrp, unitPrice: rupeesFromText(gift.mrp) }));
}

/** Each quote gift's name in `locale` by its id, for the builder to show (issue #44); undefined in English. */
export async function loadQuoteGiftNames(locale: Locale): Promise<Record<string, string> | undefined> {
  if (locale === 'en') return undefined;
  return Object.fromEntries((await loadCorporateGifts()).map((gift) => [corporateGiftId(gift.id), inLanguage(gift, locale).name]));
}

/** The festivals, their names and lines in a language (issue #44; English's where not translated). */
async function loadFestivals(locale: Locale = DEFAULT_LOCALE): Promise<Festival[]> {
  return (await getCollection('festivals')).map(({ id, data }) => ({ id, ...localise(data, locale) }));
}

/**
 * What the event planner proposes from: halls, packages, stays, return gifts and catering lead times;
 * the halls' and packages' names in `locale` (issue #44; the enquiry keeps English's).
 */
export async function loadPlannerFacts(facts: PlanningFacts, locale: Locale = 'en') {
  const [hospitality, packages] = await Promise.all([loadHospitality(), getCollection('event-packages')]);
  return {
    halls: banquetHalls(hospitality, locale),
    packages: packages.map(({ id, data }) => ({ id, name: inLanguage(data, locale).name, price: data.price, maxGuests: data.maxGuests })),
    stay: facts.stays,
    guestsPerBox: facts.returnGifts.guestsPerBox,
    catering: facts.catering,
  };
}

/** Every dated festival with its order-by days, soonest first (the page hides past ones in the browser). */
export async function loadFestivalDeadlines(facts: PlanningFacts, locale: Locale = DEFAULT_LOCALE): Promise<FestivalDeadline[]> {
  return upcomingFestivals(await loadFestivals(locale), '0000-01-01', orderByFacts(facts));
}

/** Every dated day of a peak festival (`"peak": true`), for the staff Overview's festival season (issue #43). */
export async function loadPeakFestivalDays(): Promise<PeakFestivalDay[]> {
  return (await loadFestivals()).filter((festival) => festival.peak).flatMap((festival) => Object.values(festival.dates).map((date) => ({ name: festival.name, date })));
}
