/** A labelled form control with its error message wired up for assistive technology. */
import type { ReactNode } from 'react';
import styles from './ContactForm.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

export default function FormField({ id, label, required = false, hint, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {hint && ' '}
        {hint && <span className={styles.hint}>{hint}</span>}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
