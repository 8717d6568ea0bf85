/** One backup in the Backups list: when, by whom, its stores, records, size and state; restore and download once complete. */
import type { BackupManifest } from '../../../client/developer-api.ts';
import shared from '../../dashboard-shell/Content.module.css';
import { formatDayAndTime } from '../display-date.ts';
import { backupSize, backupState, recordCount, STATE_LABELS, takenBy } from './backup-wording.ts';
import styles from './Backups.module.css';

interface Props {
  backup: BackupManifest;
  onRestore: () => void;
  onDownload: () => void;
}

export default function BackupCard({ backup, onRestore, onDownload }: Props) {
  const when = formatDayAndTime(backup.startedAt);
  const state = backupState(backup);
  const context = <span className="visually-hidden"> from the backup of {when}</span>;
  return (
    <li className={styles.card} aria-label={`Backup of ${when}`}>
      <h3 className={styles.when}><time dateTime={backup.startedAt}>{when}</time></h3>
      <dl className={styles.facts}>
        <div><dt>Taken by</dt><dd>{takenBy(backup)}</dd></div>
        <div><dt>Stores</dt><dd>{backup.stores.length}</dd></div>
        <div><dt>Records</dt><dd>{recordCount(backup)}</dd></div>
        <div><dt>Size</dt><dd>{backupSize(backup)}</dd></div>
        <div>
          <dt>State</dt>
          <dd><span className={shared.badge} data-tone={state === 'complete' ? 'on' : 'off'}>{STATE_LABELS[state]}</span></dd>
        </div>
      </dl>
      {backup.failure && <p className={shared.muted}>{backup.failure}</p>}
      {backup.complete && (
        <div className={styles.actions}>
          <button type="button" className={shared.action} onClick={onRestore}>Restore…{context}</button>
          <button type="button" className={shared.action} onClick={onDownload}>Download export{context}</button>
        </div>
      )}
    </li>
  );
}
