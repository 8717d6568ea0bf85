/**
 * The Visitor data screen's cycle (issue #42 item 5): check the email or phone as the server will,
 * find what is stored, ask for confirmation naming the counts, erase, then find again, so the list shows
 * what is left (nothing).
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { eraseVisitorData, findVisitorData } from '../../../client/visitor-data-api.ts';
import { toFieldErrors, type FieldErrors } from '../../../lib/api/api-error.ts';
import { visitorLookupSchema, type VisitorData, type VisitorErased } from '../../../lib/api/visitor-data.ts';
import type { VisitorQuery } from '../../../lib/privacy/visitor-match.ts';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';

const FIND_FAILED = 'Could not look this visitor up. Please try again.';
const ERASE_FAILED = 'The erasure did not finish. Please find the visitor again and erase what is left.';

export interface VisitorValues {
  email: string;
  phone: string;
}

const failedWith = (fallback: string, setErrors: (errors: FieldErrors) => void) => (error: unknown) => {
  if (error instanceof ApiError && error.errors) setErrors(error.errors);
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
};

export function useVisitorData() {
  const [values, setValues] = useState<VisitorValues>({ email: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [found, setFound] = useState<{ query: VisitorQuery; data: VisitorData } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<VisitorErased | null>(null);
  const finder = useTokenForm();
  const eraser = useTokenForm();
  const set = (change: Partial<VisitorValues>) => setValues((current) => ({ ...current, ...change }));

  async function find(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    finder.setMessage(null);
    eraser.setMessage(null);
    setErased(null);
    setConfirming(false);
    const parsed = visitorLookupSchema.safeParse(values);
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await finder.send(async (token) => {
      setFound({ query: parsed.data, data: await findVisitorData(token, parsed.data) });
    }, failedWith(FIND_FAILED, setErrors));
  }

  async function erase(): Promise<void> {
    if (!found) return;
    eraser.setMessage(null);
    await eraser.send(async (token) => {
      const result = await eraseVisitorData(token, found.query);
      setConfirming(false);
      setErased(result);
      setFound({ query: found.query, data: await findVisitorData(token, found.query) });
    }, failedWith(ERASE_FAILED, setErrors));
  }

  return { values, set, errors, finder, eraser, found, confirming, setConfirming, erased, find, erase };
}
