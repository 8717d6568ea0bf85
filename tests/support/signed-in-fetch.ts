/**
 * For the dashboard islands' jsdom tests: `fetch` replaced by a mock, a stored staff token and no
 * toasts before each test; the mock, storage and rendered tree cleared after it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearApiCache } from '../../src/client/api-client.ts';
import { $toasts } from '../../src/stores/toasts.ts';

export function signedInFetch(token = 'dev-token') {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    clearApiCache();
    localStorage.setItem('adminToken', token);
    $toasts.set([]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });
  return fetchMock;
}

/** A JSON answer, as the functions give it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
