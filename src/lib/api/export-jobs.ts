/**
 * Request and response shapes of the enquiry export jobs (issue #42 item 3), for exports too large for
 * one direct download (GET /api/contact/export answers 413 above its bound):
 *   POST /api/contact/export-jobs        { filter }  -> 202 ExportJobView: recorded, the background job started
 *   GET  /api/contact/export-jobs/{id}               -> ExportJobView (poll until done or failed)
 *   GET  /api/contact/export-jobs/{id}/file          -> the CSV, sent gzip-encoded (Content-Encoding: gzip)
 * Only the staff member who started a job (or a Super Admin) reads it; anyone else gets 404.
 */
import { z } from 'astro/zod';
import { enquiryFilterQuerySchema } from './enquiries.ts';

export const EXPORT_JOB_STATES = ['running', 'done', 'failed'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

export const exportJobRequest = z.object({ filter: enquiryFilterQuerySchema });
export type ExportJobRequest = z.output<typeof exportJobRequest>;

/** What the job's start sends its background function (with the job secret). */
export const exportRunRequest = z.object({ id: z.string().min(1).max(100) });

export const exportJobAnswer = z.object({
  id: z.string(),
  status: z.enum(EXPORT_JOB_STATES),
  /** Enquiries the index said match when the job began (null until it has looked). */
  total: z.number().int().nullable(),
  /** CSV rows written so far (all of them once done). */
  rows: z.number().int(),
  /** Bytes of the gzip'd file (what the download sends), once done. */
  bytes: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  /** The job and its file are deleted after this. */
  expiresAt: z.string(),
  /** Why a failed job stopped. */
  reason: z.string().optional(),
});
export type ExportJobView = z.output<typeof exportJobAnswer>;
