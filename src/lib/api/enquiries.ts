/**
 * Request and response shapes of the staff enquiry desk endpoints (issue #11):
 *   GET    /api/contact?q=&status=&category=&from=&to=&limit=&cursor=   a page of enquiries (X-Next-Cursor)
 *   GET    /api/contact/counts                                         new enquiries per category
 *   GET    /api/contact/export?q=&status=&category=&from=&to=          the filtered list as CSV
 *   GET    /api/enquiries/{id}                                         one enquiry, its etag and alert
 *   PATCH  /api/enquiries/{id}        { etag, status }                 change the status (409 when stale)
 *   POST   /api/enquiries/{id}/notes  { etag, text }                   add a note (409 when stale)
 *   DELETE /api/enquiries/{id}        { etag }                         delete an enquiry marked spam
 */
import { z } from 'astro/zod';
import { NOTE_MAX_LENGTH } from '../enquiry/enquiry-desk.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES, enquiryRecordSchema } from '../enquiry/enquiry-schema.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD.' }).refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Use a real date.' });

/** The filter of the list and the export, read from the query string (empty values mean "any"). */
export const enquiryFilterQuerySchema = z
  .object({
    q: z.string().trim().max(200, { error: 'Search for at most 200 characters.' }).optional(),
    status: z.enum(ENQUIRY_STATUSES, { error: 'Unknown status.' }).optional(),
    category: z.enum(ENQUIRY_CATEGORIES, { error: 'Unknown category.' }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { error: 'The start date is after the end date.', path: ['to'] });
export type EnquiryFilterQuery = z.output<typeof enquiryFilterQuerySchema>;

const etag = z.string({ error: 'Reload the enquiry first.' }).min(1, { error: 'Reload the enquiry first.' });

export const statusChangeBodySchema = z.object({
  etag,
  status: z.enum(ENQUIRY_STATUSES, { error: 'Choose a status.' }),
});
export type StatusChangeBody = z.output<typeof statusChangeBodySchema>;

export const noteBodySchema = z.object({
  etag,
  text: z.string({ error: 'Write a note first.' }).max(NOTE_MAX_LENGTH * 4, { error: `A note can be at most ${NOTE_MAX_LENGTH} characters.` }),
});
export type NoteBody = z.output<typeof noteBodySchema>;

export const deleteEnquiryBodySchema = z.object({ etag });

export const ALERT_STATES = ['sent', 'failed'] as const;

/** What became of the alert sent for a new enquiry. */
export const enquiryAlertSchema = z.object({
  state: z.enum(ALERT_STATES),
  attempts: z.number().int(),
  at: z.iso.datetime(),
  error: z.string().optional(),
});
export type EnquiryAlert = z.output<typeof enquiryAlertSchema>;

/** GET /api/enquiries/{id}, and the answer of every change. */
export const enquiryDetailSchema = z.object({
  enquiry: enquiryRecordSchema,
  etag: z.string(),
  alert: enquiryAlertSchema.nullable(),
  canDelete: z.boolean(),
});
export type EnquiryDetail = z.output<typeof enquiryDetailSchema>;

/** GET /api/contact: one page of enquiries, newest first (the next page's cursor in X-Next-Cursor). */
export const enquiryListAnswer = z.array(enquiryRecordSchema);

/** GET /api/contact/counts: how many enquiries are `new`, per category the reader may see. */
export const newCountsSchema = z.object({ counts: z.partialRecord(z.enum(ENQUIRY_CATEGORIES), z.number().int()), total: z.number().int() });
export type NewCounts = z.output<typeof newCountsSchema>;
