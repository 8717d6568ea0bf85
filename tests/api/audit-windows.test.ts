/**
 * Issue #42: the activity log lists only the windows a page needs (about 11.6 days each, newest first)
 * instead of every key ever written, and pages through years of entries exactly as a read of all of them.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest';
import adminActivity from '../../netlify/functions/admin-activity.mts';
import type { AuditEntry } from '../../src/lib/staff/audit-entry-schema.ts';
import { forgetAuditWindows, listAuditPage, recordAudit } from '../../src/server/storage/audit-repository.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { readRecord } from '../../src/server/storage/records.ts';
import { auditEntrySchema } from '../../src/lib/staff/audit-entry-schema.ts';
import { call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

const NOW = new Date('2026-11-29T06:00:00Z');
const actors = [
  { _id: 'actor-busy', email: 'busy@rasika.test', role: 'superadmin' },
  { _id: 'actor-rare', email: 'rare@rasika.test', role: 'subadmin' },
];
let developer: Record<string, string>;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  developer = bearer(await tokenFor(await makeUser({ email: 'audit-dev@rasika.test', role: 'developer' })));
  const store = openStore('audit');
  // Three years of entries, one every ~2 days; the rare actor three times in all, the first three years ago.
  const entries = Array.from({ length: 540 }, (_, i) => ({ at: new Date(NOW.getTime() - (540 - i) * 2 * 86_400_000), actor: i % 180 === 0 ? actors[1] : actors[0] }));
  for (let from = 0; from < entries.length; from += 30) {
    await Promise.all(entries.slice(from, from + 30).map(({ at, actor }, i) => recordAudit(store, actor!, 'product.update', { type: 'product', id: `p-${from + i}`, label: `Product ${from + i}` }, undefined, at)));
  }
}, 120_000);

/** Every entry, by reading every key: what the windows must agree with. */
async function everyEntry(): Promise<AuditEntry[]> {
  const store = openStore('audit');
  const keys = (await listAllKeys(store)).filter((key) => /^\d{13}_/.test(key)).sort();
  return (await Promise.all(keys.map((key) => readRecord(store, key, auditEntrySchema)))).flatMap((record) => (record ? [record.value] : []));
}

async function pageThrough(actorId?: string): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const result = await listAuditPage(openStore('audit'), { limit: 50, cursor, actorId }, NOW);
    all.push(...result.entries);
    if (!result.nextCursor) return all;
    cursor = result.nextCursor;
  }
  throw new Error('More than 100 pages');
}

describe('the activity log reads by window (issue #42)', () => {
  test('paging through three years, and one rare actor\u2019s entries, equals a read of every entry', async () => {
    forgetAuditWindows();
    const all = await everyEntry();
    expect(all).toHaveLength(540);
    expect(await pageThrough()).toEqual(all);
    expect(await pageThrough('actor-rare')).toEqual(all.filter((entry) => entry.actor.id === 'actor-rare'));
  });

  test('the first page lists only the newest windows, not every key', async () => {
    const store = openStore('audit');
    const list = vi.spyOn(store, 'list');
    const page = await listAuditPage(store, { limit: 20 }, NOW);
    expect(page.entries.map((entry) => entry.at)).toEqual((await everyEntry()).slice(0, 20).map((entry) => entry.at));
    expect(page.nextCursor).not.toBeNull();
    // 20 entries two days apart span 40 days: the first batch of 8 windows (~93 days) holds them.
    expect(list.mock.calls.map(([options]) => options?.prefix)).toHaveLength(8);
  });

  test('through the API: newest first, with the next cursor, for the developer', async () => {
    const res = await call(adminActivity, '/api/admin/activity?limit=5', { headers: developer });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entries: AuditEntry[]; nextCursor: string | null };
    expect(body.entries).toHaveLength(5);
    expect(body.entries.map((entry) => entry.at)).toEqual(body.entries.map((entry) => entry.at).toSorted().toReversed());
    expect(body.nextCursor).toMatch(/^\d{13}_/);
  });
});
