/**
 * Scheduled, hourly: deletes enquiry export jobs and their files a day after they were started
 * (issue #42 item 3; server/enquiries/export-job.ts), so a CSV of visitors' details never outlives its
 * day by more than an hour, even when no one starts another export (each job also sweeps first).
 */
import type { Config } from '@netlify/functions';
import { sweepExpiredExports } from '../../src/server/enquiries/export-job.ts';
import { handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';

export default handle(async () => {
  const deleted = await sweepExpiredExports(openStore('exports'));
  if (deleted > 0) console.log(`Export sweep: ${deleted} expired export jobs deleted.`);
  return json(200, { deleted });
});

export const config: Config = { schedule: '@hourly' };
