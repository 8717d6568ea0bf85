import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/contact-submit.mts';
import { REFERENCE_PATTERN } from '../../src/lib/enquiry/enquiry-reference.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { getEnquiry, listEnquiries } from '../../src/server/storage/enquiry-repository.ts';
import { bodyOf, call, type CallOptions } from '../support/make-request.ts';

const PATH = '/api/contact/submit';

const valid = {
  name: 'Asha Reddy',
  email: 'asha@example.com',
  phone: '+91 98490 45678',
  category: 'corporate',
  message: 'We need 200 gift boxes for Diwali.',
};

let ipCounter = 0;
/** A fresh client address per request, so the per-IP limit never gets in the way. */
function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

function submit(json: unknown, options: CallOptions = {}): Promise<Response> {
  return call(handler, PATH, { method: 'POST', json, ip: nextIp(), ...options });
}

async function storedCount(): Promise<number> {
  return (await listAllKeys(openStore('enquiries'))).length;
}

const savedLimit = process.env['ENQUIRY_RATE_LIMIT'];

beforeEach(async () => {
  await openStore('enquiries').deleteAll();
  await openStore('enquiryReferences').deleteAll();
  await openStore('throttle').deleteAll();
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
});

afterEach(() => {
  if (savedLimit === undefined) delete process.env['ENQUIRY_RATE_LIMIT'];
  else process.env['ENQUIRY_RATE_LIMIT'] = savedLimit;
});

