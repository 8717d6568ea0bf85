/**
 * The Backups tab (issue #42 item 4): the backups kept (30 days; newest first, unfinished ones
 * marked), "Back up now", and per complete backup "Restore…" (plan, then confirm) and "Download export".
 */
import { useId, useState } from 'react';
import type { BackupManifest } from '../../../client/developer-api.ts';
import { showToast } from '../../../stores/toasts.ts';
import shared from '../../dashboard-shell/Content.module.css';
import dashboard from '../../dashboard-shell/Dashboard.module.css';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import Modal from '../../dashboard-shell/Modal.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { sendWithToken } from '../../dashboard-shell/send-with-token.ts';
import { formatDayAndTime } from '../display-date.ts';
import { userErrorMessage } from '../user-error.ts';
import BackupCard from './BackupCard.tsx';
import DownloadForm from './DownloadForm.tsx';
import RestoreForm from './RestoreForm.tsx';
import styles from './Backups.module.css';
import { useBackups } from './use-backups.ts';

type Dialog = { kind: 'restore' | 'download'; backup: BackupManifest } | null;

export default function BackupsRoute() {
  const id = useId();
  const { state, waiting, reload, start } = useBackups();
  const [starting, setStarting] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const units = state.status === 'loaded' ? state.data.units : [];
  const backups = state.status === 'loaded' ? state.data.backups : [];

  const backUpNow = () => sendWithToken({
    call: async (token) => void showToast(await start(token), 'success'),
    failed: (error) => userErrorMessage(error, 'The backup could not be started. Please try again.'),
    report: (message) => void showToast(message),
    busy: setStarting,
  });

  const close = () => setDialog(null);
  return (
    <TabSection id={id} title="Backups" busy={state.status === 'loading'}
      actions={<button type="button" className={dashboard.primary} onClick={() => void backUpNow()} disabled={starting || waiting}>{waiting ? 'Backing up…' : 'Back up now'}</button>}>
      <p className={shared.muted}>Every store is copied each night; the backups of the last 30 days are kept. A restore shows its plan first and changes nothing until you confirm it.</p>
      <LoadState state={state} what="backups" />
      {state.status === 'loaded' && backups.length === 0 && <p className={shared.muted}>No backups yet.</p>}
      {backups.length > 0 && (
        <ul className={styles.list} aria-label="Backups, newest first">
          {backups.map((backup) => (
            <BackupCard key={backup.id} backup={backup} onRestore={() => setDialog({ kind: 'restore', backup })} onDownload={() => setDialog({ kind: 'download', backup })} />
          ))}
        </ul>
      )}
      <Modal open={dialog?.kind === 'restore'} title={dialog ? `Restore from the backup of ${formatDayAndTime(dialog.backup.startedAt)}` : 'Restore'} onClose={close}>
        {dialog?.kind === 'restore' && <RestoreForm backup={dialog.backup} units={units} onCancel={close} onDone={() => { close(); void reload(); }} />}
      </Modal>
      <Modal open={dialog?.kind === 'download'} title={dialog ? `Download the backup of ${formatDayAndTime(dialog.backup.startedAt)}` : 'Download'} onClose={close}>
        {dialog?.kind === 'download' && <DownloadForm backup={dialog.backup} units={units} onCancel={close} onDone={close} />}
      </Modal>
    </TabSection>
  );
}
