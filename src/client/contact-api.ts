/** The contact form's call, kept apart from api-client.ts so that pages without the form never load zod. */
import { enquiryReceiptSchema, type EnquiryDraft, type EnquiryReceipt } from '../lib/enquiry/enquiry-schema.ts';
import { parseWith, postJson } from './api-client.ts';

const parseReceipt = parseWith(enquiryReceiptSchema);

/** POST /api/contact/submit (API-04): the 201 receipt, parsed with the contract's schema. */
export async function submitEnquiry(enquiry: EnquiryDraft): Promise<EnquiryReceipt> {
  return parseReceipt(await postJson('/api/contact/submit', enquiry));
}