describe('POST /api/contact/submit', () => {
  test('API-04 CONTACT-13 stores a valid enquiry exactly as sent and answers 201 with its id and reference', async () => {
    const before = Date.now();
    const res = await submit(valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await bodyOf(res);
    expect(body).toEqual({ message: 'Message received', id: expect.any(String), reference: expect.stringMatching(REFERENCE_PATTERN) });

    const stored = await getEnquiry(openStore('enquiries'), String(body['id']));
    expect(stored?.value).toEqual({
      _id: body['id'],
      ...valid,
      createdAt: expect.any(String),
      status: 'new',
      reference: body['reference'],
      language: 'en',
    });
    const createdAt = Date.parse(stored?.value.createdAt ?? '');
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  test('CONTACT-07 trims every text and stores an absent phone as an empty string', async () => {
    const res = await submit({
      name: '  Ravi  ',
      email: ' ravi@example.com ',
      category: 'sweets',
      message: '\n Kaju katli, 2 kg \n',
    });
    expect(res.status).toBe(201);
    const [stored] = await listEnquiries(openStore('enquiries'));
    expect(stored).toMatchObject({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      category: 'sweets',
      message: 'Kaju katli, 2 kg',
    });
  });

  test('stores text that looks like HTML as plain text, unchanged', async () => {
    const message = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const res = await submit({ ...valid, message });
    expect(res.status).toBe(201);
    const [stored] = await listEnquiries(openStore('enquiries'));
    expect(stored?.message).toBe(message);
  });

  const invalidCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing name', { ...valid, name: undefined }, 'name', 'Please enter your name.'],
    ['blank name', { ...valid, name: '   ' }, 'name', 'Please enter your name.'],
    ['name over 100 characters', { ...valid, name: 'a'.repeat(101) }, 'name', 'Please keep your name to 100 characters or fewer.'],
    ['missing email', { ...valid, email: undefined }, 'email', 'Please enter your email address.'],
    ['bad email', { ...valid, email: 'asha@' }, 'email', 'Please enter a valid email address.'],
    ['email over 254 characters', { ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email', 'Please keep your email address to 254 characters or fewer.'],
    ['missing category', { ...valid, category: undefined }, 'category', 'Please choose a category.'],
    ['empty category', { ...valid, category: '' }, 'category', 'Please choose a category.'],
    ['unknown category', { ...valid, category: 'weddings' }, 'category', 'Please choose a category.'],
    ['missing message', { ...valid, message: undefined }, 'message', 'Please enter your message.'],
    ['blank message', { ...valid, message: ' \n ' }, 'message', 'Please enter your message.'],
    ['message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'message', 'Please keep your message to 5,000 characters or fewer.'],
    ['phone with letters', { ...valid, phone: '98490 CALL ME' }, 'phone', 'Please enter a valid phone number (digits, spaces and + - ( ) only).'],
    ['phone over 20 characters', { ...valid, phone: '+91 (984) 904-5678 000' }, 'phone', 'Please keep your phone number to 20 characters or fewer.'],
    ['phone with too few digits', { ...valid, phone: '+91' }, 'phone', 'Please enter a valid phone number (digits, spaces and + - ( ) only).'],
    ['phone that is not text', { ...valid, phone: 9849045678 }, 'phone', 'Please enter a valid phone number (digits, spaces and + - ( ) only).'],
  ];

  test.each(invalidCases)('CONTACT-03..07 refuses %s with 400, its field message, and stores nothing', async (_label, json, field, message) => {
    const res = await submit(json);
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body['message']).toBe('Please correct the highlighted fields.');
    expect(body['errors']).toMatchObject({ [field]: message });
    expect(await storedCount()).toBe(0);
  });

  test('reports every invalid field at once', async () => {
    const res = await submit({});
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(Object.keys(body['errors'] as object).sort()).toEqual(['category', 'email', 'message', 'name']);
    expect(await storedCount()).toBe(0);
  });

  test('refuses a body that is not JSON with 415', async () => {
    const res = await call(handler, PATH, {
      method: 'POST',
      body: new URLSearchParams(valid).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: nextIp(),
    });
    expect(res.status).toBe(415);
    expect(await bodyOf(res)).toEqual({ message: expect.stringContaining('JSON') });
    expect(await storedCount()).toBe(0);
  });

  test('refuses a body over 512 KB (room for 2,000 recipients) with 413', async () => {
    const res = await submit({ ...valid, message: 'x'.repeat(513 * 1024) });
    expect(res.status).toBe(413);
    expect(await bodyOf(res)).toEqual({ message: 'The request is too large. The limit is 512 KB.' });
    expect(await storedCount()).toBe(0);
  });

  test('refuses malformed JSON with 400', async () => {
    const res = await call(handler, PATH, {
      method: 'POST',
      body: '{"name": "Asha",',
      headers: { 'content-type': 'application/json' },
      ip: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await storedCount()).toBe(0);
  });

  test.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await call(handler, PATH, { method, ip: nextIp() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await bodyOf(res)).toEqual({ message: `Method ${method} is not allowed here.` });
  });

  test('answers a filled honeypot like a success but stores and counts nothing', async () => {
    const res = await submit({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await bodyOf(res)).toEqual({ message: 'Message received', id: expect.any(String), reference: expect.stringMatching(REFERENCE_PATTERN) });
    expect(await storedCount()).toBe(0);
    expect(await listAllKeys(openStore('enquiryReferences'))).toEqual([]);
    expect(await listAllKeys(openStore('throttle'))).toEqual([]);
  });

  test('accepts an empty honeypot as an ordinary enquiry', async () => {
    const res = await submit({ ...valid, website: '' });
    expect(res.status).toBe(201);
    const [stored] = await listEnquiries(openStore('enquiries'));
    expect(stored).not.toHaveProperty('website');
    expect(await storedCount()).toBe(1);
  });
});

describe('per-IP limit of enquiries', () => {
  test('refuses the 4th enquiry from one IP with 429 and Retry-After when the limit is 3', async () => {
    process.env['ENQUIRY_RATE_LIMIT'] = '3';
    const ip = '192.0.2.44';
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(valid, { ip })).status).toBe(201);
    }
    const refused = await submit(valid, { ip });
    expect(refused.status).toBe(429);
    expect(await bodyOf(refused)).toEqual({
      message: 'Too many enquiries from your connection. Please try again later or call us.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedCount()).toBe(3);

    const otherIp = await submit(valid, { ip: '192.0.2.45' });
    expect(otherIp.status).toBe(201);
    expect(await storedCount()).toBe(4);
  });

  test('never lets more than the limit through when one IP sends many at once', async () => {
    process.env['ENQUIRY_RATE_LIMIT'] = '5';
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(valid, { ip: '192.0.2.50' })));
    const statuses = results.map((res) => res.status);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(accepted).toBeLessThanOrEqual(5);
    // Every accepted enquiry is stored; every attempt, refused or not, is counted once.
    expect(await storedCount()).toBe(accepted);
    expect(await listAllKeys(openStore('throttle'))).toHaveLength(20);
  });

  test('accepts a burst that stays within the limit in full', async () => {
    process.env['ENQUIRY_RATE_LIMIT'] = '5';
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(valid, { ip: '192.0.2.51' })));
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await submit(valid, { ip: '192.0.2.51' })).status).toBe(429);
    expect(await storedCount()).toBe(5);
  });

  test('stores all of 100 enquiries sent at once from one IP when the limit allows it', async () => {
    process.env['ENQUIRY_RATE_LIMIT'] = '100';
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submit({ ...valid, message: `Enquiry number ${i}` }, { ip: '192.0.2.60' })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(100).fill(201));
    const ids = await Promise.all(results.map(async (res) => String((await bodyOf(res))['id'])));
    expect(new Set(ids).size).toBe(100);

    const stored = await listEnquiries(openStore('enquiries'));
    expect(stored).toHaveLength(100);
    expect(new Set(stored.map((enquiry) => enquiry._id))).toEqual(new Set(ids));
    expect(new Set(stored.map((enquiry) => enquiry.message)).size).toBe(100);
  });
});
