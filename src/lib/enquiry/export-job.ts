/**
 * The rules of enquiry exports (issue #42 item 3). A direct download (GET /api/contact/export) is a
 * synchronous function: 60 s and 20 MB streamed at most, and the browser gives a request 30 s. Up to
 * EXPORT_DIRECT_MAX_ROWS matching enquiries it stays well inside all three: measured at 25 ms a Blobs
 * call, 9,654 rows in 16 s and 2.3 MB (`npm run bench:export`, README "The enquiry desk"); above that
 * the export runs as a job in a background function (15 minutes), which leaves a gzip'd file for the
 * staff member who started it. A job and its file are kept for a day.
 */
import { z } from 'astro/zod';
import { enquiryFilterQuerySchema } from '../api/enquiries.ts';
import { EXPORT_JOB_STATES, type ExportJobView } from '../api/export-jobs.ts';
import { formatCount } from '../text/indian-number.ts';

/** The most rows one direct download carries (EXPORT_DIRECT_MAX_ROWS overrides it, e.g. in browser tests). */
export const EXPORT_DIRECT_MAX_ROWS = 10_000;
/** A job and its file are deleted this long after it was started. */
export const EXPORT_JOB_TTL_MS = 24 * 60 * 60 * 1000;
/** A background function runs at most 15 minutes: a job still "running" after this (and a margin) has died. */
export const EXPORT_JOB_RUN_LIMIT_MS = 16 * 60 * 1000;

export const DIED_REASON = 'The export did not finish within 15 minutes.';

/** What the exports store keeps per job (server/storage/export-repository.ts). */
export const exportJobRecordSchema = z.object({
  id: z.string(),
  /** Who started it: only they (or a Super Admin) may read it. */
  owner: z.object({ id: z.string(), email: z.string() }),
  filter: enquiryFilterQuerySchema,
  status: z.enum(EXPORT_JOB_STATES),
  total: z.number().int().nullable(),
  rows: z.number().int(),
  /** The gzip'd file's bytes, and the CSV's before compression. */
  bytes: z.number().int(),
  csvBytes: z.number().int(),
  /** Parts the file is stored in (files/{id}/{00001}…). */
  parts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  reason: z.string().optional(),
});
export type ExportJobRecord = z.output<typeof exportJobRecordSchema>;

export function isExportJobExpired(job: Pick<ExportJobRecord, 'createdAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(job.createdAt) >= EXPORT_JOB_TTL_MS;
}

/** The job as its owner sees it: a job "running" past the function's time limit has failed. */
export function viewOfExportJob(job: ExportJobRecord, now: Date): ExportJobView {
  const died = job.status === 'running' && now.getTime() - Date.parse(job.createdAt) > EXPORT_JOB_RUN_LIMIT_MS;
  const reason = died ? DIED_REASON : job.reason;
  return {
    id: job.id,
    status: died ? 'failed' : job.status,
    total: job.total,
    rows: job.rows,
    bytes: job.bytes,
    createdAt: job.createdAt,
    ...(job.finishedAt === undefined ? {} : { finishedAt: job.finishedAt }),
    expiresAt: new Date(Date.parse(job.createdAt) + EXPORT_JOB_TTL_MS).toISOString(),
    ...(reason === undefined ? {} : { reason }),
  };
}

/** Only the staff member who started a job, or a Super Admin, may see it and its file. */
export function mayReadExportJob(job: Pick<ExportJobRecord, 'owner'>, reader: { id: string; role: string }): boolean {
  return reader.role === 'superadmin' || job.owner.id === reader.id;
}

/** Why a direct download was refused (413): the client then starts a job. */
export function tooManyForDirectExport(rows: number, max: number): string {
  return `This export has ${formatCount(rows)} enquiries, more than one download carries (${formatCount(max)}). Start an export job.`;
}

/** The live line the desk shows while a job runs. */
export function exportProgressText(job: Pick<ExportJobView, 'total' | 'rows'>): string {
  if (job.total === null || job.total === 0) return 'Preparing your export…';
  return `Preparing your export… ${formatCount(job.rows)} of ${formatCount(job.total)} enquiries`;
}

/** The line the desk shows once a job's file is ready (and downloading). */
export function exportReadyText(job: Pick<ExportJobView, 'rows'>): string {
  return `Your export is ready: ${formatCount(job.rows)} ${job.rows === 1 ? 'enquiry' : 'enquiries'}.`;
}
