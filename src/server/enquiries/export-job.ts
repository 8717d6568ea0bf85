/**
 * Enquiry export jobs (issue #42 item 3): an export too large for one direct download runs in the
 * background function `contact-export-background` (15 minutes) and leaves a gzip'd CSV in the
 * `exports` store for the staff member who started it (export-repository.ts), kept a day.
 *   start: checks the filter against the reader (403 for another category), records the job `running`,
 *          then calls the background function: a start that fails is recorded as failed, never lost.
 *   run:   re-reads the owner (a deactivated account or a changed category stops it), takes the rows the
 *          index matches, reads their records a batch at a time, gzips the CSV as it goes and writes it in
 *          parts of at most 4 MB, saving progress every few seconds; then done (rows, bytes) or failed (why).
 *          Jobs past their day are deleted first.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { EnquiryFilterQuery } from '../../lib/api/enquiries.ts';
import { isExportJobExpired, mayReadExportJob, type ExportJobRecord } from '../../lib/enquiry/export-job.ts';
import { HttpError } from '../http/http-error.ts';
import { isStorageFailure } from '../http/handle.ts';
import { startBackgroundFunction } from '../http/start-background.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import { enquiryRows } from '../storage/enquiry-repository.ts';
import {
  createExportJob,
  deleteExportJob,
  EXPORT_PART_BYTES,
  getExportJob,
  listExportJobs,
  newExportJobId,
  saveExportJob,
  writeExportPart,
} from '../storage/export-repository.ts';
import { getUser, type StaffUser } from '../storage/user-repository.ts';
import { enquiryCsvChunks } from './enquiry-export.ts';
import { enquiryScope } from './enquiry-scope.ts';

export const EXPORT_JOB_FUNCTION = 'contact-export-background';
export const EXPORT_JOB_NOT_FOUND = 'Export not found.';
/** Progress is saved at most this often (a write per save). */
const PROGRESS_EVERY_MS = 2_000;

type Reader = Pick<StaffUser, '_id' | 'email' | 'role' | 'category'>;

/** Records a job for this reader and filter and starts the background function; answers the job. */
export async function startExportJob(platformSiteUrl: string | undefined, reader: Reader, filter: EnquiryFilterQuery, now = new Date()): Promise<ExportJobRecord> {
  enquiryScope(filter, reader);
  const exports = openStore('exports');
  const job: ExportJobRecord = {
    id: newExportJobId(now),
    owner: { id: reader._id, email: reader.email },
    filter,
    status: 'running',
    total: null,
    rows: 0,
    bytes: 0,
    csvBytes: 0,
    parts: 0,
    createdAt: now.toISOString(),
  };
  if (!(await createExportJob(exports, job))) throw new Error(`Export job ${job.id} exists already.`);
  try {
    await startBackgroundFunction(platformSiteUrl, EXPORT_JOB_FUNCTION, { id: job.id }, 'The export job');
  } catch (error) {
    await saveExportJob(exports, { ...job, status: 'failed', finishedAt: new Date().toISOString(), reason: 'The export could not be started.' });
    throw error;
  }
  return job;
}

/** A job the reader may see, still within its day; 404 for anything else (unknown, another's, expired). */
export async function readableExportJob(reader: Pick<StaffUser, '_id' | 'role'>, id: string, now = new Date()): Promise<ExportJobRecord> {
  const job = await getExportJob(openStore('exports'), id);
  if (!job || !mayReadExportJob(job, { id: reader._id, role: reader.role }) || isExportJobExpired(job, now)) throw new HttpError(404, EXPORT_JOB_NOT_FOUND);
  return job;
}

/** Deletes every job (and file) past its day; answers how many. */
export async function sweepExpiredExports(exports: Store, now = new Date()): Promise<number> {
  const expired = (await listExportJobs(exports)).filter((job) => isExportJobExpired(job, now));
  for (const job of expired) await deleteExportJob(exports, job.id);
  return expired.length;
}

function failureReason(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  if (isStorageFailure(error)) return 'Storage could not be reached.';
  return 'Something went wrong while preparing the export.';
}

/** Runs a recorded job to its end: done, or failed with the reason (recorded, not thrown). `partBytes`: tests cut smaller parts. */
export async function runExportJob(id: string, partBytes = EXPORT_PART_BYTES): Promise<ExportJobRecord> {
  const exports = openStore('exports');
  const job = await getExportJob(exports, id);
  if (!job) throw new HttpError(404, EXPORT_JOB_NOT_FOUND);
  if (job.status !== 'running') throw new HttpError(409, `Export job ${id} has already run.`);
  await sweepExpiredExports(exports).catch((error: unknown) => console.error('Sweeping old exports failed:', error));
  try {
    return await writeExportFile(exports, job, partBytes);
  } catch (error) {
    console.error(`Export job ${id} failed:`, error);
    const failed: ExportJobRecord = { ...job, status: 'failed', finishedAt: new Date().toISOString(), reason: failureReason(error) };
    await saveExportJob(exports, failed);
    return failed;
  }
}

async function ownerOf(job: ExportJobRecord): Promise<StaffUser> {
  const owner = (await getUser(openStore('users'), job.owner.id))?.value;
  if (!owner?.isActive || (owner.role !== 'superadmin' && owner.role !== 'subadmin')) throw new HttpError(403, 'Your account may no longer export enquiries.');
  return owner;
}

async function writeExportFile(exports: Store, started: ExportJobRecord, partBytes: number): Promise<ExportJobRecord> {
  const scope = enquiryScope(started.filter, await ownerOf(started));
  const enquiries = openStore('enquiries');
  const rows = await enquiryRows(enquiries, scope);
  let job: ExportJobRecord = { ...started, total: rows.length };
  await saveExportJob(exports, job);
  let savedAt = Date.now();
  const encoder = new TextEncoder();
  async function* csv(): AsyncGenerator<Uint8Array> {
    for await (const chunk of enquiryCsvChunks(enquiries, rows, scope)) {
      const bytes = encoder.encode(chunk.text);
      job = { ...job, rows: job.rows + chunk.rows, csvBytes: job.csvBytes + bytes.byteLength };
      yield bytes;
      if (Date.now() - savedAt >= PROGRESS_EVERY_MS) {
        await saveExportJob(exports, job);
        savedAt = Date.now();
      }
    }
  }
  let part: Buffer[] = [];
  let partSize = 0;
  const flush = async () => {
    job = { ...job, parts: job.parts + 1, bytes: job.bytes + partSize };
    await writeExportPart(exports, job.id, job.parts, new Uint8Array(Buffer.concat(part)));
    part = [];
    partSize = 0;
  };
  await pipeline(Readable.from(csv()), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) {
      part.push(chunk);
      partSize += chunk.byteLength;
      if (partSize >= partBytes) await flush();
    }
    if (partSize > 0) await flush();
  });
  job = { ...job, status: 'done', finishedAt: new Date().toISOString() };
  await saveExportJob(exports, job);
  return job;
}
