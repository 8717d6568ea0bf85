/**
 * A planner's enquiry form (issue #17): the visitor's contact and notes, and sending one request at
 * a time; the reference on success, each reason otherwise (the planner's own checks or the server's).
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../client/api-client.ts';
import { submitEnquiry } from '../../client/contact-api.ts';
import type { PlannerEnquiry } from '../../client/planner-api.ts';
import { EMPTY_CONTACT, type Contact } from './ContactFields.tsx';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  /** Stored; the reference is null when the answer gave none (issue #45). */
  | { status: 'sent'; reference: string | null }
  | { status: 'failed'; messages: string[] };

function failureMessages(error: unknown): string[] {
  if (error instanceof ApiError) return [error.message, ...Object.entries(error.errors ?? {}).map(([field, message]) => `${field}: ${message}`)];
  return [error instanceof Error ? error.message : 'Something went wrong. Please try again or call us.'];
}

/** What every planner checks of the contact fields. */
export function contactProblems(contact: Contact): string[] {
  return [
    ...(contact.name.trim() === '' ? ['Enter your name.'] : []),
    ...(/^\S+@\S+\.\S+$/.test(contact.email.trim()) ? [] : ['Enter a valid email address.']),
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

export function usePlannerForm() {
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [notes, setNotes] = useState('');
  const [state, setState] = useState<SendState>({ status: 'idle' });

  /** The form's submit handler: refuses with `problems()`, else sends `enquiry()`. */
  const submitWith = (problems: () => string[], enquiry: () => PlannerEnquiry) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    const found = [...problems(), ...contactProblems(contact)];
    if (found.length > 0) return setState({ status: 'failed', messages: found });
    setState({ status: 'sending' });
    submitEnquiry(enquiry()).then(
      (receipt) => setState({ status: 'sent', reference: receipt.reference }),
      (error: unknown) => setState({ status: 'failed', messages: failureMessages(error) }),
    );
  };
  return { contact, setContact, notes, setNotes, state, submitWith };
}

export type PlannerForm = ReturnType<typeof usePlannerForm>;
