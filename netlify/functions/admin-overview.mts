/**
 * The staff Overview's figures (issue #43), with the same scope as the enquiry list (a superadmin every
 * category, a subadmin only their own; others 403):
 *   GET /api/admin/overview?from=YYYY-MM-DD&to=YYYY-MM-DD            200 overviewAnswer (src/lib/api/overview.ts)
 *   GET /api/admin/overview.csv?from=&to=&chart=volume|funnel|…     200 that chart's table as CSV (a download)
 * 400 with per-field errors for a missing or impossible date, a start after the end, more than 400
 * days or an unknown chart; 503 while rows from before the Overview are still being upgraded.
 * Definitions of every figure: src/lib/overview/overview-figures.ts.
 */
import type { Config } from '@netlify/functions';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { overviewAnswer, overviewCsvQuerySchema, overviewQuerySchema } from '../../src/lib/api/overview.ts';
import { overviewCsv, overviewCsvFileName } from '../../src/lib/overview/overview-csv.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer, fileAnswer } from '../../src/server/http/json.ts';
import { overviewFor } from '../../src/server/overview/overview-report.ts';
import type { z } from 'astro/zod';

function validQuery<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new HttpError(400, 'Please correct the period.', { errors: toFieldErrors(parsed.error) });
  return parsed.data;
}

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'admin');
  const url = new URL(req.url);
  if (url.pathname.endsWith('.csv')) {
    const query = validQuery(overviewCsvQuerySchema, url);
    const figures = await overviewFor(user, query);
    return fileAnswer(overviewCsv(figures, query.chart), 'text/csv; charset=utf-8', overviewCsvFileName(query.chart, figures.period));
  }
  return answer(overviewAnswer, 200, await overviewFor(user, validQuery(overviewQuerySchema, url)));
});

export const config: Config = { path: ['/api/admin/overview', '/api/admin/overview.csv'] };
