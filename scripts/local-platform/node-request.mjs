/**
 * Turns a Node request into a web Request for a function, as Netlify's edge does: the body is read
 * while it streams and refused once it passes the platform's limit (so an oversized upload is never
 * held in memory whole), and the client address is the connection's, never a header the client sent.
 */

/** Netlify's limit for a synchronous function's request body. */
export const MAX_FUNCTION_BODY_BYTES = 6 * 1024 * 1024;

/** The methods a Netlify site answers; anything else (TRACE, CONNECT, …) gets 405. */
export const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body is larger than ${MAX_FUNCTION_BODY_BYTES} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export async function readBoundedBody(req, limit = MAX_FUNCTION_BODY_BYTES) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @param {import('node:http').IncomingMessage} req */
export function clientAddress(req) {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {string} ip
 */
export async function toWebRequest(req, url, ip) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name.startsWith('x-nf-')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set('x-nf-client-connection-ip', ip);
  headers.set('x-forwarded-for', ip);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBoundedBody(req);
  return new Request(url, { method, headers, body });
}
