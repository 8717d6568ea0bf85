/**
 * POST /api/contact/submit — stores a visitor's enquiry, with what it is about (`context`), an
 * enquiry list (`items`) and booking details, each checked against the site's own data.
 *   201 { message: 'Message received', id, reference }   stored (or a filled honeypot: answered the same, not stored)
 *   400 { message, errors: { field: message } } invalid fields, unknown ids ("context", "items.N"), or bad JSON;
 *       a `locale` other than 'en', 'te' or 'hi' (absent: 'en') is refused first, in English
 * The enquiry is stored with its `locale` as `language` (issue #44), and what the visitor sees of a 400,
 * 429, 503 or 500 is worded in that language (`ui(locale).forms`).
 *   503 the site's catalogue or the storage cannot be reached (nothing stored)
 *   405 other methods (Allow: POST) · 413 body over 512 KB (MAX_BODY_BYTES) · 415 not JSON · 429 too many from this IP
 * Any 2xx means stored: the site's forms show the thank-you for it, with the reference when there is one.
 * A stored enquiry is announced to the team's webhook after the answer is sent (context.waitUntil),
 * so a slow or failing receiver never delays or fails the visitor's 201 (see enquiry-alert.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { ENQUIRY_RECEIVED_MESSAGE, enquiryReceiptSchema, isHoneypotFilled, type Enquiry } from '../../src/lib/enquiry/enquiry-schema.ts';
import { UNKNOWN_LOCALE_MESSAGE, enquiryLocaleOf, enquiryMessagesIn, enquirySchemaIn } from '../../src/lib/enquiry/enquiry-schema-in.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import { ui } from '../../src/lib/i18n/strings/index.ts';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { enquiryThrottle, siteOrigin } from '../../src/server/env.ts';
import { allowMethods, failureAnswer, handle, type RequestContext } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { withPlannerText } from '../../src/lib/enquiry/planner-text.ts';
import { drawReference } from '../../src/lib/enquiry/enquiry-reference.ts';
import { resolveSubjects, type ResolvedSubjects } from '../../src/lib/enquiry/resolve-subjects.ts';
import { enquiryLookup } from '../../src/server/catalogue/enquiry-catalogue-index.ts';
import { sendEnquiryAlert } from '../../src/server/alerts/enquiry-alert.ts';
import { createEnquiry, newEnquiryId } from '../../src/server/storage/enquiry-repository.ts';
import { reserveEnquiryReference } from '../../src/server/storage/enquiry-reference-repository.ts';
import { takeThrottleSlot } from '../../src/server/storage/throttle-repository.ts';

/** Room for a corporate quote's recipients (up to 2,000 addresses); other enquiries are far smaller. */
const MAX_BODY_BYTES = 512 * 1024;

/** A validated enquiry (null when the honeypot says a bot sent it) and the language to answer in. */
async function readEnquiry(req: Request): Promise<{ enquiry: Enquiry | null; locale: Locale }> {
  const body = await readJson(req, MAX_BODY_BYTES);
  const locale = enquiryLocaleOf(body);
  if (locale === null) throw new HttpError(400, UNKNOWN_LOCALE_MESSAGE, { errors: { locale: UNKNOWN_LOCALE_MESSAGE } });
  if (isHoneypotFilled(body)) return { enquiry: null, locale };
  const parsed = enquirySchemaIn(locale).safeParse(body);
  if (!parsed.success) throw new HttpError(400, ui(locale).forms.server.invalidFields, { errors: toFieldErrors(parsed.error) });
  return { enquiry: parsed.data, locale };
}

/** The summaries of what the enquiry is about, from the site's data; 400 for any unknown reference. */
async function resolve(enquiry: Enquiry, locale: Locale, context: RequestContext): Promise<ResolvedSubjects> {
  if (!enquiry.context && !enquiry.items?.length) return {};
  const lookup = await enquiryLookup(siteOrigin(context.site?.url), openStore('products'));
  const resolution = await resolveSubjects(enquiry, lookup, enquiryMessagesIn(locale).subjectUnknown);
  if (!resolution.ok) throw new HttpError(400, ui(locale).forms.server.invalidFields, { errors: resolution.errors });
  return resolution.value;
}

function clientIp(req: Request, context: RequestContext): string {
  return context.ip ?? req.headers.get('x-nf-client-connection-ip') ?? 'unknown';
}

async function throttleByIp(req: Request, locale: Locale, context: RequestContext): Promise<void> {
  const decision = await takeThrottleSlot(
    openStore('throttle'),
    { scope: 'enquiry', ...enquiryThrottle() },
    clientIp(req, context),
  );
  if (!decision.allowed) {
    throw new HttpError(429, ui(locale).forms.server.tooMany, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  }
}

export default handle(async (req, context) => {
  allowMethods(req, ['POST']);
  const { enquiry, locale } = await readEnquiry(req);
  // A bot gets the ordinary answer, so it learns nothing; nothing is stored or counted.
  if (enquiry === null) return answer(enquiryReceiptSchema, 201, { message: ENQUIRY_RECEIVED_MESSAGE, id: newEnquiryId(), reference: drawReference() });
  try {
    const resolved = await resolve(enquiry, locale, context);
    await throttleByIp(req, locale, context);
    const receivedAt = new Date();
    const reference = await reserveEnquiryReference(openStore('enquiryReferences'), receivedAt);
    const record = await createEnquiry(openStore('enquiries'), withPlannerText(enquiry), receivedAt, { reference, resolved });
    const alert = sendEnquiryAlert(record, siteOrigin(context.site?.url));
    if (context.waitUntil) context.waitUntil(alert);
    return answer(enquiryReceiptSchema, 201, { message: ENQUIRY_RECEIVED_MESSAGE, id: record._id, reference });
  } catch (error) {
    throw failureAnswer(error, ui(locale).forms.server);
  }
}) satisfies (req: Request, context: Context) => Promise<Response>;

export const config: Config = { path: '/api/contact/submit' };
