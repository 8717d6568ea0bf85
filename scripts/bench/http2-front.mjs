/**
 * An HTTP/2 front for the local site, for the Lighthouse benchmarks (issue #44): Netlify serves the
 * site over HTTP/2 (TLS), the local server over HTTP/1.1, and Lighthouse's simulated slow 4G models
 * the protocol it saw. Over HTTP/1.1 a page's requests queue six at a time on their connections, so a
 * page whose largest element waits for thirty small script files (the shop's first cards) measures a
 * second slower than the same page over one multiplexed HTTP/2 connection.
 *
 * The front listens on 127.0.0.1 with a certificate made for this run (openssl, removed on stop) and
 * passes every request on to the local site unchanged, streaming the answer back. Chromium is told
 * to trust that one certificate by its key's hash (`--ignore-certificate-errors-spki-list`), so pages
 * load as a secure origin. Undefined, with a note, when openssl is missing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one connection (HTTP/1.1), which HTTP/2 forbids, and HTTP/2's own pseudo-headers. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'host']);

const passable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)));

/** A self-signed certificate for 127.0.0.1 in `dir`, and the base64 SHA-256 of its public key. */
function makeCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { key: readFileSync(key), cert: readFileSync(cert), spki };
}

/**
 * Starts the front before `upstreamUrl` (http://127.0.0.1:PORT). Answers { url, chromiumFlag, stop },
 * or undefined when no certificate can be made here.
 */
export async function startHttp2Front(upstreamUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'http2-front-'));
  let certificate;
  try {
    certificate = makeCertificate(dir);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    console.log('\nHTTP/2 figures: skipped (no openssl to make the local certificate).');
    return undefined;
  }
  const upstream = new URL(upstreamUrl);
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const ahead = http.request(
      { hostname: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...passable(request.headers), host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(response);
      },
    );
    ahead.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(ahead);
  });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `https://127.0.0.1:${port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${certificate.spki}`,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const session of sessions) session.destroy();
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
