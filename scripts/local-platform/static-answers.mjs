/**
 * The site's static answers (dist/'s files with netlify.toml's redirects and headers, from @netlify/dev)
 * kept in memory once read, with each compressed body made once, as Netlify's CDN keeps them at its
 * edge (issue #14). The emulator makes and removes a temporary folder and reads the headers files
 * again for every request: 3-5 ms of CPU each, about 45 requests for a page, which on a 2-core machine
 * was taken from the browser loading the page. dist/ does not change while the server runs (restart it
 * after a build, as for the product page shell).
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { COMPRESSION_OPTIONS, encodingFor } from './write-response.mjs';

/** Bytes of bodies kept, all together (their compressed forms, a fraction of that, come on top); the least recently asked for goes first. */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** An answer larger than this is written but not kept. */
export const MAX_CACHED_ANSWER_BYTES = 4 * 1024 * 1024;

const compressors = {
  br: (/** @type {Buffer} */ body) => promisify(brotliCompress)(body, COMPRESSION_OPTIONS.br),
  gzip: (/** @type {Buffer} */ body) => promisify(gzip)(body, COMPRESSION_OPTIONS.gzip),
};

/**
 * @typedef {{ status: number, headers: Headers, body: Buffer, encoded: Map<'br' | 'gzip', Promise<Buffer>> }} StaticAnswer
 */

/**
 * The key a request's answer is kept under: its path and query for a plain GET; undefined for any
 * other method or a part of a file by Range, asked for afresh each time.
 * @param {import('node:http').IncomingMessage} req
 */
export function staticAnswerKey(req) {
  if (req.method !== 'GET' || req.headers.range !== undefined) return undefined;
  return req.url ?? '/';
}

/**
 * Reads a whole answer (dist/'s files are at most a few hundred KB).
 * @param {Response} response
 * @returns {Promise<StaticAnswer>}
 */
export async function readStaticAnswer(response) {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return staticAnswer(response.status, headers, Buffer.from(await response.arrayBuffer()));
}

/** @param {number} status @param {HeadersInit} headers @param {Buffer} body @returns {StaticAnswer} */
export function staticAnswer(status, headers, body) {
  return { status, headers: new Headers(headers), body, encoded: new Map() };
}

/** Answers by key, least recently used first out once they pass `maxBytes` together. */
export class StaticAnswerCache {
  /** @type {Map<string, StaticAnswer>} */
  #answers = new Map();
  #bytes = 0;
  #maxBytes;

  constructor(maxBytes = MAX_CACHED_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /** @param {string} key */
  get(key) {
    const answer = this.#answers.get(key);
    if (answer) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  /** @param {string} key @param {StaticAnswer} answer */
  set(key, answer) {
    if (answer.body.length > Math.min(MAX_CACHED_ANSWER_BYTES, this.#maxBytes)) return;
    this.delete(key);
    this.#answers.set(key, answer);
    this.#bytes += answer.body.length;
    for (const [oldest, old] of this.#answers) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= old.body.length;
    }
  }

  /** @param {string} key */
  delete(key) {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= answer.body.length;
  }

  get size() {
    return this.#answers.size;
  }

  get bytes() {
    return this.#bytes;
  }
}

/**
 * Writes a kept answer: compressed as writeResponse would (each encoding made once per answer), with
 * its length.
 * @param {StaticAnswer} answer
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function writeStaticAnswer(answer, req, res) {
  const headers = new Headers(answer.headers);
  headers.set('content-length', String(answer.body.length));
  const encoding = encodingFor(headers, req);
  let body = answer.body;
  if (encoding) {
    let encoded = answer.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](answer.body);
      answer.encoded.set(encoding, encoded);
    }
    body = await encoded;
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    headers.append('vary', 'Accept-Encoding');
  }
  res.writeHead(answer.status, Object.fromEntries(headers));
  res.end(body);
}
