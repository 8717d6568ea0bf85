/**
 * GET|HEAD /api/health — is the backend up, and can it reach its storage?
 *   200 { ok: true, storage: 'ok' } · 503 { ok: false, storage: 'unavailable', message } · 405 other methods
 * Never cached: every call makes one real round trip to Netlify Blobs.
 */
import type { Config, Context } from '@netlify/functions';
import { healthAnswer } from '../../src/lib/api/site.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { probeStorage } from '../../src/server/storage/storage-health.ts';

/** Below the browser's 10 s health timeout, so the page gets our answer, not its own. */
const PROBE_TIMEOUT_MS = 5_000;

export default handle(async (req) => {
  allowMethods(req, ['GET', 'HEAD']);
  const health = await probeStorage(() => openStore('throttle'), PROBE_TIMEOUT_MS);
  if (!health.ok) console.error('Health check: storage unavailable:', health.reason);
  const res = health.ok
    ? answer(healthAnswer, 200, { ok: true, storage: 'ok' })
    : answer(healthAnswer, 503, { ok: false, storage: 'unavailable', message: 'Storage is unavailable. Please try again shortly.' });
  return req.method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
}) satisfies (req: Request, context: Context) => Promise<Response>;

export const config: Config = { path: '/api/health' };
