/**
 * Backups and restore (issue #42 item 4) against a real local Blobs server: back up, delete products
 * (with a picture), a user and enquiries, restore, and every store is as before (etags aside); a
 * restore of one unit leaves the others untouched; plans say what they add, change and delete;
 * stale, unknown and refused plans are not applied; only developers may; retention keeps 30 days;
 * the export is the backup; the daily schedule and "Back up now" start the background job.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import adminBackupExport from '../../netlify/functions/admin-backup-export.mts';
import adminBackupRestore from '../../netlify/functions/admin-backup-restore.mts';
import adminBackups from '../../netlify/functions/admin-backups.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import backupBackground from '../../netlify/functions/backup-background.mts';
import backupDaily from '../../netlify/functions/backup-daily.mts';
import contactSubmit from '../../netlify/functions/contact-submit.mts';
import type { BackupManifest, RestorePlan } from '../../src/lib/api/backups.ts';
import { backupIdFor } from '../../src/lib/backups/backup-id.ts';
import { jobHeaders } from '../../src/server/auth/job-secret.ts';
import { backedUpStores } from '../../src/server/backups/backup-scope.ts';
import { takeBackup } from '../../src/server/backups/take-backup.ts';
import { listAllKeys, openStore, STORE_NAMES, type StoreKey } from '../../src/server/storage/blob-stores.ts';
import { listManifests, partKey, startManifest, writePart } from '../../src/server/storage/backup-repository.ts';
import { saveImage } from '../../src/server/storage/image-repository.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let developer: StaffUser;
let devToken: string;
const savedLimit = process.env['ENQUIRY_RATE_LIMIT'];

beforeAll(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
});

afterAll(() => {
  if (savedLimit === undefined) delete process.env['ENQUIRY_RATE_LIMIT'];
  else process.env['ENQUIRY_RATE_LIMIT'] = savedLimit;
});

beforeEach(async () => {
  for (const key of Object.keys(STORE_NAMES) as StoreKey[]) await openStore(key).deleteAll();
  developer = await makeUser({ email: 'dev@rasika.test', role: 'developer', category: 'development' });
  devToken = await tokenFor(developer);
});

const backUp = async (): Promise<BackupManifest> => {
  const res = await call(backupBackground, '/.netlify/functions/backup-background', { json: { trigger: 'manual' }, headers: jobHeaders() });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf(res))['backup'] as BackupManifest;
};
const planOf = async (id: string, unit: string, token = devToken): Promise<RestorePlan> => {
  const res = await call(adminBackupRestore, `/api/admin/backups/${id}/plan`, { json: { unit }, headers: bearer(token), params: { id } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as RestorePlan;
};
const apply = (id: string, body: unknown, token = devToken) =>
  call(adminBackupRestore, `/api/admin/backups/${id}/restore`, { json: body, headers: bearer(token), params: { id } });

/** Every backed-up store's content: key -> metadata and bytes (no etags). */
async function snapshot(): Promise<Record<string, Record<string, string>>> {
  const all: Record<string, Record<string, string>> = {};
  for (const { key: storeKey, name } of backedUpStores()) {
    const store = openStore(storeKey);
    const entries: Record<string, string> = {};
    for (const key of await listAllKeys(store)) {
      const entry = await store.getWithMetadata(key, { type: 'arrayBuffer' });
      entries[key] = `${JSON.stringify(entry.metadata)} ${Buffer.from(entry.data).toString('base64')}`;
    }
    all[name] = entries;
  }
  return all;
}

const storePlan = (plan: RestorePlan, store: string) => plan.stores.find((entry) => entry.store === store);

let ipCounter = 0;
async function submitEnquiry(name: string): Promise<string> {
  ipCounter += 1;
  const res = await call(contactSubmit, '/api/contact/submit', {
    json: { name, email: `${name.toLowerCase()}@example.com`, phone: '+91 98490 45678', category: 'corporate', message: 'We need 200 gift boxes for Diwali.' },
    ip: `198.51.100.${ipCounter}`,
  });
  expect(res.status).toBe(201);
  return String((await bodyOf(res))['id']);
}

