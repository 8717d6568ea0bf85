/**
 * The one call of every enquiry form: the contact form (with or without the enquiry list) and the
 * planners. Any 2xx answer means the enquiry is stored (issue #45, lib/enquiry/enquiry-received.ts);
 * only an error answer or no answer is a failure. Loads no zod, so the planners can use it.
 */
import type { EnquiryDraft } from '../lib/enquiry/enquiry-schema.ts';
import { readEnquiryReceived, type EnquiryReceived } from '../lib/enquiry/enquiry-received.ts';
import { postJson } from './api-client.ts';
import type { PlannerEnquiry } from './planner-api.ts';

/** POST /api/contact/submit (API-04): stored, with the reference when the answer has one. */
export async function submitEnquiry(enquiry: EnquiryDraft | PlannerEnquiry): Promise<EnquiryReceived> {
  return readEnquiryReceived(await postJson('/api/contact/submit', enquiry));
}
