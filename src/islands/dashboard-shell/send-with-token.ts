/**
 * The sending step both dashboards' forms and list actions share (admin §8): the call needs the
 * stored token ("Authentication token not found" without it), shows busy while it runs, and
 * reports what `failed` makes of an error (nothing for null).
 */
import { currentAdminToken } from '../../stores/staff-session.ts';
import { TOKEN_MISSING } from './shell-messages.ts';

export interface SendSteps {
  call: (token: string) => Promise<void>;
  failed: (error: unknown) => string | null;
  report: (message: string) => void;
  busy: (on: boolean) => void;
}

export async function sendWithToken({ call, failed, report, busy }: SendSteps): Promise<void> {
  const token = currentAdminToken();
  if (!token) return report(TOKEN_MISSING);
  busy(true);
  try {
    await call(token);
  } catch (error) {
    const message = failed(error);
    if (message !== null) report(message);
  } finally {
    busy(false);
  }
}
