/** Issue #44: the HTTP/2 front the languages benchmark puts before the local site (npm run bench). */
import { createHash, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttp2Front } from '../../../../scripts/bench/http2-front.mjs';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** One request over the client's HTTP/2 session. */
function ask(session: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    let text = '';
    let answered: Record<string, unknown> = {};
    stream.setEncoding('utf8');
    stream.on('response', (received) => (answered = received));
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve({ status: Number(answered[':status']), headers: answered, body: text }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTP/2 front of the local site (issue #44)', () => {
  const seen: { method: string | undefined; url: string | undefined; host: string | undefined; body: string }[] = [];
  let upstream: Server;
  let front: Awaited<ReturnType<typeof startHttp2Front>>;
  let session: ClientHttp2Session;
  let certificate: X509Certificate | undefined;

  beforeAll(async () => {
    upstream = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, host: request.headers.host, body });
        if (request.url === '/missing') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        // Connection headers of HTTP/1.1, which an HTTP/2 answer must not carry.
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
        response.end(`<p>${request.method} ${request.url}</p>`);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    front = await startHttp2Front(`http://127.0.0.1:${port}`);
    if (!front) throw new Error('No openssl on this machine: the front could not make its certificate.');
    session = connect(front.url, { rejectUnauthorized: false });
    session.on('connect', () => {
      const peer = (session.socket as import('node:tls').TLSSocket).getPeerX509Certificate();
      certificate = peer;
    });
  });

  afterAll(async () => {
    session?.close();
    await front?.stop();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  test('answers over HTTP/2 with the local site’s status, headers and body, without HTTP/1.1’s connection headers', async () => {
    const answer = await ask(session, { ':path': '/mithai/shop?category=Sweets', 'accept-language': 'hi' });
    expect(answer).toMatchObject({ status: 200, body: '<p>GET /mithai/shop?category=Sweets</p>' });
    expect(answer.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    expect(answer.headers).not.toHaveProperty('connection');
    expect(answer.headers).not.toHaveProperty('keep-alive');
    expect((await ask(session, { ':path': '/missing' })).status).toBe(404);
  });

  test('passes the method, address and body on, with the local site as the host', async () => {
    const { port } = upstream.address() as AddressInfo;
    await ask(session, { ':path': '/api/contact/submit', ':method': 'POST', 'content-type': 'application/json' }, '{"name":"Asha"}');
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/contact/submit', host: `127.0.0.1:${port}`, body: '{"name":"Asha"}' });
  });

  test('the Chromium flag trusts exactly the certificate the front serves, by its public key’s SHA-256', () => {
    expect(certificate).toBeDefined();
    const publicKey = certificate?.publicKey.export({ type: 'spki', format: 'der' }) ?? Buffer.alloc(0);
    expect(front?.chromiumFlag).toBe(`--ignore-certificate-errors-spki-list=${createHash('sha256').update(publicKey).digest('base64')}`);
    expect(front?.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });
});
