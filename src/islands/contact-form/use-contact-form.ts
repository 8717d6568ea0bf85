/**
 * The contact form's state: the field values, per-field messages, the banner and the
 * idle -> submitting -> success cycle (spec S§4). Validation is the shared enquiry schema,
 * so the browser and the function give the same messages.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { toFieldErrors } from '../../lib/api/api-error.ts';
import {
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  enquirySchema,
  toEnquiryCategory,
  type EnquiryField,
} from '../../lib/enquiry/enquiry-schema.ts';
import { ApiError } from '../../client/api-client.ts';
import { submitEnquiry } from '../../client/contact-api.ts';
import { submissionErrorMessage } from './submission-error.ts';

export type FormValues = Record<EnquiryField | typeof HONEYPOT_FIELD, string>;
export type FieldMessages = Partial<Record<EnquiryField, string>>;
export type FormStatus = 'idle' | 'submitting' | 'success';

export const EMPTY_VALUES: FormValues = { name: '', email: '', phone: '', category: '', message: '', website: '' };

function onlyKnownFields(errors: Record<string, string>): FieldMessages {
  const known: FieldMessages = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = errors[field];
    if (message !== undefined) known[field] = message;
  }
  return known;
}

/** focusField moves the keyboard focus to a field (the form owns the elements). */
export function useContactForm(focusField: (field: EnquiryField) => void) {
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [banner, setBanner] = useState<string | null>(null);
  const focusNameWhenShown = useRef(false);

  // G-35: /contact?category=corporate pre-selects the category (read after hydration).
  useEffect(() => {
    const category = toEnquiryCategory(new URLSearchParams(window.location.search).get('category'));
    if (category !== '') setValues((current) => ({ ...current, category }));
  }, []);

  useEffect(() => {
    if (status === 'idle' && focusNameWhenShown.current) {
      focusNameWhenShown.current = false;
      focusField('name');
    }
  }, [status, focusField]);

  function change(field: keyof FormValues, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== HONEYPOT_FIELD) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showFieldErrors(fieldErrors: FieldMessages): void {
    setErrors(fieldErrors);
    const first = ENQUIRY_FIELDS.find((field) => fieldErrors[field] !== undefined);
    if (first) focusField(first);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status === 'submitting') return;
    const parsed = enquirySchema.safeParse(values);
    if (!parsed.success) {
      setBanner(null);
      showFieldErrors(onlyKnownFields(toFieldErrors(parsed.error)));
      return;
    }
    const { website, ...enquiry } = parsed.data;
    setErrors({});
    setBanner(null);
    setStatus('submitting');
    try {
      await submitEnquiry(website ? { ...enquiry, website } : enquiry);
      setValues(EMPTY_VALUES);
      setStatus('success');
    } catch (error) {
      setStatus('idle');
      setBanner(submissionErrorMessage(error));
      if (error instanceof ApiError && error.errors) showFieldErrors(onlyKnownFields(error.errors));
    }
  }

  function startAgain(): void {
    setValues(EMPTY_VALUES);
    setErrors({});
    setBanner(null);
    focusNameWhenShown.current = true;
    setStatus('idle');
  }

  return { values, errors, status, banner, change, submit, startAgain };
}
