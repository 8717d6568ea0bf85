/**
 * The contact form's state: the field values, per-field messages, the banner and the
 * idle -> submitting -> success cycle (spec S§4). Validation is the shared enquiry schema with the
 * page's language's messages (issue #44), so the browser and the function give the same messages;
 * the enquiry goes out with the page's language. The subject and list it sends come
 * from use-enquiry-subject.ts; the booking fields shown depend on the category and subject.
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { toFieldErrors } from '../../lib/api/api-error.ts';
import { BOOKING_FIELDS, bookingFieldsFor, type BookingField } from '../../lib/enquiry/booking-fields.ts';
import { EMPTY_BOOKING, toEnquiryDraft, type BookingValues } from '../../lib/enquiry/enquiry-draft.ts';
import { enquiryMessages, type EnquiryMessageTemplates } from '../../lib/enquiry/enquiry-messages.ts';
import type { FailureStrings } from '../../lib/enquiry/form-strings.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import {
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  enquirySchemaWith,
  toEnquiryCategory,
  type EnquiryCategory,
  type EnquiryField,
} from '../../lib/enquiry/enquiry-schema.ts';
import type { EnquiryReceived } from '../../lib/enquiry/enquiry-received.ts';
import type { ListItemRef, SubjectKind, SubjectRef } from '../../lib/enquiry/enquiry-subject.ts';
import { ApiError } from '../../client/api-client.ts';
import { submitEnquiry } from '../../client/contact-api.ts';
import { submissionErrorMessage } from './submission-error.ts';

export type FormField = EnquiryField | BookingField;
export type FormValues = Record<EnquiryField | typeof HONEYPOT_FIELD, string> & BookingValues;
export type FieldMessages = Partial<Record<FormField | 'subject', string>>;
export type FormStatus = 'idle' | 'submitting' | 'success';

export const EMPTY_VALUES: FormValues = { name: '', email: '', phone: '', category: '', message: '', website: '', ...EMPTY_BOOKING };

/** Every field in the order the form shows them (the first invalid one gets the focus). */
const FORM_FIELDS: readonly FormField[] = [...ENQUIRY_FIELDS.slice(0, 4), ...BOOKING_FIELDS, 'message'];

function onlyKnownFields(errors: Record<string, string>, subjectUnknown: string): FieldMessages {
  const known: FieldMessages = {};
  for (const field of FORM_FIELDS) {
    const message = errors[field];
    if (message !== undefined) known[field] = message;
  }
  if (Object.keys(errors).some((key) => key === 'context' || key.startsWith('items'))) known.subject = subjectUnknown;
  return known;
}

export interface SubjectForForm {
  ref: SubjectRef | null;
  category: EnquiryCategory | undefined;
  items: readonly ListItemRef[] | undefined;
}

/** The page's language, its message templates and failure banners (props of the island). */
export interface FormLanguage {
  locale: Locale;
  messages: EnquiryMessageTemplates;
  failure: FailureStrings;
}

/** focusField moves the keyboard focus to a field (the form owns the elements). */
export function useContactForm(focusField: (field: FormField) => void, subject: SubjectForForm, language: FormLanguage) {
  const { locale, failure } = language;
  const messages = useMemo(() => enquiryMessages(language.messages), [language.messages]);
  const schema = useMemo(() => enquirySchemaWith(messages), [messages]);
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [banner, setBanner] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<(EnquiryReceived & { category: EnquiryCategory; sentList: boolean }) | null>(null);
  const focusNameWhenShown = useRef(false);

  // G-35: /contact?category=corporate pre-selects the category (read after hydration).
  useEffect(() => {
    const category = toEnquiryCategory(new URLSearchParams(window.location.search).get('category'));
    if (category !== '') setValues((current) => ({ ...current, category }));
  }, []);

  // A subject found in the site's data sets its team's category, unless the visitor chose one.
  const subjectCategory = subject.category;
  useEffect(() => {
    if (subjectCategory) setValues((current) => (current.category === '' ? { ...current, category: subjectCategory } : current));
  }, [subjectCategory]);

  useEffect(() => {
    if (status === 'idle' && focusNameWhenShown.current) {
      focusNameWhenShown.current = false;
      focusField('name');
    }
  }, [status, focusField]);

  const category = toEnquiryCategory(values.category);
  const kind: SubjectKind | undefined = subject.ref?.kind;
  const bookingFields = bookingFieldsFor(category, kind);

  function change(field: keyof FormValues, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== HONEYPOT_FIELD) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showFieldErrors(fieldErrors: FieldMessages): void {
    setErrors(fieldErrors);
    const first = FORM_FIELDS.find((field) => fieldErrors[field] !== undefined);
    if (first) focusField(first);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status === 'submitting') return;
    const { eventDate, eventTime, guests, quantity, neededBy, ...fields } = values;
    const draft = toEnquiryDraft({
      fields,
      booking: { eventDate, eventTime, guests, quantity, neededBy },
      shownBooking: bookingFields,
      subject: subject.ref ?? undefined,
      items: subject.items,
    });
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setBanner(null);
      showFieldErrors(onlyKnownFields(toFieldErrors(parsed.error), messages.subjectUnknown));
      return;
    }
    setErrors({});
    setBanner(null);
    setStatus('submitting');
    try {
      const received = await submitEnquiry(parsed.data, locale);
      setReceipt({ ...received, category: parsed.data.category, sentList: Boolean(subject.items?.length) });
      setValues(EMPTY_VALUES);
      setStatus('success');
    } catch (error) {
      setStatus('idle');
      setBanner(submissionErrorMessage(error, failure));
      if (error instanceof ApiError && error.errors) showFieldErrors(onlyKnownFields(error.errors, messages.subjectUnknown));
    }
  }

  function startAgain(): void {
    setValues(EMPTY_VALUES);
    setErrors({});
    setBanner(null);
    setReceipt(null);
    focusNameWhenShown.current = true;
    setStatus('idle');
  }

  return { values, errors, status, banner, receipt, bookingFields, change, submit, startAgain };
}
