/**
 * Enquiry export jobs and their files in the `exports` store (issue #42 item 3).
 * Key layout:
 *   jobs/{id}          -> ExportJobRecord JSON (lib/enquiry/export-job.ts): written `running` before the
 *                         background function is called, then by that job alone (progress, done, failed)
 *   files/{id}/{00001} -> the gzip'd CSV, cut into parts of at most EXPORT_PART_BYTES; the parts in order
 *                         are one gzip stream (a download sends them one after another)
 * The id starts with the job's start time (like an enquiry's), so listings sort by age. A job is deleted
 * file first, then its record, so a deletion cut short leaves a record that the next sweep deletes again.
 */
import { exportJobRecordSchema, type ExportJobRecord } from '../../lib/enquiry/export-job.ts';
import { listAllKeys, type Store } from './blob-stores.ts';
import { createRecord, listRecords, readRecord } from './records.ts';

/** A part is written once it holds this many bytes (memory holds one part while exporting). */
export const EXPORT_PART_BYTES = 4 * 1024 * 1024;

const JOB_PREFIX = 'jobs/';
const jobKey = (id: string) => `${JOB_PREFIX}${id}`;
const filePrefix = (id: string) => `files/${id}/`;
const partKey = (id: string, index: number) => `${filePrefix(id)}${String(index).padStart(5, '0')}`;

/** A new job id for the given start time. */
export function newExportJobId(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}_${crypto.randomUUID()}`;
}

/** A job id as newExportJobId makes them (anything else is not looked up). */
export function isExportJobId(id: string): boolean {
  return /^\d{8}T\d{9}Z_[0-9a-f-]{36}$/.test(id);
}

/** Records a new job; false when one with this id exists. */
export async function createExportJob(store: Store, job: ExportJobRecord): Promise<boolean> {
  return createRecord(store, jobKey(job.id), job);
}

/** Rewrites a job (only the job itself does, after it was created). */
export async function saveExportJob(store: Store, job: ExportJobRecord): Promise<void> {
  await store.setJSON(jobKey(job.id), job);
}

export async function getExportJob(store: Store, id: string): Promise<ExportJobRecord | null> {
  return (await readRecord(store, jobKey(id), exportJobRecordSchema))?.value ?? null;
}

export async function listExportJobs(store: Store): Promise<ExportJobRecord[]> {
  return (await listRecords(store, exportJobRecordSchema, JOB_PREFIX)).map((record) => record.value);
}

export async function writeExportPart(store: Store, id: string, index: number, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  await store.set(partKey(id, index), bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The file's bytes, part after part (for a download). */
export async function* readExportFile(store: Store, id: string, parts: number): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  for (let index = 1; index <= parts; index += 1) {
    const part = await store.get(partKey(id, index), { type: 'arrayBuffer' });
    if (!part) throw new Error(`Export ${id} has lost part ${index}.`);
    yield new Uint8Array(part);
  }
}

/** Deletes a job's file, then its record. */
export async function deleteExportJob(store: Store, id: string): Promise<void> {
  for (const key of await listAllKeys(store, filePrefix(id))) await store.delete(key);
  await store.delete(jobKey(id));
}
