import { createServer } from 'node:net';
import { describe, expect, test } from 'vitest';
import { setEnvironmentContext } from '@netlify/blobs';
import handler from '../../netlify/functions/health.mts';
import { bodyOf, call } from '../support/make-request.ts';

/** A local port that nothing listens on (opened, then closed again). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function restoreBlobsContext(saved: string | undefined): void {
  if (saved === undefined) delete process.env['NETLIFY_BLOBS_CONTEXT'];
  else process.env['NETLIFY_BLOBS_CONTEXT'] = saved;
}

describe('GET /api/health', () => {
  test('API-10 answers 200 { ok: true, storage: "ok" } when Blobs answers, never cached', async () => {
    const res = await call(handler, '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await bodyOf(res)).toEqual({ ok: true, storage: 'ok' });
  });

  test('answers HEAD with the status and no body', async () => {
    const res = await call(handler, '/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
  });

  test.each(['POST', 'PUT', 'DELETE'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const res = await call(handler, '/api/health', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  test('answers 503 { ok: false, storage: "unavailable" } when Blobs cannot be reached', async () => {
    const saved = process.env['NETLIFY_BLOBS_CONTEXT'];
    const port = await closedPort();
    const edgeURL = `http://127.0.0.1:${port}`;
    setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, token: 'test-token', siteID: 'test-site' });
    try {
      const res = await call(handler, '/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await bodyOf(res)).toEqual({
        ok: false,
        storage: 'unavailable',
        message: 'Storage is unavailable. Please try again shortly.',
      });
    } finally {
      restoreBlobsContext(saved);
    }
    expect((await call(handler, '/api/health')).status).toBe(200);
  });

  test('answers 503 when the Blobs environment is missing altogether', async () => {
    const saved = process.env['NETLIFY_BLOBS_CONTEXT'];
    delete process.env['NETLIFY_BLOBS_CONTEXT'];
    try {
      const res = await call(handler, '/api/health');
      expect(res.status).toBe(503);
      expect(await bodyOf(res)).toMatchObject({ ok: false, storage: 'unavailable' });
    } finally {
      restoreBlobsContext(saved);
    }
  });
});