async function siteData() {
  const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe, 0x80]);
  const imageKey = await saveImage(openStore('images'), picture, 'image/png');
  const pictured = await storeProduct({ name: 'Kaju Katli', images: [`/api/images/${imageKey}`] });
  const plain = await storeProduct({ name: 'Motichoor Laddu' });
  const staff = await makeUser({ email: 'sub@rasika.test', role: 'subadmin', category: 'sweets' });
  const enquiries = [await submitEnquiry('Asha'), await submitEnquiry('Ravi'), await submitEnquiry('Meena')];
  await openStore('blogStats').setJSON('diwali-sweets', { views: 12, likes: 3 });
  await openStore('meta').set('demo-seeded', '2026-11-01T00:00:00.000Z');
  return { imageKey, pictured, plain, staff, enquiries };
}

describe('back up and restore everything', () => {
  test('after deleting products, a picture, a user and enquiries, a restore brings every store back as before', async () => {
    const data = await siteData();
    const before = await snapshot();
    const backup = await backUp();
    expect(backup.complete).toBe(true);
    expect(backup.stores.map((store) => store.name)).toEqual(backedUpStores().map((store) => store.name));
    expect(backup.stores.map((store) => store.name)).not.toContain('throttle');
    expect(backup.stores.find((store) => store.name === 'images')).toMatchObject({ count: 1, parts: 1 });

    await openStore('products').delete(data.pictured._id);
    await openStore('images').delete(data.imageKey);
    await openStore('products').setJSON(data.plain._id, { ...data.plain, name: 'Changed after the backup' });
    const added = await storeProduct({ name: 'Added after the backup' });
    expect((await call(adminUsers, `/api/admin/users/${data.staff._id}`, { method: 'DELETE', headers: bearer(devToken), params: { id: data.staff._id } })).status).toBe(200);
    for (const id of data.enquiries.slice(0, 2)) await openStore('enquiries').delete(id);
    const newer = await submitEnquiry('Later');

    const plan = await planOf(backup.id, 'everything');
    expect(storePlan(plan, 'products')).toMatchObject({ adds: { count: 1, examples: [data.pictured._id] }, changes: { count: 1, examples: [data.plain._id] }, deletes: { count: 1, examples: [added._id] } });
    expect(storePlan(plan, 'images')).toMatchObject({ adds: { count: 1, examples: [data.imageKey] }, changes: { count: 0 }, deletes: { count: 0 } });
    expect(storePlan(plan, 'users')?.adds.examples).toEqual(['email/sub@rasika.test', `user/${data.staff._id}`]);
    expect(storePlan(plan, 'enquiries')).toMatchObject({ adds: { count: 2 }, changes: { count: 0 }, deletes: { count: 1, examples: [newer] } });
    expect(storePlan(plan, 'enquiry-references')?.deletes.count).toBe(1);
    expect(storePlan(plan, 'audit')).toMatchObject({ appendOnly: true, deletes: { count: 0 } });
    expect(plan.refusal).toBeUndefined();

    const res = await apply(backup.id, { unit: 'everything', planId: plan.planId });
    expect(res.status, await res.clone().text()).toBe(200);
    const { result } = (await res.json()) as { result: { stores: { store: string; added: number; changed: number; deleted: number; conflicts: number }[] } };
    expect(result.stores.find((store) => store.store === 'products')).toEqual({ store: 'products', added: 1, changed: 1, deleted: 1, conflicts: 0 });

    const after = await snapshot();
    for (const { name } of backedUpStores().filter((store) => store.name !== 'audit')) expect(after[name], name).toEqual(before[name]);
    // The activity log keeps what happened since (the deletion, the restore) and has every entry it had.
    expect(after['audit']).toMatchObject(before['audit'] ?? {});
    const restoredImage = await openStore('images').getWithMetadata(data.imageKey, { type: 'arrayBuffer' });
    expect(restoredImage.metadata).toEqual({ contentType: 'image/png' });
    expect(new Uint8Array(restoredImage.data)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe, 0x80]));

    const again = await planOf(backup.id, 'everything');
    expect(again.operations).toBe(0);
  });

  test('a restore of one unit leaves the other stores untouched', async () => {
    const data = await siteData();
    const backup = await backUp();
    await openStore('products').setJSON(data.plain._id, { ...data.plain, name: 'Changed after the backup' });
    await openStore('enquiries').delete(data.enquiries[0] ?? '');
    await openStore('users').delete(`user/${data.staff._id}`);
    const beforeRestore = await snapshot();

    const plan = await planOf(backup.id, 'users');
    expect(plan.stores.map((store) => store.store)).toEqual(['users']);
    expect(plan.operations).toBe(1);
    expect((await apply(backup.id, { unit: 'users', planId: plan.planId })).status).toBe(200);

    const after = await snapshot();
    expect(Object.keys(after['users'] ?? {})).toContain(`user/${data.staff._id}`);
    for (const { name } of backedUpStores().filter((store) => !['users', 'audit'].includes(store.name))) expect(after[name], name).toEqual(beforeRestore[name]);
  });

  test('restoring enquiries restores their references and alerts with them', async () => {
    const data = await siteData();
    const backup = await backUp();
    await openStore('enquiryReferences').deleteAll();
    await openStore('enquiries').delete(data.enquiries[1] ?? '');
    const plan = await planOf(backup.id, 'enquiries');
    expect(plan.stores.map((store) => store.store)).toEqual(expect.arrayContaining(['enquiries', 'enquiry-references', 'enquiry-alerts']));
    expect(storePlan(plan, 'enquiry-references')?.adds.count).toBe(3);
    expect(storePlan(plan, 'enquiries')?.adds.count).toBe(1);
  });
});

