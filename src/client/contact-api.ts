/** The contact form's call, kept apart from api-client.ts so that pages without the form never load zod. */
import { enquiryReceiptSchema, type EnquiryDraft, type EnquiryReceipt } from '../lib/enquiry/enquiry-schema.ts';
import { ApiError, postJson } from './api-client.ts';

/** POST /api/contact/submit (API-04). */
export async function submitEnquiry(enquiry: EnquiryDraft): Promise<EnquiryReceipt> {
  const answer = await postJson('/api/contact/submit', enquiry);
  const receipt = enquiryReceiptSchema.safeParse(answer);
  if (!receipt.success) throw new ApiError(201, 'The server sent an unexpected answer.');
  return receipt.data;
}
