/** Name, email and phone of a planner enquiry (the enquiry journey's fields, issue #17). */
import styles from './planner.module.css';
import type { SendWords } from './use-send.ts';

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_CONTACT: Contact = { name: '', email: '', phone: '' };

interface Props {
  idPrefix: string;
  contact: Contact;
  onChange: (contact: Contact) => void;
  /** The field labels in the page's language (ui(locale).events.send). */
  words: Pick<SendWords, 'name' | 'email' | 'phone'>;
}

const FIELDS = [
  { key: 'name', type: 'text', autoComplete: 'name', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

export default function ContactFields({ idPrefix, contact, onChange, words }: Props) {
  return (
    <div className={styles.row}>
      {FIELDS.map((field) => (
        <div key={field.key} className={styles.field}>
          <label className={styles.label} htmlFor={`${idPrefix}-${field.key}`}>
            {words[field.key]}
          </label>
          <input
            id={`${idPrefix}-${field.key}`}
            className={styles.control}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.required}
            value={contact[field.key]}
            onChange={(event) => onChange({ ...contact, [field.key]: event.target.value })}
          />
        </div>
      ))}
    </div>
  );
}
