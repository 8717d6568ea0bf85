/**
 * Scheduled, daily: the desk index's safety net (issue #42; enquiry-index.ts). Settles the months with
 * pending marks (a write that crashed between an enquiry and its row), then checks every month's rows
 * against the enquiry keys stored for it, adding what is missing (an enquiry stored with no mark: a
 * restore, code from before the index) and dropping rows of enquiries gone. Within Netlify's 30 s for a
 * scheduled function: one listing of the keys (a request per 1,000) and a read of each missing enquiry
 * only; a first build of a large store that needs longer goes on from where it stopped the next day
 * (and on each desk read). Then it upgrades rows written before issue #43 (no Overview facts) from
 * their records, newest months first, in what is left of the budget (the Overview upgrades the months
 * it reads itself).
 */
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { openIndexStore, reconcileIndex, repairPending, upgradeRows } from '../../src/server/storage/enquiry-index.ts';

/** Leaves a few seconds of the 30 s limit for the answer. */
const BUDGET_MS = 22_000;

export default handle(async () => {
  const started = Date.now();
  const enquiries = openStore('enquiries');
  const index = openIndexStore();
  const settled = await repairPending(enquiries, index);
  const report = await reconcileIndex(enquiries, index, { budgetMs: BUDGET_MS });
  const upgrade = await upgradeRows(enquiries, index, { budgetMs: Math.max(0, BUDGET_MS - (Date.now() - started)) });
  console.log(`Enquiry index repair: ${settled} pending settled; ${report.months} months checked, ${report.added} rows added, ${report.removed} removed${report.complete ? '' : '; not finished, goes on next run'}; ${upgrade.upgraded} rows upgraded${upgrade.complete ? '' : ', more next run'}.`);
  return json(200, { settled, ...report, upgraded: upgrade.upgraded, upgradeComplete: upgrade.complete });
});

export const config: Config = { schedule: '@daily' };
