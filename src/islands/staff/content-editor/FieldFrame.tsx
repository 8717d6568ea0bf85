/**
 * The frame of one generated control: its label ("(optional)" when it may stay empty), the control,
 * the hint and the field's error, tied together by id (aria-describedby). `useFieldIds` gives a
 * control its id, its error and the props that point at the hint and the error.
 */
import type { ReactNode } from 'react';
import { describedBy } from '../../dashboard-shell/FieldError.tsx';
import { controlId, dottedPath, type FormPath } from '../../../lib/content-form/form-path.ts';
import { useSchemaForm } from './form-context.ts';
import styles from './SchemaForm.module.css';

export function useFieldIds(path: FormPath, hint: string | undefined) {
  const { idPrefix, errors } = useSchemaForm();
  const id = controlId(idPrefix, path);
  const error = errors[dottedPath(path)];
  const hintId = hint ? `${id}-hint` : undefined;
  return { id, error, errorId: `${id}-error`, hintId, described: describedBy(`${id}-error`, error, hintId) };
}

/** " (optional)" after a label, for a field that may stay empty (the space is its own text, so the name reads "Rating (optional)"). */
export function OptionalMark({ required }: { required: boolean }) {
  if (required) return null;
  return (
    <>
      {' '}
      <span className={styles.optional}>(optional)</span>
    </>
  );
}

interface Props {
  id: string;
  label: string;
  required: boolean;
  hint: string | undefined;
  error: string | undefined;
  children: ReactNode;
}

export default function FieldFrame({ id, label, required, hint, error, children }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <OptionalMark required={required} />
      </label>
      {children}
      {hint && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
      {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
    </div>
  );
}
