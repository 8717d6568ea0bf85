/**
 * Writes a web Response to a Node response as Netlify's CDN would: text-like bodies are compressed
 * (brotli, else gzip) when the client accepts it and the response is not already encoded, and the
 * body is streamed, never buffered whole. A client that goes away mid-answer ends nothing but its own
 * connection.
 */
import { once } from 'node:events';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|xhtml\+xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/** zlib's options for each encoding, for a streamed body here and a kept one (static-answers.mjs). */
export const COMPRESSION_OPTIONS = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};

/**
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function chooseEncoding(acceptEncoding) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The encoding to compress a body with: none for a type that does not shrink (pictures, fonts), a body
 * already encoded or under MIN_COMPRESS_BYTES (when its length is known), or a client that accepts none.
 * @param {Headers} headers the answer's
 * @param {import('node:http').IncomingMessage} req
 * @returns {'br' | 'gzip' | undefined}
 */
export function encodingFor(headers, req) {
  const length = Number(headers.get('content-length') ?? Number.NaN);
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '') || length < MIN_COMPRESS_BYTES) return undefined;
  return chooseEncoding(req.headers['accept-encoding']);
}

/**
 * @param {Response} webRes
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function writeResponse(webRes, req, res) {
  const headers = new Headers(webRes.headers);
  const encoding = webRes.body ? encodingFor(headers, req) : undefined;
  if (encoding) {
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    headers.append('vary', 'Accept-Encoding');
  }
  res.statusCode = webRes.status;
  for (const [name, value] of headers) {
    if (name === 'set-cookie') continue;
    res.setHeader(name, value);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!webRes.body) {
    res.end();
    return;
  }
  const compressor =
    encoding === 'br' ? createBrotliCompress(COMPRESSION_OPTIONS.br) : encoding === 'gzip' ? createGzip(COMPRESSION_OPTIONS.gzip) : undefined;
  compressor?.pipe(res);
  const sink = compressor ?? res;
  const discard = req.method === 'HEAD';
  // The body is always read to its end, even when the client has gone: cancelling a stream that
  // Node adapts from a file stream can make it throw outside any handler and end the server.
  const reader = webRes.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (discard || res.destroyed) continue;
    if (!sink.write(value)) await Promise.race([once(sink, 'drain'), once(res, 'close')]);
  }
  sink.end();
}
