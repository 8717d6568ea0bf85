/**
 * Ended staff sessions in the `sessions` store, so a token that logout revoked is refused
 * although its signature and expiry are still good.
 * Key layout: `revoked/{session id}` -> `{ "until": ISO expiry of the token }`, written once
 * (onlyIfNew; logging out twice changes nothing). Every authorized request reads its key.
 */
import { z } from 'astro/zod';
import type { Store } from './blob-stores.ts';
import { createRecord, readRecord } from './records.ts';

const revokedSchema = z.object({ until: z.string() });
const revokedKey = (sessionId: string) => `revoked/${sessionId}`;

export async function revokeSession(store: Store, sessionId: string, expiresAt: Date): Promise<void> {
  await createRecord(store, revokedKey(sessionId), { until: expiresAt.toISOString() });
}

export async function isSessionRevoked(store: Store, sessionId: string): Promise<boolean> {
  return (await readRecord(store, revokedKey(sessionId), revokedSchema)) !== null;
}
