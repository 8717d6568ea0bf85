/**
 * The staff enquiry desk's calls (issue #11); shapes in src/lib/api/enquiries.ts. Nothing here is
 * cached: staff always see the latest enquiry, and a stale change is refused by the server (409).
 */
import { enquiryDetailSchema, enquiryListAnswer, newCountsSchema, type EnquiryDetail, type NewCounts } from '../lib/api/enquiries.ts';
import { exportJobAnswer, type ExportJobView } from '../lib/api/export-jobs.ts';
import { filterParams } from '../lib/enquiry/desk-filter-query.ts';
import type { EnquiryFilter } from '../lib/enquiry/enquiry-desk.ts';
import type { EnquiryRecord, EnquiryStatus } from '../lib/enquiry/enquiry-schema.ts';
import { bearer, downloadedFile, getJson, getWithHeaders, parseWith, send } from './api-client.ts';
import { ENQUIRY_RETRIES, withRetries } from './staff-api.ts';

/** Enquiries per page of the Contact Responses screen. */
export const DESK_PAGE_SIZE = 50;


export interface EnquiryPage {
  enquiries: EnquiryRecord[];
  nextCursor: string | null;
}

export interface PageOptions {
  /** Abandons the request (and its retries) once the list no longer wants it. */
  signal?: AbortSignal;
  /** Wait before retry n (1-based); tests pass 0. */
  delayMs?: (retry: number) => number;
}

/** GET /api/contact with the filter, one page (retried twice, admin §7, §9). */
export async function fetchEnquiryPage(token: string, filter: EnquiryFilter, cursor: string | null, { signal, delayMs }: PageOptions = {}): Promise<EnquiryPage> {
  const params = filterParams(filter);
  params.set('limit', String(DESK_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  const task = async () => {
    const res = await getWithHeaders(`/api/contact?${params.toString()}`, token, signal);
    const enquiries = parseWith(enquiryListAnswer)(await res.json().catch(() => undefined));
    return { enquiries, nextCursor: res.headers.get('X-Next-Cursor') };
  };
  return withRetries(task, delayMs ? { retries: ENQUIRY_RETRIES, delayMs } : { retries: ENQUIRY_RETRIES });
}

export async function fetchNewCounts(token: string): Promise<NewCounts> {
  return getJson<NewCounts>('/api/contact/counts', { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(newCountsSchema) });
}

export async function fetchEnquiryDetail(token: string, id: string): Promise<EnquiryDetail> {
  return getJson<EnquiryDetail>(`/api/enquiries/${encodeURIComponent(id)}`, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(enquiryDetailSchema) });
}

async function sendJson(method: string, path: string, token: string, body: unknown): Promise<unknown> {
  return send(method, path, JSON.stringify(body), { headers: { ...bearer(token), 'Content-Type': 'application/json' } });
}

export async function changeEnquiryStatus(token: string, id: string, etag: string, status: EnquiryStatus): Promise<EnquiryDetail> {
  return parseWith(enquiryDetailSchema)(await sendJson('PATCH', `/api/enquiries/${encodeURIComponent(id)}`, token, { etag, status }));
}

export async function addEnquiryNote(token: string, id: string, etag: string, text: string): Promise<EnquiryDetail> {
  return parseWith(enquiryDetailSchema)(await sendJson('POST', `/api/enquiries/${encodeURIComponent(id)}/notes`, token, { etag, text }));
}

export async function deleteSpamEnquiry(token: string, id: string, etag: string): Promise<void> {
  await sendJson('DELETE', `/api/enquiries/${encodeURIComponent(id)}`, token, { etag });
}

const csvFile = (res: Response) => downloadedFile(res, 'enquiries.csv');

/** GET /api/contact/export with the filter: the CSV file and its name (ApiError 413: too many, start a job). */
export async function downloadEnquiryCsv(token: string, filter: EnquiryFilter): Promise<{ file: Blob; name: string }> {
  return csvFile(await getWithHeaders(`/api/contact/export?${filterParams(filter).toString()}`, token));
}

/** POST /api/contact/export-jobs: an export too large for one download, prepared in the background (issue #42). */
export async function startEnquiryExportJob(token: string, filter: EnquiryFilter): Promise<ExportJobView> {
  return parseWith(exportJobAnswer)(await sendJson('POST', '/api/contact/export-jobs', token, { filter: Object.fromEntries(filterParams(filter)) }));
}

export async function fetchEnquiryExportJob(token: string, id: string): Promise<ExportJobView> {
  return getJson<ExportJobView>(`/api/contact/export-jobs/${encodeURIComponent(id)}`, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(exportJobAnswer) });
}

/** The finished job's CSV (sent gzip'd, which the browser decodes) and its name. */
export async function downloadEnquiryExportJob(token: string, id: string): Promise<{ file: Blob; name: string }> {
  return csvFile(await getWithHeaders(`/api/contact/export-jobs/${encodeURIComponent(id)}/file`, token));
}
