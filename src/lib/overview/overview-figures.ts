/**
 * Every figure of the staff Overview (issue #43), from the desk index's rows alone (their facts:
 * enquiry-facts.ts), for one period and the one before it (overview-period.ts). Each counts the
 * enquiries *received* in its period that the reader may see (the rows given are already scoped; rows
 * of a category outside `categories` are left out all the same):
 *   - volume: enquiries per India day (per Monday-to-Sunday week above 31 days) and category;
 *   - funnel: enquiries per current status; win rate = won / (won + lost), per category and overall,
 *     null when none is won or lost;
 *   - response: time to first response = from received to the first status change or note, in whole
 *     minutes (rounded); median and 90th percentile by nearest rank (the ⌈p·n⌉-th smallest) over the
 *     enquiries answered so far; `waiting` = enquiries still `new` with no change or note, received
 *     longer ago than their category's promised reply (reply-promise.ts), at `now`;
 *   - subjects: the ten things asked about by the most enquiries (ties: more quantity, more value, then
 *     by key), with the quantity and indicative value (rupees) they asked for;
 *   - origins: enquiries per origin (enquiry-origin.ts);
 *   - alerts: alerts sent and failed for those enquiries.
 * Pure.
 */
import type { OverviewAnswer } from '../api/overview.ts';
import type { EnquiryIndexRow } from '../enquiry/enquiry-index-row.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES, type EnquiryCategory, type EnquiryStatus } from '../enquiry/enquiry-schema.ts';
import { isSubjectKind, type SubjectKind } from '../enquiry/enquiry-subject.ts';
import { splitSubjectKey } from './enquiry-facts.ts';
import { ENQUIRY_ORIGINS } from './enquiry-origin.ts';
import { bucketOf, bucketStartOf, bucketStarts, indianDayOf, periodOf, periodRange, previousPeriod, type Period } from './overview-period.ts';

/** How many subjects the Overview lists. */
export const TOP_SUBJECTS = 10;

export interface OverviewInput {
  /** India days, both included (already checked: overviewQuerySchema). */
  from: string;
  to: string;
  /** The categories the reader may see, in the order to show them. */
  categories: readonly EnquiryCategory[];
  /** The promised reply per category, in hours (reply-promise.ts). */
  promiseHours: Readonly<Record<EnquiryCategory, number>>;
  now: Date;
  /** The name of each subject by key, as stored with an enquiry about it; the id stands in for one not given. */
  subjectNames: ReadonlyMap<string, string>;
}

/** One subject's totals over a set of rows, with the newest enquiry about it (to read its name from). */
export interface SubjectTotal {
  key: string;
  kind: SubjectKind;
  id: string;
  enquiries: number;
  quantity: number;
  indicativeValue: number;
  latestId: string;
}

/** The ⌈percent/100 · n⌉-th smallest value (nearest rank), or null for none. */
export function nearestRank(ascending: readonly number[], percent: number): number | null {
  if (ascending.length === 0) return null;
  const rank = Math.max(1, Math.ceil((percent / 100) * ascending.length));
  return ascending[rank - 1] ?? null;
}

/** Whole minutes from received to the first response (rounded), or undefined when not answered yet. */
export function responseMinutes(row: Pick<EnquiryIndexRow, 'createdAt' | 'firstResponseAt'>): number | undefined {
  if (row.firstResponseAt === undefined) return undefined;
  return Math.max(0, Math.round((Date.parse(row.firstResponseAt) - Date.parse(row.createdAt)) / 60_000));
}

/** True for an enquiry nobody has answered: still `new`, no status change and no note. */
export function isUnanswered(row: Pick<EnquiryIndexRow, 'status' | 'firstResponseAt'>): boolean {
  return row.status === 'new' && row.firstResponseAt === undefined;
}

/** True when an unanswered enquiry was received more than `promiseHours` before `now`. */
export function isWaitingTooLong(row: Pick<EnquiryIndexRow, 'status' | 'firstResponseAt' | 'createdAt'>, promiseHours: number, now: Date): boolean {
  return isUnanswered(row) && now.getTime() - Date.parse(row.createdAt) > promiseHours * 3_600_000;
}

function responseTimes(rows: readonly EnquiryIndexRow[]) {
  const minutes = rows.map(responseMinutes).filter((value) => value !== undefined).toSorted((a, b) => a - b);
  return { answered: minutes.length, medianMinutes: nearestRank(minutes, 50), p90Minutes: nearestRank(minutes, 90) };
}

