import '../../../support/blobs-setup.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Enquiry } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { listAllKeys, openStore } from '../../../../src/server/storage/blob-stores.ts';
import {
  createEnquiry,
  getEnquiry,
  listEnquiries,
  newEnquiryId,
} from '../../../../src/server/storage/enquiry-repository.ts';

const enquiry: Enquiry = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '',
  category: 'sweets',
  message: 'Two kilos of kaju katli.',
};
const store = () => openStore('enquiries');

beforeEach(async () => {
  await store().deleteAll();
});

describe('newEnquiryId', () => {
  test('starts with the compact received time, so ids sort by time', () => {
    const id = newEnquiryId(new Date('2025-11-21T06:31:00.123Z'));
    expect(id).toMatch(/^20251121T063100123Z_[0-9a-f-]{36}$/);
    expect(newEnquiryId(new Date('2025-11-21T06:31:00.124Z')) > id).toBe(true);
  });
});

describe('createEnquiry', () => {
  test('stores one blob under the id with createdAt and status new', async () => {
    const receivedAt = new Date('2025-11-21T06:31:00.000Z');
    const record = await createEnquiry(store(), enquiry, receivedAt);
    expect(record).toEqual({ _id: expect.any(String), ...enquiry, createdAt: '2025-11-21T06:31:00.000Z', status: 'new', language: 'en' });
    expect(await listAllKeys(store())).toEqual([record._id]);
    const stored = await getEnquiry(store(), record._id);
    expect(stored?.value).toEqual(record);
  });
});

describe('listEnquiries', () => {
  test('lists every enquiry newest first', async () => {
    const times = ['2025-11-20T10:00:00.000Z', '2025-11-21T09:00:00.000Z', '2025-11-19T08:00:00.000Z'];
    for (const [i, time] of times.entries()) await createEnquiry(store(), { ...enquiry, name: `N${i}` }, new Date(time));
    const listed = await listEnquiries(store());
    expect(listed.map((record) => record.createdAt)).toEqual([
      '2025-11-21T09:00:00.000Z',
      '2025-11-20T10:00:00.000Z',
      '2025-11-19T08:00:00.000Z',
    ]);
  });

  test('skips a blob that does not parse instead of failing the whole list', async () => {
    await createEnquiry(store(), enquiry);
    await store().setJSON('20250101T000000000Z_broken', { name: 'no other fields' });
    const listed = await listEnquiries(store());
    expect(listed).toHaveLength(1);
    expect(listed[0]?.name).toBe('Asha');
  });

  test('follows every listing page (more than 1,000 enquiries)', async () => {
    const base = Date.UTC(2025, 0, 1);
    const total = 1005;
    for (let start = 0; start < total; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, total - start) }, (_, i) =>
          createEnquiry(store(), enquiry, new Date(base + (start + i) * 1000)),
        ),
      );
    }
    const listed = await listEnquiries(store());
    expect(listed).toHaveLength(total);
    expect(listed[0]?.createdAt).toBe(new Date(base + (total - 1) * 1000).toISOString());
  }, 60_000);
});
