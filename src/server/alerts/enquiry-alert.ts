/**
 * The alert on each new enquiry (issue #11): a small signed JSON POST to the webhook configured for
 * its category (or for all), sent after the visitor's 201 (context.waitUntil), each attempt with a
 * time limit, retried a bounded number of times; the outcome is recorded in the enquiry-alerts
 * store so the dashboard can show "alert failed". Not configured = no alert, logged once.
 */
import { createHmac } from 'node:crypto';
import type { EnquiryAlert } from '../../lib/api/enquiries.ts';
import { ENQUIRY_CATEGORY_LABELS, type EnquiryRecord } from '../../lib/enquiry/enquiry-schema.ts';
import { adminDashboardPath, enquiryWebhook } from '../env.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import { recordAlert } from '../storage/enquiry-alert-repository.ts';

export const ALERT_SIGNATURE_HEADER = 'X-Enquiry-Signature';
export const ALERT_ATTEMPTS = 3;
const SUMMARY_LENGTH = 200;

export interface AlertOptions {
  attempts?: number;
  timeoutMs?: number;
  /** Wait before retry n (1-based). */
  backoffMs?: (retry: number) => number;
  store?: Store;
  now?: () => Date;
}

/** The JSON sent: small, with a `text` line so Slack and Google Chat show it as it is. */
export function alertPayload(enquiry: EnquiryRecord, siteOrigin: string | undefined) {
  const summary = enquiry.message.length > SUMMARY_LENGTH ? `${enquiry.message.slice(0, SUMMARY_LENGTH - 1)}…` : enquiry.message;
  const path = `${adminDashboardPath().replace(/\/+$/, '')}/enquiries/${encodeURIComponent(enquiry._id)}`;
  const link = siteOrigin ? new URL(path, siteOrigin).toString() : path;
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
  const attempts = options.attempts ?? ALERT_ATTEMPTS;
  const backoff = options.backoffMs ?? ((retry: number) => 1_000 * retry);
  const body = JSON.stringify(alertPayload(enquiry, siteOrigin));
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
  const alert: EnquiryAlert = { state: error === '' ? 'sent' : 'failed', attempts: attempt, at: (options.now?.() ?? new Date()).toISOString(), ...(error === '' ? {} : { error }) };
  if (error !== '') console.error(`Alert for enquiry ${enquiry._id} failed after ${attempt} attempts: ${error}`);
  try {
    await recordAlert(options.store ?? openStore('enquiryAlerts'), enquiry._id, alert);
  } catch (recordError) {
    console.error(`Could not record the alert outcome of enquiry ${enquiry._id}:`, recordError);
  }
  return alert;
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