describe('plans are confirmed exactly', () => {
  test('a plan made stale by a write, or one never made, is refused with 409 and changes nothing', async () => {
    const data = await siteData();
    const backup = await backUp();
    await openStore('products').delete(data.plain._id);
    const plan = await planOf(backup.id, 'products');
    await openStore('products').setJSON(data.pictured._id, { ...data.pictured, name: 'Edited after the plan' });
    const stale = await apply(backup.id, { unit: 'products', planId: plan.planId });
    expect(stale.status).toBe(409);
    expect(await openStore('products').get(data.plain._id)).toBeNull();
    const unknown = await apply(backup.id, { unit: 'products', planId: 'a'.repeat(64) });
    expect(unknown.status).toBe(409);
    const otherUnit = await apply(backup.id, { unit: 'users', planId: plan.planId });
    expect(otherUnit.status).toBe(409);
  });

  test('bad input answers 400 with the field, an unknown backup 404, never 500', async () => {
    const backup = await backUp();
    const noUnit = await call(adminBackupRestore, `/api/admin/backups/${backup.id}/plan`, { json: {}, headers: bearer(devToken), params: { id: backup.id } });
    expect(noUnit.status).toBe(400);
    expect((await bodyOf(noUnit))['errors']).toHaveProperty('unit');
    const badUnit = await call(adminBackupRestore, `/api/admin/backups/${backup.id}/plan`, { json: { unit: 'throttle' }, headers: bearer(devToken), params: { id: backup.id } });
    expect(badUnit.status).toBe(400);
    expect((await bodyOf(badUnit))['errors']).toHaveProperty('unit');
    const noPlan = await apply(backup.id, { unit: 'users' });
    expect(noPlan.status).toBe(400);
    expect((await bodyOf(noPlan))['errors']).toHaveProperty('planId');
    const notJson = await call(adminBackupRestore, `/api/admin/backups/${backup.id}/plan`, { body: 'unit=users', headers: { ...bearer(devToken), 'content-type': 'text/plain' }, params: { id: backup.id } });
    expect(notJson.status).toBe(415);
    const missing = backupIdFor(new Date(Date.UTC(2020, 0, 1)));
    const res = await call(adminBackupRestore, `/api/admin/backups/${missing}/plan`, { json: { unit: 'users' }, headers: bearer(devToken), params: { id: missing } });
    expect(res.status).toBe(404);
    const notAnId = await call(adminBackupRestore, '/api/admin/backups/yesterday/plan', { json: { unit: 'users' }, headers: bearer(devToken), params: { id: 'yesterday' } });
    expect(notAnId.status).toBe(404);
  });

  test('a plan that would delete the acting developer is refused; one that changes their account warns', async () => {
    const backup = await backUp();
    const second = await makeUser({ email: 'dev2@rasika.test', role: 'developer' });
    const plan = await planOf(backup.id, 'users', await tokenFor(second));
    expect(plan.refusal).toMatch(/delete your own account/);
    expect((await apply(backup.id, { unit: 'users', planId: plan.planId }, await tokenFor(second))).status).toBe(409);
    expect(await openStore('users').get(`user/${second._id}`)).not.toBeNull();

    await openStore('users').setJSON(`user/${developer._id}`, { ...developer, sessionVersion: 4, lastLogin: '2026-11-29T08:00:00.000Z' });
    const warned = await planOf(backup.id, 'users', await tokenFor({ ...developer, sessionVersion: 4 }));
    expect(warned.refusal).toBeUndefined();
    expect(warned.warnings.join(' ')).toMatch(/signed out/);
    const res = await apply(backup.id, { unit: 'users', planId: warned.planId }, await tokenFor({ ...developer, sessionVersion: 4 }));
    expect(res.status).toBe(200);
    // Restored over its newer self, the account's sessions end: no token from before can come back.
    const restored = (await openStore('users').get(`user/${developer._id}`, { type: 'json' })) as StaffUser;
    expect(restored.sessionVersion).toBe(5);
    expect(restored.lastLogin).toBe(developer.lastLogin);
  });
});

