/**
 * The booking details the form asks for (issue #10): date, time and guests for events, tables,
 * halls and stays; quantity and date needed for corporate and gifting orders. Optional, checked
 * by the shared schema (no past dates, 1 to 2,000 guests).
 */
import type { BookingField } from '../../lib/enquiry/booking-fields.ts';
import { todayInIndia } from '../../lib/enquiry/booking-fields.ts';
import { ENQUIRY_LIST_LIMITS } from '../../lib/enquiry/enquiry-subject.ts';
import { MAX_GUESTS } from '../../lib/enquiry/enquiry-schema.ts';
import FormField from './FormField.tsx';
import type { FieldMessages, FormValues } from './use-contact-form.ts';
import styles from './ContactForm.module.css';
import '../ui/kit/stack.css';

interface Props {
  /** Each field's label in the page's language. */
  labels: Readonly<Record<BookingField, string>>;
  /** "(optional)" in the page's language. */
  optional: string;
  fields: readonly BookingField[];
  values: FormValues;
  errors: FieldMessages;
  change: (field: BookingField, value: string) => void;
  keep: (field: BookingField) => (element: HTMLInputElement | null) => void;
}

function inputProps(field: BookingField) {
  if (field === 'eventDate' || field === 'neededBy') return { type: 'date', min: todayInIndia() };
  if (field === 'eventTime') return { type: 'time' };
  const max = field === 'guests' ? MAX_GUESTS : ENQUIRY_LIST_LIMITS.maxQuantity;
  return { type: 'number', inputMode: 'numeric' as const, min: 1, max };
}

export default function BookingFields({ labels, optional, fields, values, errors, change, keep }: Props) {
  if (fields.length === 0) return null;
  return (
    <div className={`stack ${styles.row}`}>
      {fields.map((field) => (
        <FormField key={field} id={`contact-${field}`} label={labels[field]} hint={optional} error={errors[field]}>
          {(control) => (
            <input {...control} {...inputProps(field)} ref={keep(field)} className={styles.control} name={field}
              value={values[field]} onChange={(event) => change(field, event.target.value)} />
          )}
        </FormField>
      ))}
    </div>
  );
}
