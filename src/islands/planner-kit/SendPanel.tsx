/** The last step of a planner (issue #17): contact, notes, send or WhatsApp, and what happened. */
import { useEffect, useRef } from 'react';
import ContactFields from './ContactFields.tsx';
import SendStatus from './SendStatus.tsx';
import { changedValue } from './typed-before-hydration.ts';
import type { PlannerForm } from './use-send.ts';
import styles from './planner.module.css';
import '../ui/kit/cluster.css';

interface Props {
  idPrefix: string;
  legend: string;
  form: PlannerForm;
  submitLabel: string;
  whatsappHref: string;
  team: string;
  children?: React.ReactNode;
}

export default function SendPanel({ idPrefix, legend, form, submitLabel, whatsappHref, team, children }: Props) {
  const panel = useRef<HTMLFieldSetElement>(null);
  const { setContact, setNotes } = form;

  // The planners hydrate on the first interaction (issue #14): contact details and notes typed
  // before their code arrived are taken over, never lost.
  useEffect(() => {
    const fieldset = panel.current;
    if (!fieldset) return;
    const typed = (field: string) => changedValue(fieldset, `${idPrefix}-${field}`);
    setContact((contact) => ({ name: typed('name') ?? contact.name, email: typed('email') ?? contact.email, phone: typed('phone') ?? contact.phone }));
    setNotes((notes) => typed('notes') ?? notes);
  }, []);

  return (
    <fieldset ref={panel} className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      <ContactFields idPrefix={idPrefix} contact={form.contact} onChange={form.setContact} words={form.words} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${idPrefix}-notes`}>
          {form.words.notes}
        </label>
        <textarea id={`${idPrefix}-notes`} className={styles.control} rows={3} value={form.notes} onChange={(event) => form.setNotes(event.target.value)} />
      </div>
      <div className={`cluster ${styles.actions}`}>
        <button type="submit" className={styles.button} disabled={form.state.status === 'sending'}>
          {submitLabel}
        </button>
        <a className={styles.secondary} href={whatsappHref} target="_blank" rel="noopener noreferrer">
          {form.words.whatsapp}
        </a>
      </div>
      <SendStatus state={form.state} team={team} words={form.words} />
    </fieldset>
  );
}
