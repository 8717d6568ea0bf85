/**
 * The export's line under the filters (issue #42 item 3): how far a large export job is, that its file
 * is ready (with "Download" to save it again), or why it failed. A polite live region that is always
 * there, so each change is announced.
 */
import { exportProgressText, exportReadyText } from '../../../lib/enquiry/export-job.ts';
import type { CsvExportState } from './use-csv-export.ts';
import styles from './Responses.module.css';

function lineOf(state: CsvExportState): string {
  switch (state.status) {
    case 'preparing':
      return exportProgressText(state.job);
    case 'ready':
      return exportReadyText(state.job);
    case 'failed':
      return state.message;
    default:
      return '';
  }
}

export default function ExportProgress({ state, onDownload }: { state: CsvExportState; onDownload: () => void }) {
  return (
    <div className={styles.exportLine}>
      <p role="status" aria-live="polite" className={state.status === 'failed' ? styles.alertFailed : undefined}>
        {lineOf(state)}
      </p>
      {state.status === 'ready' && (
        <button type="button" className={styles.secondaryButton} onClick={onDownload}>
          Download
        </button>
      )}
    </div>
  );
}
