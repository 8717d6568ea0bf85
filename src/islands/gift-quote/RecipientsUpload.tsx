/** The recipients CSV: template download, the upload, and each bad line of the file by its number. */
import { RECIPIENTS_TEMPLATE, RECIPIENT_COLUMNS } from '../../lib/planning/recipients-csv.ts';
import styles from '../planner-kit/planner.module.css';
import type { RecipientsFile } from './use-gift-quote.ts';
import { formatCount } from '../../lib/text/indian-number.ts';

interface Props {
  maxRecipients: number;
  file: RecipientsFile | undefined;
  onFile: (file: File | undefined) => void;
}

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(RECIPIENTS_TEMPLATE)}`;

export default function RecipientsUpload({ maxRecipients, file, onFile }: Props) {
  return (
    <div className={styles.field}>
      <p className={styles.note}>
        A CSV file with the columns {RECIPIENT_COLUMNS.join(', ')}; one recipient a line, at most {formatCount(maxRecipients)}.{' '}
        <a href={TEMPLATE_HREF} download="recipients-template.csv">
          Download the recipients template (CSV)
        </a>
      </p>
      <label className={styles.label} htmlFor="quote-recipients">
        Recipients file (CSV)
      </label>
      <input id="quote-recipients" className={styles.control} type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event.target.files?.[0])} />
      {file && file.errors.length > 0 && (
        <div role="alert">
          <p className={styles.error}>{file.fileName} has {file.errors.length === 1 ? '1 problem' : `${file.errors.length} problems`}; nothing was taken from it:</p>
          <ul className={styles.errorList}>
            {file.errors.map((error) => (
              <li key={error.line}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {file && file.errors.length === 0 && (
        <p role="status" className={styles.ok}>
          {file.recipients.length === 1 ? '1 recipient' : `${file.recipients.length} recipients`} read from {file.fileName}.
        </p>
      )}
    </div>
  );
}
