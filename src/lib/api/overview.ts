/**
 * Request and response shapes of the staff Overview (issue #43):
 *   GET /api/admin/overview?from=YYYY-MM-DD&to=YYYY-MM-DD    the figures of one period and the one before it
 *   GET /api/admin/overview.csv?from=&to=&chart=             one chart's table as CSV
 * Days are India days (Asia/Kolkata), both ends included. The previous period is the same number of
 * days straight before `from`. A subadmin's figures count only their own category (as the enquiry list).
 * Every figure counts the enquiries received in the period; how each is defined: lib/overview/overview-figures.ts.
 */
import { z } from 'astro/zod';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES } from '../enquiry/enquiry-schema.ts';
import { SUBJECT_KINDS } from '../enquiry/enquiry-subject.ts';
import { daysBetween, isIsoDate } from '../planning/calendar-days.ts';
import { ENQUIRY_ORIGINS } from '../overview/enquiry-origin.ts';

export { ENQUIRY_ORIGINS, type EnquiryOrigin } from '../overview/enquiry-origin.ts';

/** Longest period one request may ask for, in days (bounded work whatever the data). */
export const OVERVIEW_MAX_DAYS = 400;

export const OVERVIEW_MESSAGES = {
  dateInvalid: 'Use a date as YYYY-MM-DD.',
  rangeReversed: 'The start date is after the end date.',
  rangeTooLong: `Choose a period of at most ${OVERVIEW_MAX_DAYS} days.`,
  chartUnknown: 'Unknown chart.',
} as const;

const day = z.string({ error: OVERVIEW_MESSAGES.dateInvalid }).refine(isIsoDate, { error: OVERVIEW_MESSAGES.dateInvalid });

/** The charts of the Overview, each with a table and a CSV. */
export const OVERVIEW_CHARTS = ['volume', 'funnel', 'response', 'subjects', 'origins', 'alerts'] as const;
export type OverviewChart = (typeof OVERVIEW_CHARTS)[number];

export const overviewQuerySchema = z
  .object({ from: day, to: day })
  .refine((query) => query.from <= query.to, { error: OVERVIEW_MESSAGES.rangeReversed, path: ['to'] })
  .refine((query) => query.from > query.to || daysBetween(query.from, query.to) + 1 <= OVERVIEW_MAX_DAYS, { error: OVERVIEW_MESSAGES.rangeTooLong, path: ['from'] });
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

export const overviewCsvQuerySchema = z.intersection(overviewQuerySchema, z.object({ chart: z.enum(OVERVIEW_CHARTS, { error: OVERVIEW_MESSAGES.chartUnknown }) }));

const category = z.enum(ENQUIRY_CATEGORIES);
const countsByCategory = z.record(category, z.number().int());
const countsByStatus = z.record(z.enum(ENQUIRY_STATUSES), z.number().int());
const period = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/** Median and 90th percentile of the time to first response, in whole minutes (null: nothing answered). */
const responseTimes = z.object({ answered: z.number().int(), medianMinutes: z.number().nullable(), p90Minutes: z.number().nullable() });
const winRate = z.object({ won: z.number().int(), lost: z.number().int(), rate: z.number().nullable() });

export const overviewAnswer = z.object({
  period,
  previous: period,
  /** The categories the reader may see (all for a superadmin, their own for a subadmin). */
  categories: z.array(category),
  /** Day buckets up to 31 days, otherwise weeks starting on Monday (India time). */
  bucket: z.enum(['day', 'week']),
  volume: z.object({
    buckets: z.array(z.object({ start: z.string(), counts: countsByCategory, total: z.number().int() })),
    total: z.number().int(),
    previousTotal: z.number().int(),
  }),
  funnel: z.object({
    counts: countsByStatus,
    previous: countsByStatus,
    /** Won / (won + lost) per category (a fraction, 0 to 1); null when nothing was decided. With the category's counts per status. */
    winRate: z.array(winRate.extend({ category, counts: countsByStatus })),
    /** The same over every category the reader sees. */
    overallWinRate: winRate,
  }),
  response: z.object({
    overall: responseTimes,
    previousOverall: responseTimes,
    /** Per category, with the promise the thank-you page makes for it (hours) and its enquiries still unanswered past it now. */
    perCategory: z.array(responseTimes.extend({ category, promiseHours: z.number(), waiting: z.number().int() })),
    /** The shortest promise among the reader's categories, in hours, and the enquiries still unanswered past their own category's promise now. */
    promiseHours: z.number(),
    waiting: z.number().int(),
  }),
  /** The most enquired items (context and list lines), most enquiries first, at most ten. */
  subjects: z.array(z.object({
    kind: z.enum(SUBJECT_KINDS),
    id: z.string(),
    name: z.string(),
    enquiries: z.number().int(),
    quantity: z.number().int(),
    /** Sum of the indicative line values in rupees (0 when unpriced). */
    indicativeValue: z.number(),
  })),
  origins: z.array(z.object({ origin: z.enum(ENQUIRY_ORIGINS), count: z.number().int(), previous: z.number().int() })),
  alerts: z.object({ sent: z.number().int(), failed: z.number().int(), previousSent: z.number().int(), previousFailed: z.number().int() }),
});
export type OverviewAnswer = z.output<typeof overviewAnswer>;
