/** A form field's message, tied to its control by id (aria-describedby). */
import styles from './Form.module.css';

export default function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className={styles.error}>{message}</p> : null;
}

/** The props that tie a control to its message. */
export function describedBy(id: string, message: string | undefined, hintId?: string) {
  const ids = [hintId, message ? id : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined };
}
