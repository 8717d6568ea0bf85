/**
 * A visitor's data, for superadmins (issue #42 item 5); shapes in src/lib/api/visitor-data.ts.
 * Never cached: the answer after an erasure must be the store's.
 */
import { visitorDataAnswer, visitorErasedAnswer, type VisitorData, type VisitorErased } from '../lib/api/visitor-data.ts';
import type { VisitorQuery } from '../lib/privacy/visitor-match.ts';
import { bearer, getJson, parseWith, postJson } from './api-client.ts';

function queryOf({ email, phone }: VisitorQuery): Record<string, string> {
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/** GET /api/admin/visitor-data?email=&phone= */
export async function findVisitorData(token: string, query: VisitorQuery): Promise<VisitorData> {
  const params = new URLSearchParams(queryOf(query));
  return getJson<VisitorData>(`/api/admin/visitor-data?${params.toString()}`, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(visitorDataAnswer) });
}

/** POST /api/admin/visitor-data/erase, confirmed. */
export async function eraseVisitorData(token: string, query: VisitorQuery): Promise<VisitorErased> {
  return parseWith(visitorErasedAnswer)(await postJson('/api/admin/visitor-data/erase', { ...queryOf(query), confirm: true }, { headers: bearer(token) }));
}
