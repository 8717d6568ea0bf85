/**
 * POST /api/contact/submit with what the enquiry is about (issue #10): context, enquiry list and
 * booking fields, checked against the site's catalogue (served as the deployed site serves
 * /data/enquiry-catalogue.json) and the products store; and GET /api/contact giving them back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import handler from '../../netlify/functions/contact-submit.mts';
import { REFERENCE_PATTERN } from '../../src/lib/enquiry/enquiry-reference.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { getEnquiry, listEnquiries } from '../../src/server/storage/enquiry-repository.ts';
import { CATALOGUE } from '../unit/lib/enquiry/enquiry-fixtures.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let site: Server;
let origin = '';
let ipCounter = 0;

const base = { name: 'Asha Reddy', email: 'asha@example.com', phone: '', message: 'Please call me about this.' };
const SUBMIT = () => `${origin}/api/contact/submit`;

function submit(json: unknown): Promise<Response> {
  ipCounter += 1;
  return call(handler, SUBMIT(), { method: 'POST', json, ip: `198.51.100.${ipCounter % 250}`, siteUrl: origin });
}

async function stored(id: unknown) {
  return (await getEnquiry(openStore('enquiries'), String(id)))?.value;
}

const storedCount = async () => (await listAllKeys(openStore('enquiries'))).length;

const nextYear = `${new Date().getUTCFullYear() + 1}-03-14`;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  site = createServer((req, res) => {
    if (req.url === '/data/enquiry-catalogue.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(CATALOGUE));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await storeProduct({ _id: 'staff-pista-barfi', name: 'Pista Barfi', price: { expertise: { standard: { '250g': 300, '1kg': 1100 }, premium: { '250g': 390, '1kg': 1430 } } } });
  await storeProduct({ _id: 'hidden-halwa', name: 'Hidden Halwa', isActive: false });
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

beforeEach(async () => {
  await openStore('enquiries').deleteAll();
  await openStore('throttle').deleteAll();
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
});

afterEach(() => {
  delete process.env['ENQUIRY_RATE_LIMIT'];
});

describe('POST /api/contact/submit with context, list and booking (issue #10)', () => {
  test('stores a product with size and quality as structured data and answers with a reference', async () => {
    const res = await submit({ ...base, category: 'sweets', context: { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' } });
    expect(res.status).toBe(201);
    const body = await bodyOf(res);
    expect(body).toEqual({ message: 'Message received', id: expect.any(String), reference: expect.stringMatching(REFERENCE_PATTERN) });
    const record = await stored(body['id']);
    expect(record?.reference).toBe(body['reference']);
    expect(record?.subject).toEqual({
      kind: 'product', id: 'demo-kaju-katli', name: 'Kaju Katli', size: '1kg', quality: 'premium', unitPrice: 1495,
      label: 'Kaju Katli, 1kg, Premium, ₹1,495', category: 'sweets',
    });
    expect(await listAllKeys(openStore('enquiryReferences'), String(body['reference']))).toEqual([body['reference']]);
  });

  test('looks staff-created products up in the products store', async () => {
    const res = await submit({ ...base, category: 'sweets', context: { kind: 'product', id: 'staff-pista-barfi', size: '1kg', quality: 'premium' } });
    expect(res.status).toBe(201);
    expect((await stored((await bodyOf(res))['id']))?.subject?.label).toBe('Pista Barfi, 1kg, Premium, ₹1,430');
  });

  test('stores a catering package, a corporate gift and a table booking with its details', async () => {
    const pack = await bodyOf(await submit({ ...base, category: 'restaurants & catering', context: { kind: 'package', id: 'premium' }, eventDate: nextYear, guests: 90 }));
    expect(await stored(pack['id'])).toMatchObject({ subject: { label: 'Premium package, Up to 100 guests, ₹50,000' }, eventDate: nextYear, guests: 90 });
    const gift = await bodyOf(await submit({ ...base, category: 'corporate', context: { kind: 'product', id: 'gift-3' }, quantity: 200, neededBy: nextYear }));
    expect(await stored(gift['id'])).toMatchObject({ subject: { label: 'Sohan Halwa Heritage Tin, MRP ₹1,250', unitPrice: 1250 }, quantity: 200, neededBy: nextYear });
    const table = await bodyOf(await submit({ ...base, category: 'restaurants & catering', context: { kind: 'table', id: 'restaurant' }, eventDate: nextYear, eventTime: '20:00', guests: 6 }));
    expect(await stored(table['id'])).toMatchObject({ subject: { kind: 'table', id: 'restaurant' }, eventDate: nextYear, eventTime: '20:00', guests: 6 });
  });

  test('stores an enquiry list line by line with the indicative total', async () => {
    const items = [
      { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 2 },
      { kind: 'diwali', id: 'kaju-katli', quantity: 3 },
      { kind: 'product', id: 'gift-3', quantity: 25 },
    ];
    const body = await bodyOf(await submit({ ...base, category: 'gifting', items }));
    const record = await stored(body['id']);
    expect(record?.items?.map((line) => [line.label, line.quantity, line.lineTotal])).toEqual([
      ['Kaju Katli, 1kg, Premium, ₹1,495', 2, 2990],
      ['Kaju Katli, 500 g box, ₹650 / pack', 3, 1950],
      ['Sohan Halwa Heritage Tin, MRP ₹1,250', 25, 31250],
    ]);
    expect(record?.indicativeTotal).toBe(36190);
  });

  test.each([
    ['an unknown context id', { context: { kind: 'product', id: 'no-such-sweet' } }, 'context'],
    ['a size the product does not offer', { context: { kind: 'product', id: 'demo-kaju-katli', size: '2kg' } }, 'context.size'],
    ['a quality of a product without levels', { context: { kind: 'product', id: 'gift-3', quality: 'premium' } }, 'context'],
    ['a hidden staff product', { context: { kind: 'product', id: 'hidden-halwa' } }, 'context'],
    ['an unknown list item', { items: [{ kind: 'diwali', id: 'kaju-katli', quantity: 1 }, { kind: 'product', id: 'gone', quantity: 1 }] }, 'items.1'],
    ['31 list items', { items: Array.from({ length: 31 }, () => ({ kind: 'diwali', id: 'kaju-katli', quantity: 1 })) }, 'items'],
    ['a quantity of 0', { items: [{ kind: 'diwali', id: 'kaju-katli', quantity: 0 }] }, 'items.0.quantity'],
    ['a quantity of 10,001', { items: [{ kind: 'diwali', id: 'kaju-katli', quantity: 10_001 }] }, 'items.0.quantity'],
    ['a dish on the list', { items: [{ kind: 'dish', id: 'paneer-tikka', quantity: 1 }] }, 'items.0.kind'],
    ['a price sent by the browser', { context: { kind: 'package', id: 'premium', price: 1 } }, 'context'],
    ['2,001 guests', { guests: 2001 }, 'guests'],
    ['0 guests', { guests: 0 }, 'guests'],
    ['a date in the past', { eventDate: '2020-01-01' }, 'eventDate'],
    ['a time that is not one', { eventTime: '25:00' }, 'eventTime'],
    ['an order quantity over 10,000', { quantity: 20_000 }, 'quantity'],
  ])('refuses %s with 400 and a field message, storing nothing', async (_case, extra, field) => {
    const res = await submit({ ...base, category: 'sweets', ...extra });
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body['message']).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body['errors'] as object)).toContain(field);
    expect(await storedCount()).toBe(0);
  });

  test('still accepts an enquiry of the old shape, now with a reference', async () => {
    const res = await submit({ ...base, category: 'other' });
    expect(res.status).toBe(201);
    const record = await stored((await bodyOf(res))['id']);
    expect(record).toEqual({ _id: expect.any(String), ...base, category: 'other', createdAt: expect.any(String), status: 'new', reference: expect.stringMatching(REFERENCE_PATTERN), language: 'en' });
  });

  test('reads the catalogue from the configured site, never from the Host a request names', async () => {
    const res = await call(handler, 'http://127.0.0.1:1/api/contact/submit', {
      method: 'POST', json: { ...base, category: 'sweets', context: { kind: 'diwali', id: 'kaju-katli' } }, ip: '198.51.100.252', siteUrl: origin,
    });
    expect(res.status).toBe(201);
  });

  test('answers 503 and stores nothing when the site catalogue cannot be read', async () => {
    // A site whose catalogue answers 503 (the catalogue is kept per site once read, so this is a second site).
    const down = createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const downOrigin = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    const res = await call(handler, `${downOrigin}/api/contact/submit`, {
      method: 'POST', json: { ...base, category: 'sweets', context: { kind: 'diwali', id: 'kaju-katli' } }, ip: '198.51.100.251', siteUrl: downOrigin,
    });
    await new Promise((resolve) => down.close(resolve));
    expect(res.status).toBe(503);
    expect(await storedCount()).toBe(0);
  });

  test('100 enquiries with lists sent at once are all stored, each with its own reference', async () => {
    const items = [{ kind: 'diwali', id: 'kaju-katli', quantity: 2 }, { kind: 'product', id: 'gift-3', quantity: 30 }];
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => submit({ ...base, name: `Guest ${i}`, category: 'gifting', items })));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 100 }, () => 201));
    const references = await Promise.all(answers.map(async (res) => (await bodyOf(res))['reference']));
    expect(new Set(references).size).toBe(100);
    const all = await listEnquiries(openStore('enquiries'));
    expect(all).toHaveLength(100);
    expect(new Set(all.map((record) => record.reference)).size).toBe(100);
    expect(all.every((record) => record.indicativeTotal === 2 * 650 + 30 * 1250)).toBe(true);
  });

  test('GET /api/contact gives staff the stored subject, list, booking and reference', async () => {
    const body = await bodyOf(await submit({ ...base, category: 'restaurants & catering', context: { kind: 'package', id: 'premium' }, eventDate: nextYear, guests: 80 }));
    const superadmin = await makeUser({ email: `super-${Date.now()}@example.com`, role: 'superadmin' });
    const res = await call(contact, '/api/contact', { headers: bearer(await tokenFor(superadmin)) });
    expect(res.status).toBe(200);
    const [first] = (await res.json()) as Record<string, unknown>[];
    expect(first).toMatchObject({ _id: body['id'], reference: body['reference'], subject: { kind: 'package', id: 'premium', label: 'Premium package, Up to 100 guests, ₹50,000' }, eventDate: nextYear, guests: 80 });
  });
});
