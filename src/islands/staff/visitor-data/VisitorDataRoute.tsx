/**
 * Visitor data (issue #42 item 5, DPDP Act 2023; superadmins only): find everything stored about the
 * email or phone a visitor used, and erase it at their request, with a confirmation naming the counts.
 */
import { useId } from 'react';
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import form from '../../dashboard-shell/Form.module.css';
import StoredList from './StoredList.tsx';
import { useVisitorData, type VisitorValues } from './use-visitor-data.ts';
import styles from './VisitorData.module.css';

const FIELDS: { name: keyof VisitorValues; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
];

export default function VisitorDataRoute() {
  const id = useId();
  const { values, set, errors, finder, eraser, found, confirming, setConfirming, erased, find, erase } = useVisitorData();
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.screen}>
      <h2 id={`${id}-heading`}>Visitor data</h2>
      <p className={styles.intro}>
        Find everything stored about a visitor by the email or phone they used, and erase it when they ask. Backups taken
        before an erasure keep the data until they are deleted, at most 30 days later.
      </p>
      <form className={form.form} onSubmit={(event) => void find(event)} noValidate aria-busy={finder.busy} aria-label="Find a visitor">
        <div className={styles.fields}>
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <div className={form.field} key={name}>
              <label className={form.label} htmlFor={`${id}-${name}`}>{label}</label>
              <input id={`${id}-${name}`} className={form.control} type={type} autoComplete={autoComplete} value={values[name]}
                onChange={(e) => set({ [name]: e.target.value })} {...describedBy(`${id}-${name}-error`, errors[name])} />
              <FieldError id={`${id}-${name}-error`} message={errors[name]} />
            </div>
          ))}
        </div>
        <p className={form.hint}>An email matches exactly (capitals aside); a phone by its digits, with or without +91 or 0.</p>
        <FormFooter message={finder.message} busy={finder.busy} label="Find" busyLabel="Finding..." />
      </form>
      {erased && <p role="status" className={styles.done}>{erased.message}</p>}
      {found && (
        <StoredList data={found.data} busy={eraser.busy} confirming={confirming} message={eraser.message}
          onAsk={() => setConfirming(true)} onCancel={() => setConfirming(false)} onErase={() => void erase()} />
      )}
    </section>
  );
}