function statusCounts(rows: readonly EnquiryIndexRow[]): Record<EnquiryStatus, number> {
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

function categoryCounts(): Record<EnquiryCategory, number> {
  return Object.fromEntries(ENQUIRY_CATEGORIES.map((category) => [category, 0])) as Record<EnquiryCategory, number>;
}

/** Won / (won + lost), null when neither. */
export function winRateOf(counts: Pick<Record<EnquiryStatus, number>, 'won' | 'lost'>) {
  const decided = counts.won + counts.lost;
  return { won: counts.won, lost: counts.lost, rate: decided === 0 ? null : counts.won / decided };
}

/** The subjects of the rows, most enquired first (ties: more quantity, more value, then by key). */
export function subjectTotals(rows: readonly EnquiryIndexRow[]): SubjectTotal[] {
  const totals = new Map<string, SubjectTotal>();
  // Rows come newest first, but order is not relied on: the latest id is the greatest (ids sort by time).
  for (const row of rows) {
    for (const [key, quantity, value] of row.subjects ?? []) {
      const { kind, id } = splitSubjectKey(key);
      if (!isSubjectKind(kind)) continue;
      const total = totals.get(key) ?? { key, kind, id, enquiries: 0, quantity: 0, indicativeValue: 0, latestId: row.id };
      total.enquiries += 1;
      total.quantity += quantity;
      total.indicativeValue += value;
      if (row.id > total.latestId) total.latestId = row.id;
      totals.set(key, total);
    }
  }
  return [...totals.values()].toSorted((a, b) => b.enquiries - a.enquiries || b.quantity - a.quantity || b.indicativeValue - a.indicativeValue || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The rows received within a period (ISO instants compare as strings: every createdAt is toISOString). */
function within(rows: readonly EnquiryIndexRow[], period: Period): EnquiryIndexRow[] {
  const { since, before } = periodRange(period);
  return rows.filter((row) => row.createdAt >= since && row.createdAt < before);
}

type Scope = Pick<OverviewInput, 'from' | 'to' | 'categories'>;

/** The rows of the period and of the one before, of the reader's categories only. */
function split(rows: readonly EnquiryIndexRow[], scope: Scope) {
  const period = periodOf(scope.from, scope.to);
  const previous = previousPeriod(period);
  const visible = new Set(scope.categories);
  const scoped = rows.filter((row) => visible.has(row.category));
  return { period, previous, current: within(scoped, period), before: within(scoped, previous) };
}

/** The period's most enquired subjects (the ones the Overview lists), to look their names up. */
export function topSubjects(rows: readonly EnquiryIndexRow[], scope: Scope): SubjectTotal[] {
  return subjectTotals(split(rows, scope).current).slice(0, TOP_SUBJECTS);
}

export function overviewOf(rows: readonly EnquiryIndexRow[], input: OverviewInput): OverviewAnswer {
  const { period, previous, current, before } = split(rows, input);
  const bucket = bucketOf(period);

  const buckets = new Map(bucketStarts(period).map((start) => [start, { start, counts: categoryCounts(), total: 0 }]));
  for (const row of current) {
    const entry = buckets.get(bucketStartOf(indianDayOf(row.createdAt), bucket));
    if (!entry) continue;
    entry.counts[row.category] += 1;
    entry.total += 1;
  }

  const ofCategory = (category: EnquiryCategory) => current.filter((row) => row.category === category);
  const waitingOf = (category: EnquiryCategory) => ofCategory(category).filter((row) => isWaitingTooLong(row, input.promiseHours[category], input.now)).length;
  const counts = statusCounts(current);
  const perCategory = input.categories.map((category) => ({ category, ...responseTimes(ofCategory(category)), promiseHours: input.promiseHours[category], waiting: waitingOf(category) }));
  const promises = (input.categories.length > 0 ? input.categories : ENQUIRY_CATEGORIES).map((category) => input.promiseHours[category]);

  const originCount = (set: readonly EnquiryIndexRow[], origin: string) => set.filter((row) => row.origin === origin).length;
  const alertCount = (set: readonly EnquiryIndexRow[], state: string) => set.filter((row) => row.alert === state).length;

  return {
    period,
    previous,
    categories: [...input.categories],
    bucket,
    volume: { buckets: [...buckets.values()], total: current.length, previousTotal: before.length },
    funnel: {
      counts,
      previous: statusCounts(before),
      winRate: input.categories.map((category) => {
        const ofIt = statusCounts(ofCategory(category));
        return { category, ...winRateOf(ofIt), counts: ofIt };
      }),
      overallWinRate: winRateOf(counts),
    },
    response: {
      overall: responseTimes(current),
      previousOverall: responseTimes(before),
      perCategory,
      promiseHours: Math.min(...promises),
      waiting: perCategory.reduce((sum, entry) => sum + entry.waiting, 0),
    },
    subjects: subjectTotals(current).slice(0, TOP_SUBJECTS).map(({ key, kind, id, enquiries, quantity, indicativeValue }) => ({
      kind,
      id,
      name: input.subjectNames.get(key) ?? id,
      enquiries,
      quantity,
      indicativeValue,
    })),
    origins: ENQUIRY_ORIGINS.map((origin) => ({ origin, count: originCount(current, origin), previous: originCount(before, origin) })),
    alerts: { sent: alertCount(current, 'sent'), failed: alertCount(current, 'failed'), previousSent: alertCount(before, 'sent'), previousFailed: alertCount(before, 'failed') },
  };
}
