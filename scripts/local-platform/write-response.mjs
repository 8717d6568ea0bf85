/**
 * Writes a web Response to a Node response as Netlify's CDN would: text-like bodies are compressed
 * (brotli, else gzip) when the client accepts it and the response is not already encoded, and the
 * body is streamed, never buffered whole.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|xhtml\+xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

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
 * @param {Response} webRes
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function writeResponse(webRes, req, res) {
  const headers = new Headers(webRes.headers);
  const type = headers.get('content-type') ?? '';
  const length = Number(headers.get('content-length') ?? Number.NaN);
  const encoding =
    webRes.body && !headers.has('content-encoding') && COMPRESSIBLE.test(type) && !(length < MIN_COMPRESS_BYTES)
      ? chooseEncoding(req.headers['accept-encoding'])
      : undefined;
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
  if (!webRes.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (webRes.body));
  if (!encoding) {
    await pipeline(body, res);
    return;
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  await pipeline(body, compressor, res);
}
