import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { chooseEncoding, writeResponse } from '../../../../scripts/local-platform/write-response.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(answer: () => Response): Promise<string> {
  server = createServer((req, res) => void writeResponse(answer(), req, res));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('chooseEncoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s -> %s', (accept, encoding) => expect(chooseEncoding(accept)).toBe(encoding));
});

describe('writeResponse (the local server answers as Netlify’s CDN does)', () => {
  test('compresses text for a client that accepts it, and keeps status and headers', async () => {
    const html = `<p>${'Kaju Katli '.repeat(500)}</p>`;
    const url = await serve(() => new Response(html, { status: 201, headers: { 'Content-Type': 'text/html', 'X-Test': 'kept' } }));
    const answer = await fetchRaw(url, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-test']).toBe('kept');
    expect(gunzipSync(answer.body).toString()).toBe(html);
  });

  test('leaves small, binary or already encoded bodies as they are', async () => {
    const url = await serve(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }));
    const answer = await fetchRaw(url, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect([...answer.body]).toEqual([1, 2, 3]);
  });

  test('a client that disconnects mid-answer does not throw outside the request', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // A file stream adapted to a web stream, as the static file handler serves it.
      const file = join(mkdtempSync(join(tmpdir(), 'write-response-')), 'big.bin');
      writeFileSync(file, Buffer.alloc(2 * 1024 * 1024, 7));
      const url = await serve(
        () => new Response(Readable.toWeb(createReadStream(file, { highWaterMark: 1024 })) as ReadableStream, {
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      );
      await new Promise<void>((resolve) => {
        const req = get(url, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      expect((await fetchRaw(url)).body.length).toBe(2 * 1024 * 1024);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