describe('who may', () => {
  test('only developers list, plan, restore, download or start backups; a wrong method is 405', async () => {
    const backup = await backUp();
    const superadmin = await makeUser({ email: 'super@rasika.test', role: 'superadmin' });
    const token = await tokenFor(superadmin);
    const params = { id: backup.id };
    expect((await call(adminBackups, '/api/admin/backups', { headers: bearer(token) })).status).toBe(403);
    expect((await call(adminBackups, '/api/admin/backups', { method: 'POST', headers: bearer(token) })).status).toBe(403);
    expect((await call(adminBackups, '/api/admin/backups')).status).toBe(401);
    expect((await call(adminBackupRestore, `/api/admin/backups/${backup.id}/plan`, { json: { unit: 'users' }, headers: bearer(token), params })).status).toBe(403);
    expect((await apply(backup.id, { unit: 'users', planId: 'a'.repeat(64) }, token)).status).toBe(403);
    expect((await call(adminBackupExport, `/api/admin/backups/${backup.id}/export`, { headers: bearer(token), params })).status).toBe(403);
    expect((await call(adminBackups, '/api/admin/backups', { method: 'DELETE', headers: bearer(devToken) })).status).toBe(405);
    expect((await call(adminBackupRestore, `/api/admin/backups/${backup.id}/plan`, { method: 'GET', headers: bearer(devToken), params })).status).toBe(405);
  });

  test('the background job refuses a call without its secret', async () => {
    expect((await call(backupBackground, '/.netlify/functions/backup-background', { json: { trigger: 'manual' } })).status).toBe(401);
    expect((await call(backupBackground, '/.netlify/functions/backup-background', { json: { trigger: 'manual' }, headers: { 'X-Job-Secret': 'guess' } })).status).toBe(401);
    expect((await call(backupBackground, '/.netlify/functions/backup-background', { json: { trigger: 'never' }, headers: jobHeaders() })).status).toBe(400);
    expect(await listManifests(openStore('backups'))).toEqual([]);
  });
});

