/**
 * The event planner's proposal (issue #17), from content only: the smallest banquet hall that
 * seats the guests (Noor Hall 150, Darbar Hall 400) or "talk to us" above, the smallest catering
 * package whose guest limit fits (Essential 50, Premium 100, Luxury 200) or a custom quote above,
 * rooms for a wedding stay of the content's 2-3 days, and return-gift boxes for the guests.
 */

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

/** The smallest package whose guest limit fits; undefined means a custom quote. */
export function choosePackage(packages: readonly CateringPackage[], guests: number): CateringPackage | undefined {
  return [...packages].sort((a, b) => a.maxGuests - b.maxGuests).find((pack) => pack.maxGuests >= guests);
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
