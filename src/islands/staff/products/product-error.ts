/** The message for a failed product call (admin §8): 403 and 401 have their own texts. */
import { ApiError } from '../../../client/api-client.ts';
import { AUTH_ERROR, AUTH_EXPIRED } from '../../dashboard-shell/shell-messages.ts';

/** `useServerMessage` shows the server's own text for other refusals (e.g. a 409 conflict). */
export function productErrorMessage(error: unknown, fallback: string, useServerMessage = false): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return AUTH_EXPIRED;
    if (error.status === 401) return AUTH_ERROR;
    if (useServerMessage && error.status >= 400 && error.status < 500) return error.message;
  }
  return fallback;
}