describe('listing, export and retention', () => {
  test('the list shows backups newest first with their stores, and the restore units', async () => {
    await siteData();
    const first = await backUp();
    const second = await backUp();
    const res = await call(adminBackups, '/api/admin/backups', { headers: bearer(devToken) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { backups: BackupManifest[]; units: { id: string; stores: string[] }[] };
    expect(body.backups.map((backup) => backup.id)).toEqual([second.id, first.id]);
    expect(body.units.find((unit) => unit.id === 'products')?.stores).toEqual(['products', 'images']);
    expect(body.units.find((unit) => unit.id === 'enquiries')?.stores).toEqual(expect.arrayContaining(['enquiries', 'enquiry-references', 'enquiry-alerts']));
  });

  test('the export is the backup as gzip NDJSON: the manifest, then every blob with its metadata', async () => {
    const data = await siteData();
    const backup = await backUp();
    const res = await call(adminBackupExport, `/api/admin/backups/${backup.id}/export`, { headers: bearer(devToken), params: { id: backup.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="rasika-backup-${backup.id}.ndjson.gz"`);
    const lines = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ format: 'rasika-backup-1', unit: 'everything', backup: { id: backup.id } });
    expect(lines.length - 1).toBe(backup.stores.reduce((sum, store) => sum + store.count, 0));
    expect(lines.find((line) => line['key'] === data.imageKey)).toMatchObject({ store: 'images', encoding: 'base64', metadata: { contentType: 'image/png' } });
    expect(lines.find((line) => line['key'] === data.plain._id)).toMatchObject({ store: 'products', encoding: 'utf8' });

    const one = await call(adminBackupExport, `/api/admin/backups/${backup.id}/export?unit=users`, { headers: bearer(devToken), params: { id: backup.id } });
    const userLines = gunzipSync(Buffer.from(await one.arrayBuffer())).toString('utf8').trim().split('\n').slice(1);
    expect(userLines.every((line) => (JSON.parse(line) as { store: string }).store === 'users')).toBe(true);
    expect((await call(adminBackupExport, `/api/admin/backups/${backup.id}/export?unit=nope`, { headers: bearer(devToken), params: { id: backup.id } })).status).toBe(400);
  });

  test('retention keeps the backups of the 30 newest days and deletes older and abandoned ones with their parts', async () => {
    const backups = openStore('backups');
    const today = new Date(Date.UTC(2026, 10, 29, 0, 0, 3));
    const day = (daysAgo: number, minutes = 0) => new Date(today.getTime() - daysAgo * 86_400_000 - minutes * 60_000);
    for (let daysAgo = 1; daysAgo <= 35; daysAgo += 1) {
      const id = backupIdFor(day(daysAgo));
      await startManifest(backups, { id, trigger: 'schedule', startedAt: day(daysAgo).toISOString(), finishedAt: day(daysAgo).toISOString(), complete: true, stores: [{ name: 'users', count: 1, bytes: 10, binaryBytes: 0, parts: 1 }] });
      await writePart(backups, id, 'users', 1, '{}\n');
    }
    const running = backupIdFor(day(0, 2));
    const abandoned = backupIdFor(day(0, 90));
    await startManifest(backups, { id: running, trigger: 'manual', startedAt: day(0, 2).toISOString(), complete: false, stores: [] });
    await startManifest(backups, { id: abandoned, trigger: 'manual', startedAt: day(0, 90).toISOString(), complete: false, stores: [] });

    const made = await takeBackup({ trigger: 'schedule', now: () => today });
    const left = await listManifests(backups);
    const complete = left.filter((manifest) => manifest.complete);
    expect(complete).toHaveLength(30);
    expect(complete[0]?.id).toBe(made.id);
    expect(complete.at(-1)?.id).toBe(backupIdFor(day(29)));
    expect(left.map((manifest) => manifest.id)).toContain(running);
    expect(left.map((manifest) => manifest.id)).not.toContain(abandoned);
    expect(await backups.get(partKey(backupIdFor(day(30)), 'users', 1))).toBeNull();
    expect(await backups.get(partKey(backupIdFor(day(29)), 'users', 1))).toBe('{}\n');
  });
});

describe('starting the job', () => {
  let server: Server;
  let siteUrl: string;
  const jobs: Promise<Response>[] = [];

  /** The site as Netlify runs it: the background function answers 202 and runs on. */
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      jobs.push(backupBackground(new Request(`${siteUrl}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers, body: Buffer.concat(chunks) }), { params: {} }));
      res.writeHead(202).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('the daily schedule and "Back up now" start the background job, which takes the backup', async () => {
    const daily = await call(backupDaily, '/.netlify/functions/backup-daily', { method: 'POST', json: { next_run: '2026-11-30T00:00:00Z' }, siteUrl });
    expect(daily.status).toBe(202);
    const now = await call(adminBackups, '/api/admin/backups', { method: 'POST', headers: bearer(devToken), siteUrl });
    expect(now.status).toBe(202);
    const answers = await Promise.all(jobs.splice(0));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const made = await listManifests(openStore('backups'));
    expect(made.map((manifest) => [manifest.trigger, manifest.complete]).sort()).toEqual([['manual', true], ['schedule', true]]);
    expect(made.find((manifest) => manifest.trigger === 'manual')?.by).toBe('dev@rasika.test');
  });
});
