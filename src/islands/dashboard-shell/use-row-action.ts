/**
 * An action on one row of a dashboard list (show/hide, delete, unlock...; admin §8 toasts): the row
 * is busy while the call runs, and a missing token or a failure is a toast (see send-with-token.ts).
 */
import { useState } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { sendWithToken } from './send-with-token.ts';

export function useRowAction() {
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = (id: string, call: (token: string) => Promise<void>, failed: (error: unknown) => string) =>
    sendWithToken({ call, failed, report: (message) => void showToast(message), busy: (on) => setBusyId(on ? id : null) });

  return { busyId, run };
}
