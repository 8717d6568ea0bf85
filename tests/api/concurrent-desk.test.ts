/**
 * Issue #45 security 6: under concurrent staff, every read of a record returns the etag of the data it
 * read, the etag a write returns is the one the next conditional write succeeds with, and every loser of
 * a race gets 409 with the reload message, never a 400 about a state it did not see. Proven on the local
 * Blobs platform (scripts/local-blobs) and through the enquiry desk's API.
 */
import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, test } from 'vitest';
import enquiry from '../../netlify/functions/enquiry.mts';
import { DESK_MESSAGES } from '../../src/lib/enquiry/enquiry-desk.ts';
import type { EnquiryRecord } from '../../src/lib/enquiry/enquiry-schema.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createEnquiry, getEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let superToken: Record<string, string>;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  superToken = bearer(await tokenFor(await makeUser({ email: 'race-desk@rasika.test', role: 'superadmin' })));
});

const visitor = { email: 'race@example.com', phone: '+91 98480 22338', category: 'sweets' as const };

async function newEnquiry(name: string): Promise<EnquiryRecord> {
  return createEnquiry(openStore('enquiries'), { ...visitor, name, message: `Enquiry of ${name}` });
}

async function readDetail(id: string) {
  const res = await call(enquiry, `/api/enquiries/${id}`, { headers: superToken, params: { id } });
  return { status: res.status, body: (await res.json()) as { enquiry: EnquiryRecord; etag?: string } };
}

function patchStatus(id: string, etag: string, status: string) {
  return call(enquiry, `/api/enquiries/${id}`, { method: 'PATCH', headers: superToken, params: { id }, json: { etag, status } });
}

describe('the local Blobs platform under concurrent writes (issue #45)', () => {
  test('every read of a key carries the etag of the very data it read, and listings never stop short', async () => {
    const store = getStore({ name: 'race-storage', consistency: 'strong' });
    const bystanders = Array.from({ length: 40 }, (_, i) => `bystander-${String(i).padStart(2, '0')}`);
    await Promise.all(bystanders.map((key) => store.setJSON(key, { key })));
    const first = await store.setJSON('hot', { version: 0 });
    const versionOfEtag = new Map([[first.etag, 0]]);
    let etag = first.etag ?? '';
    let writing = true;

    // One writer moves the hot key through 60 versions, each a conditional write on the last etag;
    // other keys are created and deleted meanwhile (write temporary files, vanishing files).
    const writer = (async () => {
      for (let version = 1; version <= 60; version += 1) {
        const result = await store.setJSON('hot', { version }, { onlyIfMatch: etag });
        expect(result.modified).toBe(true);
        etag = result.etag ?? '';
        versionOfEtag.set(etag, version);
        await store.setJSON(`churn-${version}`, { version });
        await store.delete(`churn-${version}`);
      }
      writing = false;
    })();
    const mismatches: string[] = [];
    const shortListings: number[] = [];
    const readers = Array.from({ length: 6 }, async () => {
      while (writing) {
        const read = await store.getWithMetadata('hot', { type: 'json' });
        const version = (read?.data as { version: number } | undefined)?.version;
        const known = read?.etag === undefined ? undefined : versionOfEtag.get(read.etag);
        // The etag of a version is recorded once its write answers; a read may see it a moment before.
        if (!read?.etag || (known !== undefined && known !== version)) mismatches.push(`${read?.etag}: data ${version}, etag of ${known}`);
        const { blobs } = await store.list({ prefix: 'bystander-' });
        if (blobs.length !== bystanders.length) shortListings.push(blobs.length);
      }
    });
    await Promise.all([writer, ...readers]);
    expect(mismatches).toEqual([]);
    expect(shortListings).toEqual([]);
    const last = await store.getWithMetadata('hot', { type: 'json' });
    expect(last).toMatchObject({ data: { version: 60 }, etag });
    expect((await store.list()).blobs.map((blob) => blob.key).filter((key) => key.startsWith('.'))).toEqual([]);
  });
});

describe('enquiry desk races through the API (issue #45)', () => {
  test('20 concurrent status changes with one etag: one 200, 19 × 409 with the reload message, no 400', async () => {
    const target = await newEnquiry('Race Twenty');
    const { body } = await readDetail(target._id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => patchStatus(target._id, body.etag ?? '', i % 2 === 0 ? 'contacted' : 'won').then(async (res) => ({ status: res.status, body: await bodyOf(res) }))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const losers = results.filter((result) => result.status !== 200);
    expect(losers.map((loser) => loser.status)).toEqual(Array(19).fill(409));
    expect(new Set(losers.map((loser) => loser.body['message']))).toEqual(new Set([DESK_MESSAGES.stale]));
    expect((await getEnquiry(openStore('enquiries'), target._id))?.value.history).toHaveLength(1);
  });

  test('ten staff at once, each reading, marking spam and deleting its own enquiries: every read has an etag, every returned etag works', async () => {
    const clients = 10;
    const rounds = 6;
    const enquiries = await Promise.all(Array.from({ length: clients * rounds }, (_, i) => newEnquiry(`Race Client ${i}`)));
    const problems: string[] = [];
    let reads = 0;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let round = 0; round < rounds; round += 1) {
          const id = enquiries[client * rounds + round]?._id ?? '';
          for (let look = 0; look < 9; look += 1) {
            const { status, body } = await readDetail(id);
            reads += 1;
            if (status !== 200 || !body.etag) problems.push(`read ${id}: ${status}, etag ${body.etag}`);
          }
          const { body } = await readDetail(id);
          const marked = await patchStatus(id, body.etag ?? '', 'spam');
          const saved = (await marked.json()) as { etag?: string };
          if (marked.status !== 200 || !saved.etag) problems.push(`spam ${id}: ${marked.status}`);
          const deleted = await call(enquiry, `/api/enquiries/${id}`, { method: 'DELETE', headers: superToken, params: { id }, json: { etag: saved.etag } });
          if (deleted.status !== 200) problems.push(`delete ${id} with the etag the status change returned: ${deleted.status}`);
        }
      }),
    );
    expect(problems).toEqual([]);
    expect(reads).toBe(clients * rounds * 9);
    const left = await Promise.all(enquiries.map((record) => getEnquiry(openStore('enquiries'), record._id)));
    expect(left.filter(Boolean)).toEqual([]);
  });
});
