/**
 * The event planner's proposal (issue #17), from content only: the smallest banquet hall that
 * seats the guests (Noor Hall 150, Darbar Hall 400) or "talk to us" above, the smallest catering
 * package whose guest limit fits (Essential 50, Premium 100, Luxury 200; above 200 the Luxury one, scaled),
 * rooms for a wedding stay of the content's 2-3 days, and return-gift boxes for the guests.
 */
import type { Locale } from '../i18n/locales.ts';
import { fill, plural, type PluralForms, type Translation } from '../i18n/ui-strings.ts';
import { formatCount } from '../text/indian-number.ts';

export interface Hall {
  id: string;
  name: string;
  capacity: number;
}

export interface CateringPackage {
  id: string;
  name: string;
  price: string;
  maxGuests: number;
}

export interface StayFacts {
  minDays: number;
  maxDays: number;
  guestsStayingPercent: number;
  guestsPerRoom: number;
}

export const OCCASIONS = ['wedding', 'reception', 'birthday', 'corporate', 'cultural', 'other'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_LABELS: Record<Occasion, string> = {
  wedding: 'Wedding',
  reception: 'Reception',
  birthday: 'Birthday or family celebration',
  corporate: 'Corporate event',
  cultural: 'Cultural event',
  other: 'Something else',
};

export const DIET_STYLES = ['all-vegetarian', 'jain', 'no-onion-garlic', 'vegan-options'] as const;
export type DietStyle = (typeof DIET_STYLES)[number];

export const DIET_STYLE_LABELS: Record<DietStyle, string> = {
  'all-vegetarian': 'Pure vegetarian (our usual menu)',
  jain: 'Jain',
  'no-onion-garlic': 'No onion or garlic',
  'vegan-options': 'With vegan options',
};

/** The smallest hall that seats everyone; undefined means "talk to us". */
export function chooseHall(halls: readonly Hall[], guests: number): Hall | undefined {
  return [...halls].sort((a, b) => a.capacity - b.capacity).find((hall) => hall.capacity >= guests);
}

/**
 * The smallest package whose guest limit fits; above the largest limit, the largest package, marked
 * as not fitting (the team scales it for the guest count in the quote). Undefined only without packages.
 */
export function choosePackage(packages: readonly CateringPackage[], guests: number): { pack: CateringPackage; fits: boolean } | undefined {
  const sorted = [...packages].sort((a, b) => a.maxGuests - b.maxGuests);
  const fitting = sorted.find((pack) => pack.maxGuests >= guests);
  if (fitting) return { pack: fitting, fits: true };
  const largest = sorted[sorted.length - 1];
  return largest ? { pack: largest, fits: false } : undefined;
}

export interface RoomProposal {
  rooms: number;
  nights: number;
}

/** Rooms for a wedding stay: only for weddings of the stay's length in days (2-3). */
export function proposeRooms(occasion: Occasion, guests: number, days: number, stay: StayFacts): RoomProposal | undefined {
  if (occasion !== 'wedding' || days < stay.minDays || days > stay.maxDays) return undefined;
  const staying = Math.ceil((guests * stay.guestsStayingPercent) / 100);
  return { rooms: Math.max(1, Math.ceil(staying / stay.guestsPerRoom)), nights: days };
}

/** One return-gift box for every `guestsPerBox` guests. */
export function returnGiftBoxes(guests: number, guestsPerBox: number): number {
  return Math.ceil(guests / guestsPerBox);
}

export const PLAN_PARTS = ['hall', 'catering', 'rooms', 'return-gifts'] as const;
export type PlanPartId = (typeof PLAN_PARTS)[number];
export type PlanTeam = 'banquets & hotels' | 'restaurants & catering' | 'sweets';

export interface PlanPart {
  id: PlanPartId;
  team: PlanTeam;
  title: string;
  label: string;
}

export interface PlanInput {
  occasion: Occasion;
  guests: number;
  days: number;
}

export interface PlanFacts {
  halls: readonly Hall[];
  packages: readonly CateringPackage[];
  stay: StayFacts;
  guestsPerBox: number;
}

/**
 * The proposal's words in English: what the enquiry records for the teams. The events area of the
 * UI strings (issue #44) holds them in Telugu and Hindi for what the planner shows.
 */
export const PLAN_WORDS = {
  guests: { one: '{count} guest', other: '{count} guests' },
  rooms: { one: '{count} room', other: '{count} rooms' },
  days: { one: '{count} day', other: '{count} days' },
  boxes: { one: '{count} return-gift sweet box', other: '{count} return-gift sweet boxes' },
  hall: '{hall} (up to {capacity} guests) for {guests}',
  noHallTitle: 'Talk to us about the venue',
  noHall: 'A venue for {guests}: more than our largest hall seats ({largest}); talk to us',
  packageTitle: '{name} package',
  packageFits: '{name} package, {price}, up to {max} guests',
  packageScaled: '{name} package ({price} for up to {max} guests), scaled for {guests}',
  roomsTitle: 'Rooms for the wedding stay',
  roomsLabel: '{rooms} for {days} (wedding stay)',
  giftsTitle: 'Return-gift sweet boxes',
} as const;

export type PlanWords = Translation<typeof PLAN_WORDS>;

/** Every part the planner proposes for an event, in the order the teams meet it, in `words` (English by default). */
export function proposePlan(input: PlanInput, facts: PlanFacts, words: PlanWords = PLAN_WORDS, locale: Locale = 'en'): PlanPart[] {
  if (!Number.isInteger(input.guests) || input.guests < 1) return [];
  const count = (forms: PluralForms, n: number) => plural(locale, forms, n, { count: formatCount(n) });
  const guests = count(words.guests, input.guests);
  const parts: PlanPart[] = [];
  const hall = chooseHall(facts.halls, input.guests);
  const largestHall = Math.max(...facts.halls.map((h) => h.capacity));
  parts.push(
    hall
      ? { id: 'hall', team: 'banquets & hotels', title: hall.name, label: fill(words.hall, { hall: hall.name, capacity: hall.capacity, guests }) }
      : { id: 'hall', team: 'banquets & hotels', title: words.noHallTitle, label: fill(words.noHall, { guests, largest: largestHall }) },
  );
  const choice = choosePackage(facts.packages, input.guests);
  if (choice) {
    const { pack, fits } = choice;
    const values = { name: pack.name, price: pack.price, max: pack.maxGuests, guests };
    parts.push({
      id: 'catering',
      team: 'restaurants & catering',
      title: fill(words.packageTitle, values),
      label: fill(fits ? words.packageFits : words.packageScaled, values),
    });
  }
  const rooms = proposeRooms(input.occasion, input.guests, input.days, facts.stay);
  if (rooms) {
    parts.push({ id: 'rooms', team: 'banquets & hotels', title: words.roomsTitle, label: fill(words.roomsLabel, { rooms: count(words.rooms, rooms.rooms), days: count(words.days, rooms.nights) }) });
  }
  const boxes = returnGiftBoxes(input.guests, facts.guestsPerBox);
  parts.push({ id: 'return-gifts', team: 'sweets', title: words.giftsTitle, label: count(words.boxes, boxes) });
  return parts;
}
