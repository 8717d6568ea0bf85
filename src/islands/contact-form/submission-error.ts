/** The banner text for a failed submission (spec S§8: ERR-01, ERR-02, ERR-03), in the page's language. */
import { ApiError, TimeoutError } from '../../client/api-client.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import type { FailureStrings } from '../../lib/enquiry/form-strings.ts';

export function submissionErrorMessage(error: unknown, strings: FailureStrings): string {
  if (error instanceof TimeoutError) return strings.timeout;
  if (error instanceof ApiError) return fill(strings.answered, { message: error.message });
  return strings.network;
}
