/**
 * A planner's enquiry form (issue #17): the visitor's contact and notes, and sending one request at
 * a time; the reference on success, each reason otherwise (the planner's own checks or the server's).
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../client/api-client.ts';
import { submitEnquiry } from '../../client/contact-api.ts';
import type { PlannerEnquiry } from '../../client/planner-api.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { UiStrings } from '../../lib/i18n/strings/index.ts';
import { EMPTY_CONTACT, type Contact } from './ContactFields.tsx';

/** The send step's words in the page's language (ui(locale).events.send, passed down as props; issue #44). */
export type SendWords = UiStrings['events']['send'];

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  /** Stored; the reference is null when the answer gave none (issue #45). */
  | { status: 'sent'; reference: string | null }
  | { status: 'failed'; messages: string[] };

function failureMessages(error: unknown, words: SendWords): string[] {
  if (error instanceof ApiError) return [error.message, ...Object.entries(error.errors ?? {}).map(([field, message]) => `${field}: ${message}`)];
  return [error instanceof Error ? error.message : words.failed];
}

/** What every planner checks of the contact fields, in the page's language. */
export function contactProblems(contact: Contact, words: Pick<SendWords, 'nameMissing' | 'emailInvalid'>): string[] {
  return [
    ...(contact.name.trim() === '' ? [words.nameMissing] : []),
    ...(/^\S+@\S+\.\S+$/.test(contact.email.trim()) ? [] : [words.emailInvalid]),
  ];
}

/** The contact fields of the enquiry, trimmed, and its message: the planner's summary, then the visitor's notes. */
export function enquiryBase(contact: Contact, summary: string, notes: string): Pick<PlannerEnquiry, 'name' | 'email' | 'phone' | 'message'> {
  const note = notes.trim();
  return {
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    message: [summary, ...(note ? [`Notes: ${note}`] : [])].join('\n\n'),
  };
}

/** A planner's form on a page in `locale`: its checks speak `words`, and the enquiry carries the page's language. */
export function usePlannerForm(words: SendWords, locale: Locale) {
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [notes, setNotes] = useState('');
  const [state, setState] = useState<SendState>({ status: 'idle' });

  /** The form's submit handler: refuses with `problems()`, else sends `enquiry()`. */
  const submitWith = (problems: () => string[], enquiry: () => PlannerEnquiry) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    const found = [...problems(), ...contactProblems(contact, words)];
    if (found.length > 0) return setState({ status: 'failed', messages: found });
    setState({ status: 'sending' });
    submitEnquiry(enquiry(), locale).then(
      (receipt) => setState({ status: 'sent', reference: receipt.reference }),
      (error: unknown) => setState({ status: 'failed', messages: failureMessages(error, words) }),
    );
  };
  return { contact, setContact, notes, setNotes, state, submitWith, words };
}

export type PlannerForm = ReturnType<typeof usePlannerForm>;
