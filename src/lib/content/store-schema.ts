/**
 * One store or site of the group (content/stores/*.json), shown in the footer and the stores
 * sections: its opening hours by weekday and its dated notices (a closure for a festival, special
 * hours), shown while they apply (issue #41).
 */
import { z } from 'astro/zod';
import { daysBetween } from '../planning/calendar-days.ts';
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from '../site/weekly-hours.ts';
import { isoDateSchema, phoneNumberSchema, timeSchema } from './site-schema.ts';

const CLOSES_AFTER_OPENS = 'The closing time must be after the opening time (closing at midnight: "24:00")';

/** One day of the week: open from `opens` to `closes`, or `closed: true` with no times. */
export const dayHoursSchema = z
  .strictObject({
    closed: z.boolean().default(false),
    opens: timeSchema.optional(),
    closes: timeSchema.optional(),
  })
  .superRefine((day, ctx) => {
    if (day.closed) {
      if (day.opens !== undefined || day.closes !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['opens'], message: 'A closed day has no opening times: clear them, or untick "closed"' });
      }
      return;
    }
    if (day.opens === undefined) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'Give the opening time, or mark the day closed' });
    if (day.closes === undefined) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Give the closing time, or mark the day closed' });
    if (day.opens !== undefined && day.closes !== undefined && day.opens >= day.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: CLOSES_AFTER_OPENS });
    }
  });

/** Monday to Sunday, every day given. */
export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema.describe(WEEKDAY_NAMES[day])])) as Record<Weekday, typeof dayHoursSchema>,
);

export const NOTICE_KINDS = ['closed', 'special-hours'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The dates a notice may name, and the longest it may last (a longer change is a change of the weekly hours). */
export const NOTICE_LIMITS = { earliest: '2024-01-01', latest: '2099-12-31', maxDays: 366, maxText: 160 } as const;

const noticeDateSchema = isoDateSchema.refine((date) => date >= NOTICE_LIMITS.earliest && date <= NOTICE_LIMITS.latest, {
  error: `Must be a date between ${NOTICE_LIMITS.earliest} and ${NOTICE_LIMITS.latest}`,
});

/**
 * A dated notice: the store is closed, or keeps special hours, from `from` to `to` (India days,
 * both included). `text` is what visitors read, e.g. "Closed on 14 January for Sankranti".
 */
export const storeNoticeSchema = z
  .strictObject({
    from: noticeDateSchema,
    to: noticeDateSchema,
    kind: z.enum(NOTICE_KINDS, { error: 'Choose "closed" or "special-hours"' }),
    opens: timeSchema.optional(),
    closes: timeSchema.optional(),
    text: z
      .string()
      .trim()
      .min(1, { error: 'Write what visitors should read, e.g. "Closed on 14 January for Sankranti"' })
      .max(NOTICE_LIMITS.maxText, { error: `Keep it to ${NOTICE_LIMITS.maxText} characters: it shows in the footer` }),
  })
  .superRefine((notice, ctx) => {
    if (notice.to < notice.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must be on or after the first day' });
    else if (daysBetween(notice.from, notice.to) + 1 > NOTICE_LIMITS.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A notice lasts at most ${NOTICE_LIMITS.maxDays} days; change the weekly hours instead` });
    }
    if (notice.kind === 'closed') {
      if (notice.opens !== undefined || notice.closes !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['opens'], message: 'A closure has no opening times: clear them, or choose "special-hours"' });
      }
      return;
    }
    if (notice.opens === undefined) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'Special hours need the opening time' });
    if (notice.closes === undefined) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Special hours need the closing time' });
    if (notice.opens !== undefined && notice.closes !== undefined && notice.opens >= notice.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: CLOSES_AFTER_OPENS });
    }
  });

/** A store's notices, none of them overlapping (one day has one set of hours). */
export const storeNoticesSchema = z
  .array(storeNoticeSchema)
  .default([])
  .superRefine((notices, ctx) => {
    notices.forEach((notice, i) => {
      const earlier = notices.findIndex((other, j) => j < i && other.from <= notice.to && notice.from <= other.to);
      if (earlier !== -1) {
        ctx.addIssue({ code: 'custom', path: [i, 'from'], message: `Overlaps notice ${earlier + 1} (${notices[earlier]?.from} to ${notices[earlier]?.to}): one day has one set of hours` });
      }
    });
  });

export const storeSchema = z.object({
  name: z.string().min(1),
  /** Display order, lowest first. */
  order: z.number().int(),
  address: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    city: z.enum(['Hyderabad', 'Secunderabad']),
    region: z.literal('Telangana'),
    postalCode: z.string().regex(/^5\d{5}$/, { error: 'Must be a 6-digit Telangana PIN code' }),
  }),
  phone: phoneNumberSchema,
  /** schema.org types of the place, most specific first (structured data), e.g. ["Bakery", "Store"]. */
  schemaTypes: z.array(z.enum(['Bakery', 'Store', 'Restaurant', 'Hotel', 'FoodEstablishment', 'EventVenue'])).min(1),
  /** Map position (structured data), in decimal degrees. */
  geo: z.object({ latitude: z.number().min(17).max(18), longitude: z.number().min(78).max(79) }),
  /** Price level shown by search engines, e.g. "₹₹". */
  priceRange: z.string().min(1).max(20),
  /** Cuisines served, for the restaurant's structured data. */
  servesCuisine: z.array(z.string().min(1)).optional(),
  /** Opening hours by weekday (India time). */
  hours: weeklyHoursSchema,
  /** Dated closures and special hours, shown on the site while they apply. */
  notices: storeNoticesSchema,
  services: z.array(z.string().min(1)).min(1),
  mapUrl: z.url({ protocol: /^https$/ }),
  /** Photo in public/ (absent until the business supplies one; a placeholder shows instead). */
  image: z.object({ src: z.string().regex(/^\//), alt: z.string().min(1) }).optional(),
});

export type StoreEntry = z.output<typeof storeSchema>;
export type StoreNotice = z.output<typeof storeNoticeSchema>;
