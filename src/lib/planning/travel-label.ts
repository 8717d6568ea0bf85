/**
 * "Travels well" (issue #17): how far a sweet can go, from its shelf life and storage: same day,
 * in Hyderabad, other Indian cities or abroad. The bands and their day thresholds come from
 * content/planning; a sweet that must be refrigerated never leaves the city, whatever its days.
 */
import { shelfLifeDays } from '../catalogue/dietary.ts';

export const TRAVEL_BAND_IDS = ['same-day', 'hyderabad', 'india', 'abroad'] as const;
export type TravelBandId = (typeof TRAVEL_BAND_IDS)[number];

export function isTravelBandId(value: string): value is TravelBandId {
  return (TRAVEL_BAND_IDS as readonly string[]).includes(value);
}

export interface TravelBandFacts {
  id: TravelBandId;
  label: string;
  minDays: number;
  text: string;
}

/** True when the shelf life or storage text asks for a fridge. */
export function needsRefrigeration(shelfLife: string | undefined, storage?: string): boolean {
  return /refrigerat|fridge|chilled/i.test(`${shelfLife ?? ''} ${storage ?? ''}`);
}

/** The band a product falls in; undefined when its shelf life is not stated. */
export function travelBand(
  bands: readonly TravelBandFacts[],
  shelfLife: string | undefined,
  storage?: string,
): TravelBandFacts | undefined {
  const days = shelfLifeDays(shelfLife);
  if (days === undefined) return undefined;
  const reachable = bands.filter((band) => days >= band.minDays);
  const limited = needsRefrigeration(shelfLife, storage) ? reachable.filter((band) => band.id === 'same-day' || band.id === 'hyderabad') : reachable;
  return limited[limited.length - 1];
}

/** The "Travels well" line of a product page: "Abroad. Keeps long enough to travel abroad…"; undefined without a shelf life. */
export function travelFact(bands: readonly TravelBandFacts[], shelfLife: string | undefined, storage?: string): string | undefined {
  const band = travelBand(bands, shelfLife, storage);
  return band ? `${band.label}. ${band.text}` : undefined;
}

export interface TravelGroup<T> {
  band: TravelBandFacts;
  items: T[];
}

/** Items grouped by the band they reach, in the bands' order (items without a shelf life left out). */
export function groupByTravel<T extends { shelfLife?: string | undefined; storageInstructions?: string | undefined }>(
  bands: readonly TravelBandFacts[],
  items: readonly T[],
): TravelGroup<T>[] {
  return bands.map((band) => ({ band, items: items.filter((item) => travelBand(bands, item.shelfLife, item.storageInstructions)?.id === band.id) }));
}

/** True when a product travels at least as far as the band `wanted` (the catalogue's "Travels to" filter). */
export function reachesBand(bands: readonly TravelBandFacts[], wanted: TravelBandId, shelfLife: string | undefined, storage?: string): boolean {
  const band = travelBand(bands, shelfLife, storage);
  if (!band) return false;
  return TRAVEL_BAND_IDS.indexOf(band.id) >= TRAVEL_BAND_IDS.indexOf(wanted);
}
