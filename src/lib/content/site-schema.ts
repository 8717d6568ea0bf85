/**
 * Business constants of the whole site (content/site/site.json): brands, main store, WhatsApp, email,
 * delivery services, social links per route section, founding year, enquiry teams and how long
 * enquiries are kept (privacy). The opening hours are the stores' (content/stores), the
 * announcement bar's campaigns content/announcements (issue #41).
 */
import { z } from 'astro/zod';
import { ROUTE_SECTIONS } from '../site/route-section.ts';
import { isIndianMobileNumber, isIndianPhoneNumber } from '../site/phone-number.ts';
import { TIME_PATTERN } from '../site/opening-hours.ts';
import { ENQUIRY_CATEGORIES } from '../enquiry/enquiry-schema.ts';
import { RETENTION_MONTHS } from '../privacy/retention.ts';
import { translationsOf } from '../i18n/translations-schema.ts';
import { replyPromiseHours } from '../overview/reply-promise.ts';

export const phoneNumberSchema = z
  .string()
  .trim()
  .refine(isIndianPhoneNumber, { error: 'Must be an Indian phone number, e.g. "+91 40 2784 5500"' });

export const timeSchema = z.string().regex(TIME_PATTERN, { error: 'Must be a 24-hour time "HH:MM" (closing at midnight: "24:00")' });

export const isoDateSchema = z.iso.date({ error: 'Must be a date "YYYY-MM-DD"' });

/** The header's line under the brand's name, e.g. "Mithai · Namkeen · Gifting" (translated, issue #44). */
const headerBrandText = { tagline: z.string().min(1) };

const headerBrandSchema = z.object({
  /** Accessible name of the logo, e.g. "Rasika Sweets". */
  name: z.string().min(1),
  /** Small line under the name in the header. */
  ...headerBrandText,
  /** Logo mark in public/, e.g. "/logos/rasika-sweets.svg". */
  logo: z.string().regex(/^\/.+\.svg$/, { error: 'Must be an SVG path under public/, e.g. "/logos/x.svg"' }),
  /** The tagline in Telugu and Hindi (issue #44); the brand's name stays as it is. */
  translations: translationsOf(headerBrandText, ['tagline']),
});

const sectionSchema = headerBrandSchema.extend({
  social: z.object({ instagram: z.url({ protocol: /^https$/ }), facebook: z.url({ protocol: /^https$/ }) }),
  /**
   * Pages of the section whose header shows their own brand, by the page's path without "/"
   * ("catering-events": Rasika Catering & Events within hospitality, issue #16).
   */
  pages: z.record(z.string().regex(/^[a-z0-9-]+$/), headerBrandSchema).optional(),
});

/**
 * Who answers each enquiry category and how soon, shown on the contact form's thank-you screen. The
 * Overview and the weekly digest count the enquiries unanswered past that promise (issue #43), reading
 * the hours from the words, so each promise must say "within N hours…", "within one working day…" and so on.
 */
const teamWords = { team: z.string().min(1), replyWithin: z.string().min(1) };

export const enquiryTeamsSchema = z.record(
  z.enum(ENQUIRY_CATEGORIES),
  z.object({
    team: teamWords.team,
    replyWithin: teamWords.replyWithin.refine((text) => replyPromiseHours(text) !== undefined, {
      error: 'Must promise a time the Overview can read: "within 4 hours…", "within one working day…"',
    }),
    /** The team and its promise in Telugu and Hindi (issue #44), for the thank-you screen; the Overview reads English's. */
    translations: translationsOf(teamWords, ['team', 'replyWithin']),
  }),
);

/**
 * The visitor-data duties (issue #42 item 5): how many months enquiries are kept. The privacy notice
 * states it and the server's retention job anonymises enquiries past it: one value for both.
 */
export const sitePrivacySchema = z.object({
  enquiryRetentionMonths: z
    .number()
    .int({ error: 'Must be a whole number of months' })
    .min(RETENTION_MONTHS.min)
    .max(RETENTION_MONTHS.max),
});

export const siteSchema = z.object({
  brands: z.object({
    group: z.string().min(1),
    sweets: z.string().min(1),
    catering: z.string().min(1),
    hotels: z.string().min(1),
  }),
  foundedYear: z.number().int().min(1900).max(2100),
  /**
   * The store (content/stores/{id}.json) whose phone is the business's phone: the header, footer,
   * product pages and PDF call it, so the site states one set of numbers (issue #16).
   */
  mainStore: z.string().regex(/^[a-z0-9-]+$/, { error: 'The file name of a store in content/stores, without .json' }),
  /** The one WhatsApp number: a mobile, as WhatsApp does not reach landlines. */
  whatsapp: phoneNumberSchema.refine(isIndianMobileNumber, { error: 'WhatsApp needs a mobile number, e.g. "+91 98490 45678"' }),
  email: z.email(),
  deliveryServices: z
    .array(z.object({ name: z.string().min(1), url: z.url({ protocol: /^https$/ }) }))
    .length(2),
  sections: z.record(z.enum(ROUTE_SECTIONS), sectionSchema),
  /** Who answers each enquiry category and how soon, shown on the contact form's thank-you screen. */
  enquiryTeams: enquiryTeamsSchema,
  privacy: sitePrivacySchema,
});

export type SiteEntry = z.infer<typeof siteSchema>;
export type EnquiryTeams = SiteEntry['enquiryTeams'];
export type SitePrivacy = SiteEntry['privacy'];
export type SiteSection = z.infer<typeof sectionSchema>;
