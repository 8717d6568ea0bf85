/**
 * An action on one row of a dashboard list (show/hide, delete, unlock...; admin §8 toasts): needs
 * the stored token ("Authentication token not found" without it), marks the row busy while the
 * call runs, and toasts what `failed` makes of an error.
 */
import { useState } from 'react';
import { currentAdminToken } from '../../stores/staff-session.ts';
import { showToast } from '../../stores/toasts.ts';
import { TOKEN_MISSING } from './shell-messages.ts';

export function useRowAction() {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(id: string, call: (token: string) => Promise<void>, failed: (error: unknown) => string): Promise<void> {
    const token = currentAdminToken();
    if (!token) return void showToast(TOKEN_MISSING);
    setBusyId(id);
    try {
      await call(token);
    } catch (error) {
      showToast(failed(error));
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, run };
}
