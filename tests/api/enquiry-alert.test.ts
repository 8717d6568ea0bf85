import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import submitHandler from '../../netlify/functions/contact-submit.mts';
import enquiry from '../../netlify/functions/enquiry.mts';
import type { RequestContext } from '../../src/server/http/handle.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';
import { call } from '../support/make-request.ts';

const SECRET = 'alert-signing-secret';
type Behaviour = 'ok' | 'fail' | 'hang';

interface Received {
  body: string;
  signature: string | undefined;
}

let behaviour: Behaviour = 'ok';
const received: Received[] = [];
const hanging = new Set<ServerResponse>();
const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    received.push({ body, signature: req.headers['x-enquiry-signature'] as string | undefined });
    if (behaviour === 'hang') hanging.add(res);
    else res.writeHead(behaviour === 'ok' ? 204 : 500).end();
  });
});

const valid = { name: 'Asha Reddy', email: 'asha@example.com', phone: '+91 98490 45678', category: 'corporate', message: 'We need 200 gift boxes for Diwali.' };
let ip = 0;
let staff: Record<string, string>;

beforeAll(async () => {
  process.env['JWT_SECRET'] = TEST_JWT_SECRET;
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  staff = bearer(await tokenFor(await makeUser({ email: 'alert-super@rasika.test', role: 'superadmin' })));
});

afterEach(() => {
  delete process.env['ENQUIRY_WEBHOOK_URL'];
  delete process.env['ENQUIRY_WEBHOOK_URL_CORPORATE'];
  delete process.env['ENQUIRY_WEBHOOK_SECRET'];
  delete process.env['ENQUIRY_WEBHOOK_TIMEOUT_MS'];
  received.length = 0;
  for (const res of hanging) res.destroy();
  hanging.clear();
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function configure(path = '/hook'): void {
  const { port } = receiver.address() as AddressInfo;
  process.env['ENQUIRY_WEBHOOK_URL_CORPORATE'] = `http://127.0.0.1:${port}${path}`;
  process.env['ENQUIRY_WEBHOOK_SECRET'] = SECRET;
}

/**
 * Submits as Netlify would, keeping the after-response work (context.waitUntil) to await later, and
 * whether that work had already finished when the handler answered (it must not wait for it).
 */
async function submit(): Promise<{ res: Response; background: Promise<unknown>[]; finishedBeforeAnswer: boolean }> {
  const background: Promise<unknown>[] = [];
  let finished = 0;
  ip += 1;
  const context: RequestContext = {
    params: {},
    ip: `192.0.2.${ip}`,
    site: { url: 'https://rasika.example' },
    waitUntil: (promise) => background.push(promise.finally(() => (finished += 1))),
  };
  const req = new Request('http://localhost/api/contact/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
  const res = await submitHandler(req, context);
  return { res, background, finishedBeforeAnswer: background.length > 0 && finished === background.length };
}

async function alertOf(id: string) {
  const res = await call(enquiry, `/api/enquiries/${id}`, { headers: staff, params: { id } });
  return ((await res.json()) as { alert: unknown }).alert;
}

describe('the alert on a new enquiry (issue #11)', () => {
  test('the POST arrives with a valid HMAC and the small JSON; the enquiry shows it sent', async () => {
    configure();
    const { res, background } = await submit();
    expect(res.status).toBe(201);
    const { id, reference } = (await res.json()) as { id: string; reference: string };
    await Promise.all(background);
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit?.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(hit?.body ?? '').digest('hex')}`);
    expect(JSON.parse(hit?.body ?? '{}')).toEqual({
      text: `New Corporate enquiry ${reference} from Asha Reddy (+91 98490 45678): https://rasika.example/staff-dashboard/enquiries/${id}`,
      reference,
      category: 'corporate',
      name: 'Asha Reddy',
      phone: '+91 98490 45678',
      summary: 'We need 200 gift boxes for Diwali.',
      link: `https://rasika.example/staff-dashboard/enquiries/${id}`,
    });
    expect(await alertOf(id)).toEqual({ state: 'sent', attempts: 1, at: expect.any(String) });
  });

  test('a receiver that answers 500 or hangs does not hold the 201 (the alert runs after the answer), and the failure is recorded after retries', async () => {
    for (const mode of ['fail', 'hang'] as const) {
      behaviour = mode;
      configure();
      process.env['ENQUIRY_WEBHOOK_TIMEOUT_MS'] = '300';
      const { res, background, finishedBeforeAnswer } = await submit();
      expect(res.status).toBe(201);
      expect(background).toHaveLength(1);
      expect(finishedBeforeAnswer).toBe(false);
      const { id } = (await res.json()) as { id: string };
      await Promise.all(background);
      expect(received).toHaveLength(3);
      const error = mode === 'fail' ? 'the receiver answered 500' : 'no answer within 300 ms';
      expect(await alertOf(id)).toEqual({ state: 'failed', attempts: 3, at: expect.any(String), error });
      received.length = 0;
    }
    behaviour = 'ok';
  });

  test('no webhook configured: no alert and nothing recorded', async () => {
    const { res, background } = await submit();
    const { id } = (await res.json()) as { id: string };
    await Promise.all(background);
    expect(received).toHaveLength(0);
    expect(await openStore('enquiryAlerts').get(id)).toBeNull();
    expect(await alertOf(id)).toBeNull();
  });
});
