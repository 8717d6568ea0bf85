/**
 * The local server (`npm start`, scripts/serve.mjs) behaves like the Netlify platform the site runs
 * on: functions stay loaded and answer concurrent requests without failing, unknown methods and
 * oversized bodies are refused with JSON, and no answer ever shows a stack trace or a server path.
 */
import { expect, test, type APIResponse } from '@playwright/test';

const PUBLIC_ENDPOINTS = [
  '/api/health',
  '/api/products',
  '/api/products/categories',
  '/api/products/search/suggestions?q=kaju',
  '/api/products/search/suggestions?q=ladoo',
  '/api/products/related/no-such-product',
  '/api/products/no-such-product',
  '/api/blogs',
  '/api/images/no-such-image',
  '/api/admin/verify',
];

async function expectNoServerInternals(res: APIResponse): Promise<void> {
  const body = await res.text();
  expect(body).not.toMatch(/\bat .+:\d+:\d+\)?$/m);
  expect(body).not.toMatch(/\/(work|home|root|tmp|usr)\/|node_modules|\.netlify\//);
}

test('500 concurrent requests over every public endpoint answer without a 5xx or a server detail', async ({ request }) => {
  const calls = Array.from({ length: 500 }, (_, i) => PUBLIC_ENDPOINTS[i % PUBLIC_ENDPOINTS.length] ?? '/api/health');
  const answers = await Promise.all(calls.map((path) => request.get(path)));
  const failures = answers.filter((res) => res.status() >= 500).map((res) => `${res.status()} ${res.url()}`);
  expect(failures).toEqual([]);
  for (const res of answers.slice(0, PUBLIC_ENDPOINTS.length)) await expectNoServerInternals(res);
});

test('an unknown method gets 405 with a JSON message', async ({ request }) => {
  for (const method of ['TRACE', 'PROPFIND']) {
    const res = await request.fetch('/api/health', { method });
    expect(res.status()).toBe(405);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ message: `Method ${method} is not allowed.` });
  }
});

test('a function request body over 6 MB is refused with 413 JSON', async ({ request }) => {
  const res = await request.post('/api/contact/submit', {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ name: 'Big', message: 'x'.repeat(7 * 1024 * 1024) }),
  });
  expect(res.status()).toBe(413);
  expect(await res.json()).toEqual({ message: 'The request is too large.' });
});

test('a request a function does not handle is still answered as JSON without internals', async ({ request }) => {
  const res = await request.post('/api/products/categories', { data: {} });
  expect(res.status()).toBe(405);
  await expectNoServerInternals(res);
});

test('a malformed address is a 404 page, never a server error', async ({ request }) => {
  const res = await request.get('/product/%E0%A4');
  expect(res.status()).toBe(404);
  await expectNoServerInternals(res);
});
