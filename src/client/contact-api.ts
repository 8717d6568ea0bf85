/**
 * The one call of every enquiry form: the contact form (with or without the enquiry list) and the
 * planners. Any 2xx answer means the enquiry is stored (issue #45, lib/enquiry/enquiry-received.ts);
 * only an error answer or no answer is a failure. Loads no zod, so the planners can use it.
 *
 * Every form sends the language of its page (issue #44, docs/i18n.md §4): the enquiry is stored with
 * it and the server's messages come back in it. A form's island takes the page's language as its
 * `locale` prop (EnquiryLocaleProps, passed by its Astro parent as `pageLocale(Astro.currentLocale)`)
 * and hands it to submitEnquiry.
 */
import type { Locale } from '../lib/i18n/locales.ts';
import type { EnquiryDraft } from '../lib/enquiry/enquiry-schema.ts';
import { readEnquiryReceived, type EnquiryReceived } from '../lib/enquiry/enquiry-received.ts';
import { postJson } from './api-client.ts';
import type { PlannerEnquiry } from './planner-api.ts';

/** The prop of every enquiry form's island: the language of the page it is on. */
export interface EnquiryLocaleProps {
  /** `pageLocale(Astro.currentLocale)`; English when left out. */
  locale?: Locale | undefined;
}

/** POST /api/contact/submit (API-04) in the page's language: stored, with the reference when the answer has one. */
export async function submitEnquiry(enquiry: EnquiryDraft | PlannerEnquiry, locale: Locale = 'en'): Promise<EnquiryReceived> {
  return readEnquiryReceived(await postJson('/api/contact/submit', { ...enquiry, locale }));
}
