/**
 * The alert on each new enquiry (issue #11): a small signed JSON POST to the webhook configured for
 * its category (or for all), sent after the visitor's 201 (context.waitUntil), each attempt with a
 * time limit, retried a bounded number of times; the outcome is recorded in the enquiry-alerts
 * store (and the enquiry's index row, for the Overview's alert figures) so the dashboard can show
 * "alert failed". Not configured = no alert, logged once. The signed POST with its retries
 * (postSigned) is also how the weekly digest is sent (server/overview/weekly-digest.ts).
 */
import { createHmac } from 'node:crypto';
import type { EnquiryAlert } from '../../lib/api/enquiries.ts';
import { ENQUIRY_CATEGORY_LABELS, type EnquiryRecord } from '../../lib/enquiry/enquiry-schema.ts';
import { adminDashboardPath, enquiryWebhook, type EnquiryWebhook } from '../env.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import { recordEnquiryAlert } from '../storage/enquiry-repository.ts';

export const ALERT_SIGNATURE_HEADER = 'X-Enquiry-Signature';
export const ALERT_ATTEMPTS = 3;
const SUMMARY_LENGTH = 200;

export interface DeliveryOptions {
  attempts?: number;
  timeoutMs?: number;
  /** Wait before retry n (1-based). */
  backoffMs?: (retry: number) => number;
}

export interface AlertOptions extends DeliveryOptions {
  store?: Store;
  now?: () => Date;
}

/** What became of a signed POST: sent, or failed after `attempts` with the last reason. */
export interface Delivery {
  state: 'sent' | 'failed';
  attempts: number;
  error?: string;
}

/** A link to a screen of the staff dashboard (`enquiries/{id}`, `overview`): absolute when the site's origin is known. */
export function dashboardLink(screen: string, siteOrigin: string | undefined): string {
  const path = `${adminDashboardPath().replace(/\/+$/, '')}/${screen}`;
  return siteOrigin ? new URL(path, siteOrigin).toString() : path;
}

/** The JSON sent: small, with a `text` line so Slack and Google Chat show it as it is. */
export function alertPayload(enquiry: EnquiryRecord, siteOrigin: string | undefined) {
  const summary = enquiry.message.length > SUMMARY_LENGTH ? `${enquiry.message.slice(0, SUMMARY_LENGTH - 1)}…` : enquiry.message;
  const link = dashboardLink(`enquiries/${encodeURIComponent(enquiry._id)}`, siteOrigin);
  const reference = enquiry.reference ?? enquiry._id;
  return {
    text: `New ${ENQUIRY_CATEGORY_LABELS[enquiry.category]} enquiry ${reference} from ${enquiry.name}${enquiry.phone ? ` (${enquiry.phone})` : ''}: ${link}`,
    reference,
    category: enquiry.category,
    name: enquiry.name,
    phone: enquiry.phone,
    summary,
    link,
  };
}

/** `sha256=` + the hex HMAC-SHA256 of the exact body with the secret. */
export function signAlert(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

let notConfiguredLogged = false;

/** Sends the alert of a stored enquiry; never throws (the outcome is recorded instead). */
export async function sendEnquiryAlert(enquiry: EnquiryRecord, siteOrigin: string | undefined, options: AlertOptions = {}): Promise<EnquiryAlert | null> {
  const webhook = enquiryWebhook(enquiry.category);
  if (!webhook) {
    if (!notConfiguredLogged) console.info('No ENQUIRY_WEBHOOK_URL is set: new enquiries send no alert.');
    notConfiguredLogged = true;
    return null;
  }
  const delivery = await postSigned(webhook, JSON.stringify(alertPayload(enquiry, siteOrigin)), options);
  const alert: EnquiryAlert = { ...delivery, at: (options.now?.() ?? new Date()).toISOString() };
  if (delivery.error !== undefined) console.error(`Alert for enquiry ${enquiry._id} failed after ${delivery.attempts} attempts: ${delivery.error}`);
  try {
    await recordEnquiryAlert(options.store ?? openStore('enquiryAlerts'), enquiry._id, alert);
  } catch (recordError) {
    console.error(`Could not record the alert outcome of enquiry ${enquiry._id}:`, recordError);
  }
  return alert;
}

/**
 * POSTs a JSON body to a webhook, signed with its secret when it has one (ALERT_SIGNATURE_HEADER:
 * signAlert of the exact body), each attempt time-limited, retried up to `attempts` times with a
 * growing pause (1 s, 2 s). Never throws.
 */
export async function postSigned(webhook: EnquiryWebhook, body: string, options: DeliveryOptions = {}): Promise<Delivery> {
  const attempts = options.attempts ?? ALERT_ATTEMPTS;
  const backoff = options.backoffMs ?? ((retry: number) => 1_000 * retry);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (webhook.secret) headers[ALERT_SIGNATURE_HEADER] = signAlert(body, webhook.secret);
  let error = '';
  let attempt = 0;
  while (attempt < attempts) {
    attempt += 1;
    error = await postOnce(webhook.url, body, headers, options.timeoutMs ?? webhook.timeoutMs);
    if (error === '') break;
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
  }
  return error === '' ? { state: 'sent', attempts: attempt } : { state: 'failed', attempts: attempt, error };
}

/** '' when the receiver answered 2xx, else why not. */
async function postOnce(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<string> {
  try {
    const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    await res.body?.cancel();
    return res.ok ? '' : `the receiver answered ${res.status}`;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return timedOut ? `no answer within ${timeoutMs} ms` : 'the receiver could not be reached';
  }
}
