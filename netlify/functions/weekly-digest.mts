/**
 * Scheduled, Mondays 09:00 India time (03:30 UTC): the weekly digest (issue #43;
 * src/server/overview/weekly-digest.ts) of the seven India days before, sent to the digest webhook
 * with the enquiry alerts' signing; the outcome goes to the activity log. `npm start` runs it on the
 * same schedule (a POST to /.netlify/functions/weekly-digest runs it by hand locally).
 */
import type { Config } from '@netlify/functions';
import { siteOrigin } from '../../src/server/env.ts';
import { handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { sendWeeklyDigest } from '../../src/server/overview/weekly-digest.ts';

export default handle(async (_req, context) => {
  const report = await sendWeeklyDigest({ siteOrigin: siteOrigin(context.site?.url) });
  console.log(`Weekly digest ${report.from} to ${report.to}: ${report.state}.`);
  return json(200, report);
});

export const config: Config = { schedule: '30 3 * * 1' };
