/**
 * Enquiry references in the `enquiry-references` store.
 *
 * Key layout: `{reference}` -> `{ reservedAt }`, written once with onlyIfNew. A reference is
 * handed out only when its key was new, so two enquiries can never share one, however many
 * functions run at once; a clash just draws again.
 */
import { reserveReference } from '../../lib/enquiry/enquiry-reference.ts';
import type { Store } from './blob-stores.ts';
import { createRecord } from './records.ts';

export async function reserveEnquiryReference(store: Store, at: Date = new Date()): Promise<string> {
  return reserveReference((reference) => createRecord(store, reference, { reservedAt: at.toISOString() }), at);
}
