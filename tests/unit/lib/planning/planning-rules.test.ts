/** The planners' pure rules (issue #17): hall, package, rooms, lead time, MOQ, order-by date, travel label, CSV. */
import { describe, expect, test } from 'vitest';
import { addDays, daysBetween, formatDay, isIsoDate } from '../../../../src/lib/planning/calendar-days.ts';
import { chooseHall, choosePackage, proposePlan, proposeRooms, returnGiftBoxes } from '../../../../src/lib/planning/event-plan.ts';
import { checkMinimumOrder, indicativeQuoteTotal, messageCharactersLeft, pricedLines } from '../../../../src/lib/planning/gift-quote.ts';
import { cateringLeadWeeks, checkLeadTime, leadTimeMessage } from '../../../../src/lib/planning/lead-time.ts';
import { deadlinesFor, festivalToAnnounce, sweetsLeadDays, upcomingFestivals, type Festival } from '../../../../src/lib/planning/order-by.ts';
import { reachesBand, travelBand } from '../../../../src/lib/planning/travel-label.ts';
import { festivalBanner } from '../../../../src/lib/planning/festival-view.ts';
import { ui } from '../../../../src/lib/i18n/strings/index.ts';
import { queryFromParams, queryString } from '../../../../src/lib/catalogue/catalogue-url.ts';

const halls = [
  { id: 'darbar-hall', name: 'Darbar Hall', capacity: 400 },
  { id: 'noor-hall', name: 'Noor Hall', capacity: 150 },
];
const packages = [
  { id: 'luxury', name: 'Luxury', price: '₹1,00,000', maxGuests: 200 },
  { id: 'essential', name: 'Essential', price: '₹25,000', maxGuests: 50 },
  { id: 'premium', name: 'Premium', price: '₹50,000', maxGuests: 100 },
];
const stay = { minDays: 2, maxDays: 3, guestsStayingPercent: 20, guestsPerRoom: 2 };
const bands = [
  { id: 'same-day', label: 'Same day', minDays: 0, text: 't' },
  { id: 'hyderabad', label: 'In Hyderabad', minDays: 3, text: 't' },
  { id: 'india', label: 'Other Indian cities', minDays: 10, text: 't' },
  { id: 'abroad', label: 'Abroad', minDays: 45, text: 't' },
] as const;

