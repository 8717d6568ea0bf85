/**
 * Sliding-window attempt counters in the `throttle` store, reusable for any "at most N
 * per window" rule: enquiries per IP now, failed logins per email later.
 *
 * Key layout: `{scope}/{subject hash}/{time}_{uuid}` -> `{ "at": ISO time }`, one blob per
 * counted attempt, where
 *   scope        names the rule ("enquiry", "login-pair"); rules never share counters,
 *   subject hash = SHA-256 (hex, first 32 chars) of `{scope}:{subject}`, so no IP address
 *                  or email address is stored in the clear. A subject of several parts
 *                  (an email and an IP) hashes each part into its own folder
 *                  (`{scope}/{hash of email}/{hash of email+IP}/…`), so every counter of
 *                  one email can be reset at once without knowing the IPs,
 *   time         = epoch milliseconds of the attempt, zero-padded to 13 digits (sortable),
 *   uuid         keeps attempts of the same millisecond apart.
 *
 * Design: write first, then count. Every attempt first writes its own new key (onlyIfNew,
 * unique, so it never collides), then lists the subject's keys and counts those inside the
 * window; it is allowed when that count is at most `max`. No key of the current window is
 * ever deleted and there is no shared counter document to read, change and write back, so
 * nothing is lost under concurrency and the guarantee does not rest on the storage making
 * conditional writes atomic (the local Blobs emulator does not): of any max+1 allowed
 * attempts, the one that listed last would have seen all max+1 keys (each was written
 * before its own listing), so it would have been refused. At most `max` attempts are
 * therefore allowed per window, however many arrive at once.
 * Refused attempts are counted too and keep their key: a client that goes on past its
 * limit stays refused until the window clears. Deleting them would also be unsafe on the
 * local emulator, whose listing silently stops short when a file vanishes mid-walk.
 * Keys that left the window are deleted (a bounded batch) when the subject comes back.
 * Listing needs read-after-write, which the strongly consistent store gives.
 */
import { createHash } from 'node:crypto';
import { listAllKeys, writeOutcome, type Store } from './blob-stores.ts';

export interface ThrottleRule {
  /** Names the rule; rules with different scopes never share counters. */
  scope: string;
  /** Attempts allowed inside any window. */
  max: number;
  windowSeconds: number;
}

export type ThrottleDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export interface ThrottleState {
  /** Attempts counted inside the window ending now. */
  used: number;
  limited: boolean;
  /** Seconds until one more attempt would be allowed (0 when not limited). */
  retryAfterSeconds: number;
}

/** At most this many expired keys are deleted per call, so a call stays quick. */
const CLEANUP_BATCH = 50;
const TIME_DIGITS = 13;

/** Who is counted: one value (an IP), or several parts from broad to narrow (an email, then an IP). */
export type ThrottleSubject = string | readonly string[];

function subjectPrefix(scope: string, subject: ThrottleSubject): string {
  const parts = typeof subject === 'string' ? [subject] : subject;
  let prefix = `${scope}/`;
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const hash = createHash('sha256').update(`${scope}:${parts.slice(0, depth).join('\u0000')}`).digest('hex').slice(0, 32);
    prefix += `${hash}/`;
  }
  return prefix;
}

function timeOfKey(prefix: string, key: string): number {
  return Number(key.slice(prefix.length, prefix.length + TIME_DIGITS));
}

interface WindowView {
  /** Times of the attempts inside the window, oldest first. */
  live: number[];
  expired: string[];
}

async function readWindow(store: Store, prefix: string, rule: ThrottleRule, nowMs: number): Promise<WindowView> {
  const cutoff = nowMs - rule.windowSeconds * 1000;
  const live: number[] = [];
  const expired: string[] = [];
  for (const key of await listAllKeys(store, prefix)) {
    const time = timeOfKey(prefix, key);
    if (Number.isFinite(time) && time > cutoff) live.push(time);
    else expired.push(key);
  }
  live.sort((a, b) => a - b);
  return { live, expired };
}

async function deleteKeys(store: Store, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

/** Seconds until enough of the oldest attempts leave the window for one more to fit. */
function secondsUntilFree(live: number[], rule: ThrottleRule, nowMs: number): number {
  if (live.length < rule.max) return 0;
  const freeingTime = live[live.length - rule.max] ?? nowMs;
  return Math.max(1, Math.ceil((freeingTime + rule.windowSeconds * 1000 - nowMs) / 1000));
}

async function writeAttempt(store: Store, prefix: string, nowMs: number): Promise<string> {
  const key = `${prefix}${String(nowMs).padStart(TIME_DIGITS, '0')}_${crypto.randomUUID()}`;
  const result = await store.set(key, JSON.stringify({ at: new Date(nowMs).toISOString() }), { onlyIfNew: true });
  // A write storage did not confirm throws (the caller answers 503): a throttle never fails open.
  if (!writeOutcome(result, 'a throttle attempt')) throw new Error(`Could not record a throttle attempt under ${prefix}.`);
  return key;
}

/**
 * Counts one attempt of `subject` and decides it: allowed while the window holds at most
 * `max` attempts including this one. A refused attempt is counted as well.
 */
export async function takeThrottleSlot(
  store: Store,
  rule: ThrottleRule,
  subject: ThrottleSubject,
  nowMs: number = Date.now(),
): Promise<ThrottleDecision> {
  const prefix = subjectPrefix(rule.scope, subject);
  await writeAttempt(store, prefix, nowMs);
  const { live, expired } = await readWindow(store, prefix, rule, nowMs);
  await deleteKeys(store, expired.slice(0, CLEANUP_BATCH));
  if (live.length <= rule.max) return { allowed: true, remaining: rule.max - live.length };
  return { allowed: false, retryAfterSeconds: Math.max(1, secondsUntilFree(live, rule, nowMs)) };
}

/** How much of the window `subject` has used, without counting an attempt. */
export async function peekThrottle(
  store: Store,
  rule: ThrottleRule,
  subject: ThrottleSubject,
  nowMs: number = Date.now(),
): Promise<ThrottleState> {
  const { live } = await readWindow(store, subjectPrefix(rule.scope, subject), rule, nowMs);
  return {
    used: live.length,
    limited: live.length >= rule.max,
    retryAfterSeconds: secondsUntilFree(live, rule, nowMs),
  };
}

/**
 * Forgets every counted attempt of `subject` under the rule (e.g. after a good login); a
 * subject of fewer parts forgets all of its narrower ones (an email: every IP's counter).
 */
export async function resetThrottle(store: Store, rule: Pick<ThrottleRule, 'scope'>, subject: ThrottleSubject): Promise<void> {
  await deleteKeys(store, await listAllKeys(store, subjectPrefix(rule.scope, subject)));
}
