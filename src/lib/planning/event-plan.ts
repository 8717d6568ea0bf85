/**
 * The event planner's proposal (issue #17), from content only: the smallest banquet hall that
 * seats the guests (Noor Hall 150, Darbar Hall 400) or "talk to us" above, the smallest catering
 * package whose guest limit fits (Essential 50, Premium 100, Luxury 200; above 200 the Luxury one, scaled),
 * rooms for a wedding stay of the content's 2-3 days, and return-gift boxes for the guests.
 */
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

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** Every part the planner proposes for an event, in the order the teams meet it. */
export function proposePlan(input: PlanInput, facts: PlanFacts): PlanPart[] {
  if (!Number.isInteger(input.guests) || input.guests < 1) return [];
  const guests = plural(input.guests, 'guest', 'guests');
  const parts: PlanPart[] = [];
  const hall = chooseHall(facts.halls, input.guests);
  const largestHall = Math.max(...facts.halls.map((h) => h.capacity));
  parts.push(
    hall
      ? { id: 'hall', team: 'banquets & hotels', title: hall.name, label: `${hall.name} (up to ${hall.capacity} guests) for ${guests}` }
      : { id: 'hall', team: 'banquets & hotels', title: 'Talk to us about the venue', label: `A venue for ${guests}: more than our largest hall seats (${largestHall}); talk to us` },
  );
  const choice = choosePackage(facts.packages, input.guests);
  if (choice) {
    const { pack, fits } = choice;
    parts.push({
      id: 'catering',
      team: 'restaurants & catering',
      title: `${pack.name} package`,
      label: fits
        ? `${pack.name} package, ${pack.price}, up to ${pack.maxGuests} guests`
        : `${pack.name} package (${pack.price} for up to ${pack.maxGuests} guests), scaled for ${guests}`,
    });
  }
  const rooms = proposeRooms(input.occasion, input.guests, input.days, facts.stay);
  if (rooms) {
    parts.push({ id: 'rooms', team: 'banquets & hotels', title: 'Rooms for the wedding stay', label: `${plural(rooms.rooms, 'room', 'rooms')} for ${plural(rooms.nights, 'day', 'days')} (wedding stay)` });
  }
  const boxes = returnGiftBoxes(input.guests, facts.guestsPerBox);
  parts.push({ id: 'return-gifts', team: 'sweets', title: 'Return-gift sweet boxes', label: `${plural(boxes, 'return-gift sweet box', 'return-gift sweet boxes')}` });
  return parts;
}
