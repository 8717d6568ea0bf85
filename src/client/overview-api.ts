/**
 * The staff Overview's calls (issue #43); shapes in src/lib/api/overview.ts. Never cached: the
 * figures move with every enquiry, and the screen asks again only when the period changes or on Retry.
 */
import { overviewAnswer, type OverviewAnswer, type OverviewChart, type OverviewQuery } from '../lib/api/overview.ts';
import { downloadedFile, getWithHeaders, parseWith } from './api-client.ts';

function periodQuery({ from, to }: OverviewQuery): URLSearchParams {
  return new URLSearchParams({ from, to });
}

/** GET /api/admin/overview: the figures of the period and of the one before it. */
export async function fetchOverview(token: string, period: OverviewQuery, signal?: AbortSignal): Promise<OverviewAnswer> {
  const res = await getWithHeaders(`/api/admin/overview?${periodQuery(period).toString()}`, token, signal);
  return parseWith(overviewAnswer)(await res.json().catch(() => undefined));
}

/** GET /api/admin/overview.csv: one chart's table as a CSV file and its name. */
export async function downloadOverviewCsv(token: string, period: OverviewQuery, chart: OverviewChart): Promise<{ file: Blob; name: string }> {
  const params = periodQuery(period);
  params.set('chart', chart);
  return downloadedFile(await getWithHeaders(`/api/admin/overview.csv?${params.toString()}`, token), `overview-${chart}-${period.from}-${period.to}.csv`);
}
