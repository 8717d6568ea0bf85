import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import {
  MAX_CACHED_ANSWER_BYTES,
  readStaticAnswer,
  staticAnswer,
  StaticAnswerCache,
  staticAnswerKey,
  writeStaticAnswer,
  type StaticAnswer,
} from '../../../../scripts/local-platform/static-answers.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(answer: StaticAnswer): Promise<string> {
  server = createServer((req, res) => void writeStaticAnswer(answer, req, res));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as IncomingMessage;
const answerOf = (bytes: number) => staticAnswer(200, { 'Content-Type': 'text/plain' }, Buffer.alloc(bytes, 1));

describe('staticAnswerKey: which static answers the local server keeps (issue #14)', () => {
  test('a GET is kept under its path and query', () => {
    expect(staticAnswerKey(request('GET', '/mithai/shop?search=kaju'))).toBe('/mithai/shop?search=kaju');
  });

  test.each([['HEAD'], ['POST'], ['DELETE']])('a %s is asked for afresh', (method) => {
    expect(staticAnswerKey(request(method, '/about'))).toBeUndefined();
  });

  test('a GET for part of a file (Range) is asked for afresh', () => {
    expect(staticAnswerKey(request('GET', '/mithai-catalogue.pdf', { range: 'bytes=0-99' }))).toBeUndefined();
  });
});

describe('StaticAnswerCache', () => {
  test('gives back what it keeps, and nothing for an unknown key', () => {
    const cache = new StaticAnswerCache(1000);
    const answer = answerOf(10);
    cache.set('/about', answer);
    expect(cache.get('/about')).toBe(answer);
    expect(cache.get('/contact')).toBeUndefined();
  });

  test('past its memory, the least recently asked for goes first', () => {
    const cache = new StaticAnswerCache(250);
    cache.set('/a', answerOf(100));
    cache.set('/b', answerOf(100));
    cache.get('/a'); // now /b is the least recently used
    cache.set('/c', answerOf(100));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.bytes).toBe(200);
  });

  test('an answer kept again under its key replaces the old one in the count', () => {
    const cache = new StaticAnswerCache(1000);
    cache.set('/a', answerOf(100));
    cache.set('/a', answerOf(300));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(300);
  });

  test('an answer larger than MAX_CACHED_ANSWER_BYTES is not kept', () => {
    const cache = new StaticAnswerCache();
    cache.set('/big', answerOf(MAX_CACHED_ANSWER_BYTES + 1));
    expect(cache.get('/big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('readStaticAnswer', () => {
  test('keeps status, headers and the whole body, and drops the length (written per encoding)', async () => {
    const answer = await readStaticAnswer(
      new Response('<p>Kaju Katli</p>', { status: 200, headers: { 'Content-Type': 'text/html', 'Content-Length': '17', 'X-Frame-Options': 'DENY' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.has('content-length')).toBe(false);
    expect(answer.body.toString()).toBe('<p>Kaju Katli</p>');
  });
});

describe('writeStaticAnswer (a kept answer, as Netlify’s CDN serves it)', () => {
  const html = `<p>${'Kaju Katli '.repeat(500)}</p>`;

  test('compresses text once per encoding, and every answer carries the same body and its length', async () => {
    const answer = staticAnswer(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' }, Buffer.from(html));
    const url = await serve(answer);
    const first = await fetchRaw(url, { 'Accept-Encoding': 'br, gzip' });
    const kept = answer.encoded.get('br');
    const second = await fetchRaw(url, { 'Accept-Encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(html);
    expect(second.body.equals(first.body)).toBe(true);
    expect(answer.encoded.get('br')).toBe(kept);
    const gzipped = await fetchRaw(url, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
    expect(answer.encoded.size).toBe(2);
  });

  test('a client that accepts no encoding gets the body as it is', async () => {
    const url = await serve(staticAnswer(200, { 'Content-Type': 'text/html' }, Buffer.from(html)));
    const plain = await fetchRaw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(Number(plain.headers['content-length'])).toBe(html.length);
  });

  test('pictures and small bodies are not compressed; the status is kept', async () => {
    const picture = Buffer.alloc(4096, 7);
    const url = await serve(staticAnswer(404, { 'Content-Type': 'image/webp' }, picture));
    const answer = await fetchRaw(url, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(picture)).toBe(true);
  });
});
