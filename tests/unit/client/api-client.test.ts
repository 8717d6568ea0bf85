import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  clearApiCache,
  getJson,
  NetworkError,
  postJson,
  TimeoutError,
} from '../../../src/client/api-client.ts';
import { submitEnquiry } from '../../../src/client/contact-api.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers until its signal aborts, like a cold-starting backend. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

const enquiry = { name: 'Asha', email: 'asha@example.com', phone: '', category: 'corporate' as const, message: 'Hi' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  fetchMock.mockReset();
});

describe('request timeout (API-11, ERR-01)', () => {
  test('gives up after 30 s with the cold-start message', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const pending = submitEnquiry(enquiry);
    const outcome = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(pending).rejects.toMatchObject({
      name: 'TimeoutError',
      message: 'Request timeout - backend may be experiencing cold start. Please try again.',
    });
  });

  test('applies the same limit to GET requests', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const pending = getJson('/api/products');
    const outcome = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
  });
});

describe('errors', () => {
  test('API-04 raises ApiError with the server message, status and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Please correct the highlighted fields.', errors: { email: 'Please enter a valid email address.' } }),
    );
    const error = await submitEnquiry(enquiry).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields.',
      errors: { email: 'Please enter a valid email address.' },
    });
  });

  test('raises ApiError with a generic message when the answer has no message', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(submitEnquiry(enquiry)).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      message: 'Request failed with status 502.',
    });
  });

  test('raises NetworkError when no answer arrives at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitEnquiry(enquiry)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('submitEnquiry', () => {
  test('CONTACT-10 POSTs the enquiry as JSON to /api/contact/submit and answers the receipt', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Message received', id: 'abc', reference: 'RS-2611-4K7Q' }));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ reference: 'RS-2611-4K7Q' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact/submit');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ ...enquiry, locale: 'en' });
  });

  test('#44 sends the page\u2019s language with the enquiry', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Message received', id: 'abc', reference: 'RS-2611-4K7Q' }));
    await submitEnquiry(enquiry, 'te');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ...enquiry, locale: 'te' });
  });

  test.each([
    ['a 201 without a reference', 201, { message: 'Message received', id: 'abc' }],
    ['a 201 with an empty reference', 201, { message: 'Message received', id: 'abc', reference: '' }],
    ['a 200 with a body that is not an object', 200, 'stored'],
  ])('issue #45 %s is stored, with no reference', async (_case, status, body) => {
    fetchMock.mockResolvedValue(jsonResponse(status, body));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ reference: null });
  });

  test('issue #45 a 204 without a body is stored, with no reference', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ reference: null });
  });

  test('issue #45 a 500 is still a failure, with the server\'s message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Something went wrong on our side. Please try again later.' }));
    await expect(submitEnquiry(enquiry)).rejects.toMatchObject({ name: 'ApiError', status: 500, message: 'Something went wrong on our side. Please try again later.' });
  });

  test('never caches a POST', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(201, { message: 'Message received', id: 'abc', reference: 'RS-2611-4K7Q' }));
    await submitEnquiry(enquiry);
    await postJson('/api/contact/submit', enquiry);
    await submitEnquiry(enquiry);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('getJson cache (API-02)', () => {
  test('reuses an answer within 5 minutes and asks again after', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, ['Diwali Collection']));
    await expect(getJson('/api/products/categories')).resolves.toEqual(['Diwali Collection']);
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 59_000);
    await getJson('/api/products/categories');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    await getJson('/api/products/categories');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('keys the cache by URL and headers', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    await getJson('/api/products');
    await getJson('/api/products?x=1');
    await getJson('/api/products', { headers: { Authorization: 'Bearer t' } });
    await getJson('/api/products', { headers: { authorization: 'Bearer t' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('does not cache failures', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: 'down' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(getJson('/api/health')).rejects.toBeInstanceOf(ApiError);
    await expect(getJson('/api/health')).resolves.toEqual({ ok: true });
  });

  test('runs the caller’s parse on fresh and cached answers', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, ['a', 'b']));
    const parse = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
    await expect(getJson('/api/list', { parse })).resolves.toEqual(['a', 'b']);
    await expect(getJson('/api/list', { parse: (value) => (Array.isArray(value) ? value.length : 0) })).resolves.toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('cacheTtlMs: 0 always asks the server', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await getJson('/api/health', { cacheTtlMs: 0 });
    await getJson('/api/health', { cacheTtlMs: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('base URL (API-01)', () => {
  test('prefixes every path with PUBLIC_API_BASE_URL when configured', async () => {
    vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.example.com/');
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await getJson('/api/health');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.com/api/health');
  });
});
