/**
 * A cheap real round trip to Netlify Blobs for the health check: reading a key that
 * never exists (`health/probe`) answers null when Blobs is reachable, and throws or
 * hangs when it is not (or when the Blobs environment is missing).
 */
import type { Store } from './blob-stores.ts';

const PROBE_KEY = 'health/probe';

export type StorageHealth = { ok: true } | { ok: false; reason: string };

/** Resolves ok when the store opened and answered within timeoutMs; never throws. */
export async function probeStorage(openStore: () => Store, timeoutMs: number): Promise<StorageHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<StorageHealth>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const probe = Promise.resolve()
    .then(() => openStore().get(PROBE_KEY))
    .then(
      (): StorageHealth => ({ ok: true }),
      (error: unknown): StorageHealth => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
