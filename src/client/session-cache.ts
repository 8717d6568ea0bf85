/**
 * GET answers kept for this tab's session (sessionStorage), so the 5-minute freshness of storefront
 * §7 also holds across page loads of this multi-page site: the sweets home makes no call while both
 * of its answers are fresh. Values are re-parsed on read; anything unreadable counts as missing.
 */

interface Stored {
  at: number;
  value: unknown;
}

const PREFIX = 'rasika:get:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isStored(value: unknown): value is Stored {
  return typeof value === 'object' && value !== null && 'at' in value && typeof value.at === 'number' && 'value' in value;
}

/** The value saved under `key` less than `ttlMs` ago, parsed; undefined when missing, stale or invalid. */
export function readFresh<T>(key: string, ttlMs: number, parse: (value: unknown) => T): T | undefined {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isStored(stored) || Date.now() - stored.at >= ttlMs || stored.at > Date.now()) return undefined;
    return parse(stored.value);
  } catch {
    return undefined;
  }
}

export function remember(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ at: Date.now(), value } satisfies Stored));
  } catch {
    // Storage full or disabled: the in-memory cache of api-client still applies.
  }
}
