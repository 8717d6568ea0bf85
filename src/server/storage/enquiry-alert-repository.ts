/**
 * What became of the alert sent for each new enquiry, in the `enquiry-alerts` store:
 * `{enquiry id}` -> EnquiryAlert JSON. Kept apart from the enquiry itself, so recording an
 * alert never changes the enquiry's etag under a staff member who is working on it.
 * Only the one background task of that enquiry writes its key.
 */
import { enquiryAlertSchema, type EnquiryAlert } from '../../lib/api/enquiries.ts';
import type { Store } from './blob-stores.ts';
import { readRecord } from './records.ts';

export async function recordAlert(store: Store, enquiryId: string, alert: EnquiryAlert): Promise<void> {
  await store.setJSON(enquiryId, enquiryAlertSchema.parse(alert));
}

export async function getAlert(store: Store, enquiryId: string): Promise<EnquiryAlert | null> {
  return (await readRecord(store, enquiryId, enquiryAlertSchema))?.value ?? null;
}

export async function deleteAlert(store: Store, enquiryId: string): Promise<void> {
  await store.delete(enquiryId);
}