describe('calendar days', () => {
  test('counts and adds whole days across months and years', () => {
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7);
    expect(addDays('2027-01-14', -21)).toBe('2026-12-24');
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('chooseHall (PLAN-01)', () => {
  test.each([
    [1, 'Noor Hall'],
    [150, 'Noor Hall'],
    [151, 'Darbar Hall'],
    [300, 'Darbar Hall'],
    [400, 'Darbar Hall'],
  ])('%i guests -> %s', (guests, hall) => {
    expect(chooseHall(halls, guests)?.name).toBe(hall);
  });
  test('above the largest hall there is no hall ("talk to us")', () => {
    expect(chooseHall(halls, 401)).toBeUndefined();
  });
});

describe('choosePackage (PLAN-02)', () => {
  test.each([
    [50, 'Essential'],
    [51, 'Premium'],
    [100, 'Premium'],
    [101, 'Luxury'],
    [200, 'Luxury'],
  ])('%i guests -> %s', (guests, name) => {
    expect(choosePackage(packages, guests)).toEqual({ pack: expect.objectContaining({ name }), fits: true });
  });
  test('above the largest limit the largest package is proposed, marked as scaled', () => {
    expect(choosePackage(packages, 300)).toEqual({ pack: expect.objectContaining({ name: 'Luxury' }), fits: false });
    expect(choosePackage([], 30)).toBeUndefined();
  });
});

describe('proposeRooms and returnGiftBoxes (PLAN-03)', () => {
  test('a 300-guest wedding over 2 days gets rooms for a fifth of the guests, two to a room', () => {
    expect(proposeRooms('wedding', 300, 2, stay)).toEqual({ rooms: 30, nights: 2 });
  });
  test('no rooms outside the 2-3 day wedding stay or for other occasions', () => {
    expect(proposeRooms('wedding', 300, 1, stay)).toBeUndefined();
    expect(proposeRooms('wedding', 300, 4, stay)).toBeUndefined();
    expect(proposeRooms('corporate', 300, 2, stay)).toBeUndefined();
  });
  test('one box per guest, rounded up per box size', () => {
    expect(returnGiftBoxes(300, 1)).toBe(300);
    expect(returnGiftBoxes(301, 4)).toBe(76);
  });
});

describe('proposePlan (PLAN-15)', () => {
  const facts = { halls, packages, stay, guestsPerBox: 1 };
  test('a 300-guest wedding over 2 days: Darbar Hall, the Luxury package scaled, rooms and 300 boxes', () => {
    expect(proposePlan({ occasion: 'wedding', guests: 300, days: 2 }, facts)).toEqual([
      { id: 'hall', team: 'banquets & hotels', title: 'Darbar Hall', label: 'Darbar Hall (up to 400 guests) for 300 guests' },
      { id: 'catering', team: 'restaurants & catering', title: 'Luxury package', label: 'Luxury package (₹1,00,000 for up to 200 guests), scaled for 300 guests' },
      { id: 'rooms', team: 'banquets & hotels', title: 'Rooms for the wedding stay', label: '30 rooms for 2 days (wedding stay)' },
      { id: 'return-gifts', team: 'sweets', title: 'Return-gift sweet boxes', label: '300 return-gift sweet boxes' },
    ]);
  });
  test('a 500-guest corporate day: talk to us about the venue, no rooms', () => {
    const parts = proposePlan({ occasion: 'corporate', guests: 500, days: 1 }, facts);
    expect(parts.map((part) => part.title)).toEqual(['Talk to us about the venue', 'Luxury package', 'Return-gift sweet boxes']);
    expect(parts[0]?.label).toBe('A venue for 500 guests: more than our largest hall seats (400); talk to us');
  });
  test('no guests, no plan', () => {
    expect(proposePlan({ occasion: 'wedding', guests: 0, days: 2 }, facts)).toEqual([]);
  });
});

describe('checkLeadTime (PLAN-04)', () => {
  const weeks = { min: 2, max: 3 };
  test('a past date is refused', () => {
    expect(checkLeadTime('2026-11-22', '2026-11-23', weeks)).toEqual({ status: 'past' });
  });
  test('inside the longer end of the lead time is a warning; from it on all is well', () => {
    expect(checkLeadTime('2026-12-13', '2026-11-23', weeks)).toMatchObject({ status: 'short', daysAhead: 20 });
    expect(checkLeadTime('2026-12-14', '2026-11-23', weeks)).toMatchObject({ status: 'ok', daysAhead: 21 });
  });
  test('the warning quotes the recommendation', () => {
    expect(leadTimeMessage(checkLeadTime('2026-11-30', '2026-11-23', weeks), 'bulk')).toBe(
      'That is 7 days away. We recommend placing bulk orders 2-3 weeks ahead; we will tell you what we can still do.',
    );
  });
  test('catering uses the peak lead time in peak months or for large events', () => {
    const facts = { leadTimeWeeks: { min: 2, max: 4 }, peakLeadTimeWeeks: { min: 6, max: 8 }, peakMonths: [11, 12, 1, 2], largeEventGuests: 200 };
    expect(cateringLeadWeeks('2027-05-10', 100, facts)).toEqual({ min: 2, max: 4 });
    expect(cateringLeadWeeks('2027-05-10', 300, facts)).toEqual({ min: 6, max: 8 });
    expect(cateringLeadWeeks('2027-12-10', 100, facts)).toEqual({ min: 6, max: 8 });
  });
});

describe('gift quote (PLAN-05)', () => {
  const gifts = [
    { id: 'gift-1', name: 'Classic Kaju Katli Box', mrp: '₹900', unitPrice: 900 },
    { id: 'gift-2', name: 'Executive Dry Fruit Box', mrp: '₹1,250', unitPrice: 1250 },
  ];
  test('the minimum order counts the units of every gift together', () => {
    expect(checkMinimumOrder([{ quantity: 10 }, { quantity: 14 }], 25)).toEqual({ met: false, missing: 1, minimum: 25 });
    expect(checkMinimumOrder([{ quantity: 10 }, { quantity: 15 }], 25)).toEqual({ met: true });
  });
  test('the indicative total is the sum of MRP times quantity; unknown gifts and bad quantities drop out', () => {
    const lines = pricedLines([{ id: 'gift-1', quantity: 70 }, { id: 'gift-2', quantity: 50 }, { id: 'gift-9', quantity: 5 }, { id: 'gift-1', quantity: 0 }], gifts);
    expect(lines.map((line) => line.lineTotal)).toEqual([63_000, 62_500]);
    expect(indicativeQuoteTotal(lines)).toBe(125_500);
  });
  test('the printed message counts characters, not bytes', () => {
    expect(messageCharactersLeft('శుభ దీపావళి', 120)).toBe(109);
  });
});

describe('order-by dates (PLAN-06)', () => {
  const facts = { giftingWeeks: { min: 2, max: 3 }, cateringWeeks: { min: 2, max: 4 }, cateringPeakWeeks: { min: 6, max: 8 } };
  const diwali: Festival = { id: 'diwali', name: 'Diwali', description: 'd', peak: true, dates: { '2026': '2026-11-08', '2027': '2027-10-29' } };
  const ugadi = { id: 'ugadi', name: 'Ugadi', description: 'u', peak: false, dates: { '2027': '2027-04-07' } };
  test('sweets 3 weeks before; catering 8 weeks before a peak festival, 4 before others', () => {
    expect(deadlinesFor(diwali, '2027-10-29', facts)).toMatchObject({ sweetsBy: '2027-10-08', cateringBy: '2027-09-03' });
    expect(deadlinesFor(ugadi, '2027-04-07', facts)).toMatchObject({ sweetsBy: '2027-03-17', cateringBy: '2027-03-10' });
  });
  test('lists only dates from today, soonest first', () => {
    expect(upcomingFestivals([diwali, ugadi], '2026-11-23', facts).map((d) => d.date)).toEqual(['2027-04-07', '2027-10-29']);
  });
  test('#41 a festival with its own orderLeadDays counts back by that many days; catering keeps its lead time', () => {
    expect(sweetsLeadDays(diwali, facts)).toBe(21);
    expect(sweetsLeadDays({ orderLeadDays: 30 }, facts)).toBe(30);
    expect(deadlinesFor({ ...diwali, orderLeadDays: 30 }, '2027-10-29', facts)).toMatchObject({ sweetsBy: '2027-09-29', cateringBy: '2027-09-03' });
    expect(deadlinesFor({ ...ugadi, orderLeadDays: 1 }, '2027-04-07', facts)).toMatchObject({ sweetsBy: '2027-04-06' });
    const banner = festivalToAnnounce(upcomingFestivals([{ ...ugadi, orderLeadDays: 40 }], '2027-02-01', facts), '2027-02-01', 30);
    expect(banner).toMatchObject({ name: 'Ugadi', sweetsBy: '2027-02-26' });
  });
  test('announces a festival only when its sweets order-by day is within the window and not past', () => {
    const upcoming = upcomingFestivals([diwali, ugadi], '2027-03-01', facts);
    expect(festivalToAnnounce(upcoming, '2027-03-01', 30)?.name).toBe('Ugadi');
    expect(festivalToAnnounce(upcoming, '2027-02-01', 30)).toBeUndefined();
    expect(festivalToAnnounce(upcomingFestivals([ugadi], '2027-03-18', facts), '2027-03-18', 30)).toBeUndefined();
  });
});

describe('travelBand (PLAN-07)', () => {
  test.each([
    ['1 Day', 'Same day'],
    ['3 Days', 'In Hyderabad'],
    ['7 Days', 'In Hyderabad'],
    ['15 Days', 'Other Indian cities'],
    ['30 Days (sealed tin)', 'Other Indian cities'],
    ['45 Days', 'Abroad'],
    ['60 Days', 'Abroad'],
  ])('%s -> %s', (shelfLife, label) => {
    expect(travelBand(bands, shelfLife)?.label).toBe(label);
  });
  test('a refrigerated sweet stays in the city, whatever its days', () => {
    expect(travelBand(bands, '5 Days (refrigerated)')?.label).toBe('In Hyderabad');
    expect(travelBand(bands, '15 Days', 'Keep refrigerated')?.label).toBe('In Hyderabad');
  });
  test('no label without a stated shelf life', () => {
    expect(travelBand(bands, undefined)).toBeUndefined();
  });
});

describe('festivalBanner (PLAN-17)', () => {
  const deadlines = [
    { id: 'dussehra', name: 'Dussehra', description: 'd', date: '2027-10-09', sweetsBy: '2027-09-18', cateringBy: '2027-08-14' },
    { id: 'diwali', name: 'Diwali', description: 'd', date: '2027-10-29', sweetsBy: '2027-10-08', cateringBy: '2027-09-03' },
  ];
  test('names the festival whose sweets order-by day is next, with its catering day while still ahead', () => {
    expect(festivalBanner(deadlines, '2027-09-01', 30)).toBe('Dussehra is on Sat, 9 Oct, 2027. Order bulk sweets by Sat, 18 Sept, 2027.');
    expect(festivalBanner(deadlines, '2027-09-19', 30)).toBe('Diwali is on Fri, 29 Oct, 2027. Order bulk sweets by Fri, 8 Oct, 2027.');
    expect(festivalBanner(deadlines, '2027-09-02', 30)).toBe('Dussehra is on Sat, 9 Oct, 2027. Order bulk sweets by Sat, 18 Sept, 2027.');
  });
  test('adds the catering day while it is still ahead', () => {
    expect(festivalBanner(deadlines.slice(1), '2027-09-01', 40)).toBe('Diwali is on Fri, 29 Oct, 2027. Order bulk sweets by Fri, 8 Oct, 2027 and book catering by Fri, 3 Sept, 2027.');
  });
  test('shows nothing when no order-by day is within the window', () => {
    expect(festivalBanner(deadlines, '2027-06-01', 30)).toBeUndefined();
  });
});

describe('reachesBand and the travel parameter (PLAN-18)', () => {
  test('a sweet reaches its own band and every nearer one, never a farther one', () => {
    expect(reachesBand(bands, 'abroad', '60 Days')).toBe(true);
    expect(reachesBand(bands, 'india', '60 Days')).toBe(true);
    expect(reachesBand(bands, 'abroad', '30 Days')).toBe(false);
    expect(reachesBand(bands, 'india', '5 Days (refrigerated)')).toBe(false);
    expect(reachesBand(bands, 'same-day', undefined)).toBe(false);
  });
  test('the shop address keeps a known band and drops an unknown one', () => {
    expect(queryFromParams(new URLSearchParams('travel=abroad')).travel).toBe('abroad');
    expect(queryFromParams(new URLSearchParams('travel=mars')).travel).toBeUndefined();
    expect(queryString({ ...queryFromParams(new URLSearchParams()), travel: 'india' })).toBe('?travel=india');
  });
});

describe('formatDay (issue #14: no Intl on the festival banner\'s page)', () => {
  test('a short day as India writes it, every month', () => {
    const days = ['2026-01-01', '2026-02-02', '2026-03-03', '2026-04-04', '2026-05-05', '2026-06-06', '2026-07-07', '2026-08-08', '2026-09-09', '2026-10-10', '2026-11-11', '2026-12-12'];
    expect(days.map(formatDay)).toEqual([
      'Thu, 1 Jan, 2026',
      'Mon, 2 Feb, 2026',
      'Tue, 3 Mar, 2026',
      'Sat, 4 Apr, 2026',
      'Tue, 5 May, 2026',
      'Sat, 6 Jun, 2026',
      'Tue, 7 Jul, 2026',
      'Sat, 8 Aug, 2026',
      'Wed, 9 Sept, 2026',
      'Sat, 10 Oct, 2026',
      'Wed, 11 Nov, 2026',
      'Sat, 12 Dec, 2026',
    ]);
  });

  test('the same text as Intl.DateTimeFormat("en-IN") for every day of 2026 to 2028', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const differences: string[] = [];
    for (let day = '2026-01-01'; day <= '2028-12-31'; day = addDays(day, 1)) {
      if (formatDay(day) !== intl.format(new Date(`${day}T00:00:00Z`))) differences.push(day);
    }
    expect(differences).toEqual([]);
  });
});

describe('festivalBanner in Telugu and Hindi (issue #44)', () => {
  const deadline = { id: 'diwali', name: 'దీపావళి', description: 'd', date: '2027-10-29', sweetsBy: '2027-10-08', cateringBy: '2027-09-03' };
  const shown = { date: '29 అక్టో, 2027, శుక్ర', sweetsBy: '8 అక్టో, 2027, శుక్ర', cateringBy: '3 సెప్టెం, 2027, శుక్ర' };

  test('#44 the sentence is the language\'s, with the days the build wrote in it', () => {
    const { banner } = ui('te').pages.festivalCalendar;
    expect(festivalBanner([{ ...deadline, shown }], '2027-09-01', 40, banner)).toBe(
      'దీపావళి: 29 అక్టో, 2027, శుక్ర. ఎక్కువ మొత్తంలో మిఠాయిల ఆర్డర్‌కు చివరి తేదీ 8 అక్టో, 2027, శుక్ర; క్యాటరింగ్ బుకింగ్‌కు చివరి తేదీ 3 సెప్టెం, 2027, శుక్ర.',
    );
    const hindi = { ...deadline, name: 'दिवाली', shown: { date: 'शुक्र, 29 अक्टू॰ 2027', sweetsBy: 'शुक्र, 8 अक्टू॰ 2027', cateringBy: 'शुक्र, 3 सित॰ 2027' } };
    // Past catering's day, only the sweets' order-by day.
    expect(festivalBanner([hindi], '2027-09-19', 40, ui('hi').pages.festivalCalendar.banner)).toBe(
      'दिवाली शुक्र, 29 अक्टू॰ 2027 को है। थोक मिठाइयाँ शुक्र, 8 अक्टू॰ 2027 तक ऑर्डर करें।',
    );
  });

  test('#44 English\'s words are the default and the page\'s English strings', () => {
    const { text, catering } = ui('en').pages.festivalCalendar.banner;
    expect(festivalBanner([deadline], '2027-09-01', 40, { text, catering })).toBe(festivalBanner([deadline], '2027-09-01', 40));
  });
});
