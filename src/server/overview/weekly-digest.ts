/**
 * The weekly digest (issue #43): the past week's headline figures (lib/overview/weekly-digest.ts, the
 * Overview's own figures over every category) POSTed to the digest webhook (env.ts `digestWebhook`:
 * DIGEST_WEBHOOK_URL, else the enquiry alerts' ENQUIRY_WEBHOOK_URL), signed and retried exactly as an
 * enquiry alert is (enquiry-alert.ts `postSigned`). Each outcome, sent or failed, is an activity log
 * entry ("digest.sent" / "digest.failed", actor `weekly digest`) that developers see on the Activity
 * tab; not configured = nothing sent, logged.
 */
import type { DigestPayload } from '../../lib/overview/weekly-digest.ts';
import { digestPayload, digestWeek } from '../../lib/overview/weekly-digest.ts';
import { dashboardLink, postSigned, type Delivery, type DeliveryOptions } from '../alerts/enquiry-alert.ts';
import { digestWebhook } from '../env.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { overviewFor } from './overview-report.ts';

/** Who the activity log says sent it. */
export const DIGEST_ACTOR: Actor = { _id: 'system', email: 'weekly digest', role: 'system' };

export type DigestReport = { from: string; to: string } & ({ state: 'not-configured' } | (Delivery & { payload: DigestPayload }));

export async function sendWeeklyDigest({ now = new Date(), siteOrigin, delivery = {} }: { now?: Date; siteOrigin?: string | undefined; delivery?: DeliveryOptions } = {}): Promise<DigestReport> {
  const week = digestWeek(now);
  const webhook = digestWebhook();
  if (!webhook) {
    console.info('No DIGEST_WEBHOOK_URL or ENQUIRY_WEBHOOK_URL is set: no weekly digest is sent.');
    return { ...week, state: 'not-configured' };
  }
  const payload = digestPayload(await overviewFor({ role: 'superadmin' }, week, now), dashboardLink('overview', siteOrigin));
  const outcome = await postSigned(webhook, JSON.stringify(payload), delivery);
  const details = outcome.state === 'sent' ? `sent (${payload.enquiries} enquiries)` : `failed after ${outcome.attempts} attempts: ${outcome.error ?? ''}`;
  if (outcome.state === 'failed') console.error(`Weekly digest ${week.from} to ${week.to} ${details}`);
  await recordAudit(openStore('audit'), DIGEST_ACTOR, `digest.${outcome.state}`, { type: 'digest', id: week.from, label: `Weekly digest ${week.from} to ${week.to}` }, details, now);
  return { ...week, ...outcome, payload };
}
