/**
 * Downloading a backup as a file (issue #42 item 4): everything or one unit, as gzip'd NDJSON (a
 * first line describing the backup, then one line per record; pictures as base64). A backup too large
 * for one download (20 MB) is refused with the server's message: then one unit at a time.
 */
import { useState, type SubmitEvent } from 'react';
import { downloadBackupExport, type BackupManifest, type BackupsAnswer } from '../../../client/developer-api.ts';
import { EVERYTHING } from '../../../lib/backups/backup-units.ts';
import form from '../../dashboard-shell/Form.module.css';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import { saveFile } from '../../dashboard-shell/save-file.ts';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';
import { userErrorMessage } from '../user-error.ts';
import UnitSelect from './UnitSelect.tsx';

interface Props {
  backup: BackupManifest;
  units: BackupsAnswer['units'];
  onDone: () => void;
  onCancel: () => void;
}

export default function DownloadForm({ backup, units, onDone, onCancel }: Props) {
  const [unit, setUnit] = useState(EVERYTHING);
  const { message, busy, send } = useTokenForm();

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    await send(async (token) => {
      const { file, name } = await downloadBackupExport(token, backup.id, unit);
      saveFile(file, name);
      onDone();
    }, (failure) => userErrorMessage(failure, 'The download failed. Please try again.'));
  }

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <UnitSelect units={units} value={unit} onChange={setUnit} label="What to download" />
      <p className={form.hint}>A .ndjson.gz file: one line per record, pictures as base64, with their metadata.</p>
      <FormFooter message={message} busy={busy} label="Download" busyLabel="Preparing..." onCancel={onCancel} />
    </form>
  );
}
