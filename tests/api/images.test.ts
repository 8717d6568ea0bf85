import { describe, expect, test } from 'vitest';
import images from '../../netlify/functions/images.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { saveImage } from '../../src/server/storage/image-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('GET /api/images/{key}', () => {
  test('serves a stored image with its type and a year-long immutable cache', async () => {
    const key = await saveImage(openStore('images'), PNG_BYTES, 'image/png');
    const res = await call(images, `/api/images/${key}`, { params: { key } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });

  test('answers 404 with a JSON message for an unknown or malformed key', async () => {
    const unknown = await call(images, '/api/images/x', { params: { key: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(await bodyOf(unknown)).toEqual({ message: 'Image not found.' });
    const malformed = await call(images, '/api/images/..%2Fusers', { params: { key: '../users' } });
    expect(malformed.status).toBe(404);
  });

  test('refuses other methods with 405 and an Allow header', async () => {
    const res = await call(images, '/api/images/x', { method: 'DELETE', params: { key: 'x' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
