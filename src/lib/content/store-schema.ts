/**
 * One store or site of the group (content/stores/*.json), shown in the footer and the stores
 * sections: its opening hours by weekday and its dated notices (a closure for a festival, special
 * hours), shown while they apply (issue #41).
 */
import { z } from 'astro/zod';
import { daysBetween } from '../planning/calendar-days.ts';
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from '../site/weekly-hours.ts';
import { isoDateSchema, phoneNumberSchema, timeSchema } from './site-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

const CLOSES_AFTER_OPENS = 'The closing time must be after the opening time (closing at midnight: "24:00")';

/**
 * The times of a day or a notice: when `open`, both given and closing after opening; otherwise none.
 * Each message names the field it is on.
 */
function checkTimes(
  value: { opens?: string | undefined; closes?: string | undefined },
  open: boolean,
  ctx: z.RefinementCtx,
  messages: { unwanted: string; opens: string; closes: string },
): void {
  const issue = (path: 'opens' | 'closes', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!open) {
    if (value.opens !== undefined || value.closes !== undefined) issue('opens', messages.unwanted);
    return;
  }
  if (value.opens === undefined) issue('opens', messages.opens);
  if (value.closes === undefined) issue('closes', messages.closes);
  if (value.opens !== undefined && value.closes !== undefined && value.opens >= value.closes) issue('closes', CLOSES_AFTER_OPENS);
}

/** One day of the week: open from `opens` to `closes`, or `closed: true` with no times. */
export const dayHoursSchema = z
  .strictObject({
    closed: z.boolean().default(false),
    opens: timeSchema.optional(),
    closes: timeSchema.optional(),
  })
  .superRefine((day, ctx) =>
    checkTimes(day, !day.closed, ctx, {
      unwanted: 'A closed day has no opening times: clear them, or untick "closed"',
      opens: 'Give the opening time, or mark the day closed',
      closes: 'Give the closing time, or mark the day closed',
    }),
  );

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

const noticeTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'Write what visitors should read, e.g. "Closed on 14 January for Sankranti"' })
  .max(NOTICE_LIMITS.maxText, { error: `Keep it to ${NOTICE_LIMITS.maxText} characters: it shows in the footer` });

/**
 * A dated notice: the store is closed, or keeps special hours, from `from` to `to` (India days,
 * both included). `text` is what visitors read, e.g. "Closed on 14 January for Sankranti".
 */
export const storeNoticeSchema = z
  .strictObject({
    from: noticeDateSchema,
    to: noticeDateSchema,
    kind: z.enum(NOTICE_KINDS, { error: 'Choose "Closed" or "Special hours"' }),
    opens: timeSchema.optional(),
    closes: timeSchema.optional(),
    text: noticeTextSchema,
  })
  .superRefine((notice, ctx) => {
    if (notice.to < notice.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must be on or after the first day' });
    else if (daysBetween(notice.from, notice.to) + 1 > NOTICE_LIMITS.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A notice lasts at most ${NOTICE_LIMITS.maxDays} days; change the weekly hours instead` });
    }
    checkTimes(notice, notice.kind === 'special-hours', ctx, {
      unwanted: 'A closure has no opening times: clear them, or choose "Special hours"',
      opens: 'Special hours need the opening time',
      closes: 'Special hours need the closing time',
    });
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

/**
 * What visitors read of a store, in Telugu and Hindi (issue #44): its name, the street and locality
 * of its address, its services and each notice's text. Parts merge into English's by key and position
 * (lib/i18n/localise.ts), so the PIN code, the hours and each notice's dates stay English's one source.
 */
const storeText = {
  name: z.string().min(1),
  address: z.strictObject({ street: z.string().min(1), locality: z.string().min(1) }).partial(),
  services: z.array(z.string().min(1)).min(1),
  notices: z.array(z.strictObject({ text: noticeTextSchema })),
};

export const storeSchema = z.object({
  name: storeText.name,
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
  translations: translationsOf(storeText, ['name', 'address', 'services', 'notices']),
});

export type StoreEntry = z.output<typeof storeSchema>;
export type StoreNotice = z.output<typeof storeNoticeSchema>;
