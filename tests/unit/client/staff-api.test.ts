import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, NetworkError, clearApiCache } from '../../../src/client/api-client.ts';
import { fetchEnquiries, isRetryable, probeHealth, updateProduct, withRetries } from '../../../src/client/staff-api.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const enquiry = {
  _id: 'e1', name: 'Asha', email: 'asha@example.com', phone: '', category: 'sweets',
  message: 'Hello', createdAt: '2026-01-01T10:00:00.000Z', status: 'new',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('withRetries (RESP-05)', () => {
  test('answers the first success without retrying', async () => {
    const task = vi.fn(async () => 'ok');
    expect(await withRetries(task, { retries: 2, delayMs: () => 0 })).toBe('ok');
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('retries twice (three attempts) and then rethrows the last failure', async () => {
    const failures = [new NetworkError(), new ApiError(503, 'down'), new ApiError(502, 'last')];
    const task = vi.fn(async () => { throw failures.shift(); });
    await expect(withRetries(task, { retries: 2, delayMs: () => 0 })).rejects.toThrow('last');
    expect(task).toHaveBeenCalledTimes(3);
  });

  test('succeeds on the third attempt', async () => {
    let calls = 0;
    const task = async () => {
      calls += 1;
      if (calls < 3) throw new NetworkError();
      return calls;
    };
    expect(await withRetries(task, { retries: 2, delayMs: () => 0 })).toBe(3);
  });

  test('does not retry a refusal that cannot change (401, 403, 400)', async () => {
    for (const status of [400, 401, 403, 404]) {
      const task = vi.fn(async () => { throw new ApiError(status, 'no'); });
      await expect(withRetries(task, { retries: 2, delayMs: () => 0 })).rejects.toThrow('no');
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  test('waits the given delay before each retry', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => { throw new NetworkError(); });
    const result = withRetries(task, { retries: 2, delayMs: (n) => n * 100 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(NetworkError);
    vi.useRealTimers();
  });

  test.each([
    [new NetworkError(), true],
    [new ApiError(500, 'x'), true],
    [new ApiError(429, 'x'), true],
    [new ApiError(401, 'x'), false],
    [new DOMException('The list moved on to another filter.', 'AbortError'), false],
  ])('isRetryable(%o) is %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

describe('fetchEnquiries', () => {
  test('sends the bearer token, bypasses the cache and tries three times before failing', async () => {
    fetchMock.mockImplementation(async () => json(503, { message: 'Storage is unavailable.' }));
    await expect(fetchEnquiries('tok', () => 0)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  test('answers the parsed list once a retry succeeds', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'x' })).mockResolvedValueOnce(json(200, [enquiry]));
    expect(await fetchEnquiries('tok', () => 0)).toEqual([enquiry]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('never reuses an earlier answer', async () => {
    fetchMock.mockImplementation(async () => json(200, [enquiry]));
    await fetchEnquiries('tok', () => 0);
    await fetchEnquiries('tok', () => 0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('probeHealth and updateProduct', () => {
  test('probeHealth is true only for { ok: true }', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true, storage: 'ok' }));
    expect(await probeHealth()).toBe(true);
    fetchMock.mockResolvedValueOnce(json(503, { ok: false, message: 'down' }));
    expect(await probeHealth()).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await probeHealth()).toBe(false);
  });

  test('updateProduct sends PUT with If-Match and the JSON fields', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Product updated successfully', product: {} }));
    const fields = {
      name: 'Kaju',
      category: 'Sweets',
      description: 'd',
      phoneNumber: '1',
      isBestseller: false,
      price: { '250g': 1, '500g': 2, '1kg': 3 },
      aliases: ['కాజు'],
      inStock: true,
      dietaryInfo: { isVegetarian: true as const, isVegan: false, isGlutenFree: true, isJain: true, isSugarFree: false, allergens: ['Cashew'] },
    };
    expect(await updateProduct('tok', 'kaju 1', fields, '"etag-1"')).toBe('Product updated successfully');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/products/kaju%201');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('If-Match')).toBe('"etag-1"');
    expect(JSON.parse(String(init?.body))).toEqual(fields);
  });
});
