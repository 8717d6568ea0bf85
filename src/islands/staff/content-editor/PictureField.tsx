/**
 * The `picture` widget (issue #41 item 3): the current picture (a staff picture fetched with the
 * session, built-in artwork named by its file), and "Upload a new picture", checked for type and size
 * before it is sent; the server's refusal is shown on the field too. The stored value is what the
 * upload answers (`picture:{key}`).
 */
import { useEffect, useState } from 'react';
import { CONTENT_PICTURE_HINT, CONTENT_PICTURE_TYPES, pictureFileProblem } from '../../../lib/content-form/picture-file.ts';
import { OptionalMark, useFieldIds } from './FieldFrame.tsx';
import { useSchemaForm, type FieldProps } from './form-context.ts';
import styles from './SchemaForm.module.css';

type Shown = { status: 'none' } | { status: 'loading' } | { status: 'shown'; url: string } | { status: 'builtin' } | { status: 'failed' };

/** "../../src/assets/sweets/kaju-katli.svg" -> "kaju-katli.svg". */
const fileName = (src: string) => src.split('/').pop() ?? src;

export default function PictureField({ path, value, label, required }: FieldProps) {
  const { pictures, setValue } = useSchemaForm();
  const { id, error, errorId } = useFieldIds(path, CONTENT_PICTURE_HINT);
  const src = typeof value === 'string' ? value : '';
  const [shown, setShown] = useState<Shown>({ status: 'none' });
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (src === '') return setShown({ status: 'none' });
    let current = true;
    setShown({ status: 'loading' });
    pictures.preview(src).then(
      (url) => current && setShown(url ? { status: 'shown', url } : { status: 'builtin' }),
      () => current && setShown({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [src, pictures]);

  async function pick(file: File | undefined): Promise<void> {
    if (!file) return;
    const refused = pictureFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    try {
      setValue(path, await pictures.upload(file));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  const message = problem ?? error;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <span className={styles.label}>
        {label}
        <OptionalMark required={required} />
      </span>
      <div className={styles.picture}>
        {shown.status === 'shown' && <img src={shown.url} alt={`Current picture: ${label}`} className={styles.thumb} />}
        <p className={styles.hint}>
          {shown.status === 'none' && 'No picture yet.'}
          {shown.status === 'loading' && 'Loading the picture…'}
          {shown.status === 'builtin' && `The site\u2019s own artwork: ${fileName(src)}`}
          {shown.status === 'shown' && (src.startsWith('picture:') ? 'A picture uploaded by staff.' : fileName(src))}
          {shown.status === 'failed' && `The picture could not be shown (${fileName(src)}).`}
        </p>
      </div>
      <label className={styles.label} htmlFor={id}>
        Upload a new picture{' '}<span className="visually-hidden">for {label}</span>
      </label>
      <input id={id} className={styles.file} type="file" accept={CONTENT_PICTURE_TYPES.join(',')} disabled={uploading}
        aria-invalid={message ? true : undefined} aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }} />
      <p id={hintId} className={styles.hint}>{CONTENT_PICTURE_HINT}</p>
      {uploading && <p role="status" className={styles.hint}>Uploading the picture…</p>}
      {message && <p id={errorId} className={styles.error} role={problem ? 'alert' : undefined}>{message}</p>}
    </div>
  );
}
