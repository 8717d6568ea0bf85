/**
 * A store's opening hours by weekday (content/stores `hours`, issue #41): each day opens and
 * closes at 24-hour times, or is closed. Shown grouped the way the spec writes them ("Weekdays
 * 8:00 AM-11:00 PM", "Weekends 8:00 AM-12:00 AM"), and as the one line of the footer ("Open all
 * days 8:00 AM-11:00 PM": the hours the main store keeps on every day it opens).
 */
import { EN_HOURS } from '../i18n/strings/shell.ts';
import { fill, type Translation } from '../i18n/ui-strings.ts';
import { formatTimeRange, type TimeRange } from './opening-hours.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "Monday", as schema.org and the English pages name the day. */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = EN_HOURS.days;

/**
 * The words that name a week's days in a language (issue #44, `ui(locale).shell.hours`): English by
 * default; `range` fills {first} and {last}, `list` {days} and {last}.
 */
export type HoursWords = Translation<typeof EN_HOURS>;

/** One day: `closed`, or open from `opens` to `closes` (the schema guarantees both times when open). */
export interface DayHours {
  closed: boolean;
  opens?: string | undefined;
  closes?: string | undefined;
}

export type WeeklyHours = Readonly<Record<Weekday, DayHours>>;

/** A day's hours, or null when it is closed. */
export function openRange(day: DayHours): TimeRange | null {
  return day.closed || day.opens === undefined || day.closes === undefined ? null : { opens: day.opens, closes: day.closes };
}

function sameHours(a: DayHours, b: DayHours): boolean {
  const [first, second] = [openRange(a), openRange(b)];
  return first === null || second === null ? first === second : first.opens === second.opens && first.closes === second.closes;
}

/** "Weekdays" (Monday to Friday), "Weekends", "All days", "Monday to Thursday", "Friday". */
function runLabel(days: readonly Weekday[], words: HoursWords): string {
  const key = days.join(',');
  if (key === WEEKDAYS.join(',')) return words.allDays;
  if (key === WEEKDAYS.slice(0, 5).join(',')) return words.weekdays;
  if (key === 'saturday,sunday') return words.weekends;
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? words.days[first] : fill(words.range, { first: words.days[first], last: words.days[last] });
}

export interface HoursRow {
  /** "Weekdays", "Weekends", "Monday to Thursday", "Tuesday". */
  label: string;
  /** "8:00 AM-11:00 PM", or "Closed". */
  hours: string;
  days: Weekday[];
  range: TimeRange | null;
}

/** The week as rows of consecutive days (Monday first) that keep the same hours, named in `words`' language. */
export function hoursRows(week: WeeklyHours, words: HoursWords = EN_HOURS): HoursRow[] {
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && sameHours(week[previous], week[day])) run.push(day);
    else runs.push([day]);
  }
  return runs.map((days) => {
    const range = openRange(week[days[0] ?? 'monday']);
    return { label: runLabel(days, words), hours: range ? formatTimeRange(range) : words.closed, days, range };
  });
}

/** Days that keep the same hours, in week order, whether or not they are consecutive (structured data). */
export function daysByHours(week: WeeklyHours): { days: Weekday[]; range: TimeRange }[] {
  const groups: { days: Weekday[]; range: TimeRange }[] = [];
  for (const day of WEEKDAYS) {
    const range = openRange(week[day]);
    if (!range) continue;
    const group = groups.find((one) => one.range.opens === range.opens && one.range.closes === range.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], range });
  }
  return groups;
}

function daysText(days: readonly Weekday[], words: HoursWords): string {
  if (days.length === WEEKDAYS.length) return words.everyDay;
  const consecutive = days.every((day, i) => i === 0 || WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(days[i - 1] ?? day) + 1);
  const names = days.map((day) => words.days[day]);
  if (consecutive && names.length > 2) return fill(words.range, { first: names[0] ?? '', last: names.at(-1) ?? '' });
  return names.length === 1 ? (names[0] ?? '') : fill(words.list, { days: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
}

/**
 * The hours a store keeps on every day it opens, with those days: `{ days: 'all days', hours:
 * '8:00 AM-11:00 PM' }` (the latest opening and the earliest closing). Undefined when it never opens,
 * or when its days share no hours.
 */
export function everyOpenDayHours(week: WeeklyHours, words: HoursWords = EN_HOURS): { days: string; hours: string } | undefined {
  const open = WEEKDAYS.flatMap((day) => {
    const range = openRange(week[day]);
    return range ? [{ day, range }] : [];
  });
  if (open.length === 0) return undefined;
  const opens = open.map(({ range }) => range.opens).reduce((a, b) => (b > a ? b : a));
  const closes = open.map(({ range }) => range.closes).reduce((a, b) => (b < a ? b : a));
  if (opens >= closes) return undefined;
  return { days: daysText(open.map(({ day }) => day), words), hours: formatTimeRange({ opens, closes }) };
}
