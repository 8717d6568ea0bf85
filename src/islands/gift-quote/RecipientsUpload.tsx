/** The recipients CSV: template download, the upload, and each bad line of the file by its number. */
import type { Locale } from '../../lib/i18n/locales.ts';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { fill, plural } from '../../lib/i18n/ui-strings.ts';
import { RECIPIENTS_TEMPLATE, RECIPIENT_COLUMNS } from '../../lib/planning/recipients-csv.ts';
import styles from '../planner-kit/planner.module.css';
import type { RecipientsFile } from './use-gift-quote.ts';
import { formatCount } from '../../lib/text/indian-number.ts';

interface Props {
  maxRecipients: number;
  file: RecipientsFile | undefined;
  onFile: (file: File | undefined) => void;
  words: Pick<UiStrings['events']['quote'], 'recipientsNote' | 'template' | 'recipientsFile' | 'fileProblems' | 'line' | 'fileRead'>;
  locale: Locale;
}

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(RECIPIENTS_TEMPLATE)}`;

export default function RecipientsUpload({ maxRecipients, file, onFile, words, locale }: Props) {
  return (
    <div className={styles.field}>
      <p className={styles.note}>
        {fill(words.recipientsNote, { columns: RECIPIENT_COLUMNS.join(', '), max: formatCount(maxRecipients) })}{' '}
        <a href={TEMPLATE_HREF} download="recipients-template.csv">
          {words.template}
        </a>
      </p>
      <label className={styles.label} htmlFor="quote-recipients">
        {words.recipientsFile}
      </label>
      <input id="quote-recipients" className={styles.control} type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event.target.files?.[0])} />
      {file && file.errors.length > 0 && (
        <div role="alert">
          <p className={styles.error}>{plural(locale, words.fileProblems, file.errors.length, { file: file.fileName })}</p>
          <ul className={styles.errorList}>
            {file.errors.map((error) => (
              <li key={error.line}>
                {fill(words.line, { line: error.line, message: error.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {file && file.errors.length === 0 && (
        <p role="status" className={styles.ok}>
          {plural(locale, words.fileRead, file.recipients.length, { file: file.fileName, count: formatCount(file.recipients.length) })}
        </p>
      )}
    </div>
  );
}
