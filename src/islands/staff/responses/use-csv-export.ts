/**
 * "Export CSV" of the Contact Responses screen (issue #11, issue #42 item 3). The filter is first asked
 * for as one direct download; when the server says it is too large for one (413), an export job is
 * started instead and followed every POLL_MS ("Preparing your export…", rows of total) until its file
 * is ready, which is then downloaded; a failed job says why. A direct download that fails is a toast,
 * as before. Leaving the screen stops following the job.
 */
import { useEffect, useRef, useState } from 'react';
import {
  downloadEnquiryCsv,
  downloadEnquiryExportJob,
  fetchEnquiryExportJob,
  startEnquiryExportJob,
} from '../../../client/enquiry-desk-api.ts';
import { ApiError } from '../../../client/api-client.ts';
import type { ExportJobView } from '../../../lib/api/export-jobs.ts';
import type { EnquiryFilter } from '../../../lib/enquiry/enquiry-desk.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { saveFile } from '../../dashboard-shell/save-file.ts';

export const EXPORT_FAILED = 'Export failed. Please try again.';
/** How often a running job is asked about. */
export const POLL_MS = 2_000;
/** Polls that may fail in a row (a dropped connection) before the desk gives up following the job. */
const POLL_FAILURES = 3;

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'preparing'; job: ExportJobView }
  | { status: 'ready'; job: ExportJobView }
  | { status: 'failed'; message: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useCsvExport(filter: EnquiryFilter): { state: CsvExportState; exportCsv: () => Promise<void>; downloadAgain: () => Promise<void> } {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => () => {
    live.current = false;
  }, []);
  const show = (next: CsvExportState) => {
    if (live.current) setState(next);
  };
  const token = () => currentAdminToken() ?? '';

  async function save(job: ExportJobView): Promise<void> {
    const { file, name } = await downloadEnquiryExportJob(token(), job.id);
    saveFile(file, name);
  }

  async function follow(started: ExportJobView): Promise<void> {
    let job = started;
    let failures = 0;
    while (job.status === 'running' && live.current) {
      show({ status: 'preparing', job });
      await pause(POLL_MS);
      try {
        job = await fetchEnquiryExportJob(token(), job.id);
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures >= POLL_FAILURES) throw error;
      }
    }
    if (!live.current) return;
    if (job.status === 'failed') {
      show({ status: 'failed', message: `Export failed: ${job.reason ?? 'no reason was given'} Please try again.` });
      return;
    }
    show({ status: 'ready', job });
    await save(job);
  }

  async function exportCsv(): Promise<void> {
    show({ status: 'exporting' });
    try {
      const { file, name } = await downloadEnquiryCsv(token(), filter);
      saveFile(file, name);
      show({ status: 'idle' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 413)) {
        showToast(EXPORT_FAILED, 'error');
        show({ status: 'idle' });
        return;
      }
      try {
        await follow(await startEnquiryExportJob(token(), filter));
      } catch {
        show({ status: 'failed', message: EXPORT_FAILED });
      }
    }
  }

  async function downloadAgain(): Promise<void> {
    if (state.status !== 'ready') return;
    try {
      await save(state.job);
    } catch {
      show({ status: 'failed', message: EXPORT_FAILED });
    }
  }

  return { state, exportCsv, downloadAgain };
}
