/** What the login form says when sign-in fails (admin §8, ERR-10, ERR-11). */
import { ApiError, NetworkError, TimeoutError } from '../../../client/api-client.ts';
import { INVALID_CREDENTIALS } from '../../../lib/staff/login-schema.ts';
import { LOGIN_NETWORK_ERROR } from '../staff-messages.ts';

/** api-client's text when the server answered without a message of its own. */
const NO_SERVER_MESSAGE = /^Request failed with status \d+\.$/;

export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError || error instanceof TimeoutError) return LOGIN_NETWORK_ERROR;
  if (error instanceof ApiError && error.message.trim() !== '' && !NO_SERVER_MESSAGE.test(error.message)) return error.message;
  return INVALID_CREDENTIALS;
}
