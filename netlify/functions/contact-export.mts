/**
 * GET /api/contact/export[?q=&status=&category=&from=&to=] — the enquiries of the current filter as
 * CSV (issue #11), with the same scoping as the list (a subadmin: own category only, another → 403).
 * RFC 4180, UTF-8 with a BOM, formula cells neutralised (enquiry-csv.ts); streamed a batch of
 * records at a time, so 10,000 rows never sit in memory at once. Newest first, like the screen.
 */
import type { Config } from '@netlify/functions';
import { csvHeader, enquiryCsvLine } from '../../src/lib/enquiry/enquiry-csv.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { readEnquiryScope } from '../../src/server/enquiries/enquiry-scope.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { NO_STORE } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { scanEnquiries } from '../../src/server/storage/enquiry-repository.ts';

function fileName(now: Date): string {
  return `enquiries-${now.toISOString().slice(0, 10)}.csv`;
}

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'admin');
  const scope = readEnquiryScope(new URL(req.url), user);
  const batches = scanEnquiries(openStore('enquiries'), scope);
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvHeader()));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(enquiryCsvLine).join('')));
      } catch (error) {
        console.error('The enquiry export stopped:', error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName(new Date())}"`,
      'Cache-Control': NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const config: Config = { path: '/api/contact/export' };
