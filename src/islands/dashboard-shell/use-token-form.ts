/**
 * A dashboard form's sending step (admin §8): its message and busy flag, and `send`, which runs a
 * call with the stored token. Without a token the form says "Authentication token not found".
 */
import { useState } from 'react';
import { currentAdminToken } from '../../stores/staff-session.ts';
import { TOKEN_MISSING } from './shell-messages.ts';

export function useTokenForm() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Busy while `call` runs; when it throws, the form shows what `failed` makes of the error (nothing for null). */
  async function send(call: (token: string) => Promise<void>, failed: (error: unknown) => string | null): Promise<void> {
    const token = currentAdminToken();
    if (!token) return setMessage(TOKEN_MISSING);
    setBusy(true);
    try {
      await call(token);
    } catch (error) {
      setMessage(failed(error));
    } finally {
      setBusy(false);
    }
  }

  return { message, setMessage, busy, send };
}
