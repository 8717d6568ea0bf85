/**
 * What an enquiry form makes of a 2xx answer to POST /api/contact/submit (issue #45). Any 2xx means
 * the enquiry is stored, so the visitor is thanked, with the reference when the answer has one. An
 * answer without it (an older function answering a newer page during a deploy) was shown as a
 * failure: visitors sent the enquiry again and staff got duplicates. Read by hand, without zod, so
 * the planners, which never load zod, read answers the same way as the contact form.
 */

export interface EnquiryReceived {
  /** The reference to quote when calling or writing, when the answer gave one. */
  reference: string | null;
}

/** The success a 2xx answer means, whatever its body: its reference when it holds a non-empty one. */
export function readEnquiryReceived(answer: unknown): EnquiryReceived {
  const reference = typeof answer === 'object' && answer !== null && 'reference' in answer ? answer.reference : undefined;
  return { reference: typeof reference === 'string' && reference.trim() !== '' ? reference.trim() : null };
}
