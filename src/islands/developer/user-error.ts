/**
 * The message for a failed developer call (admin §8; ERR-21, ERR-23): a 403 and a 401 have their
 * own texts, otherwise the server's message when it sent one, else the action's fallback.
 */
import { ApiError } from '../../client/api-client.ts';
import { AUTH_ERROR, AUTH_EXPIRED } from '../dashboard-shell/shell-messages.ts';

/** What api-client.ts says when the server's answer carried no message of its own. */
const NO_SERVER_MESSAGE = /^Request failed with status \d+\.$/;

export function userErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 403) return AUTH_EXPIRED;
  if (error.status === 401) return AUTH_ERROR;
  if (error.status < 400 || error.status >= 500 || NO_SERVER_MESSAGE.test(error.message)) return fallback;
  return error.message;
}
