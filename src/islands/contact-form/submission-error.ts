/** The banner text for a failed submission (spec S§8: ERR-01, ERR-02, ERR-03). */
import { ApiError, TIMEOUT_MESSAGE, TimeoutError } from '../../client/api-client.ts';

export const NETWORK_FAILURE_MESSAGE = 'Failed to submit form. Please try again later.';

export function submissionErrorMessage(error: unknown): string {
  if (error instanceof TimeoutError) return TIMEOUT_MESSAGE;
  if (error instanceof ApiError) return `Error submitting form: ${error.message}`;
  return NETWORK_FAILURE_MESSAGE;
}
