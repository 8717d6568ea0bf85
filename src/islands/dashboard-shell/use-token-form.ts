/** A dashboard form's sending step: its message and busy flag, and `send` (see send-with-token.ts). */
import { useState } from 'react';
import { sendWithToken, type SendSteps } from './send-with-token.ts';

export function useTokenForm() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Busy while `call` runs; when it throws, the form shows what `failed` makes of the error (nothing for null). */
  const send = (call: SendSteps['call'], failed: SendSteps['failed']) => sendWithToken({ call, failed, report: setMessage, busy: setBusy });

  return { message, setMessage, busy, send };
}
