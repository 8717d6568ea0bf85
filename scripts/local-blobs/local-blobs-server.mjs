/**
 * The local Netlify Blobs platform: @netlify/blobs' own file-backed BlobsServer behind a small
 * front server that adds what the emulator lacks and production Netlify Blobs has.
 *
 * 1. Atomic conditional writes. BlobsServer checks `If-Match` / `If-None-Match: *` and writes in
 *    separate steps, so two writers holding the same etag can both succeed (a lost update). The
 *    front server runs every write (PUT, DELETE) of one key inside a per-key lock: check and
 *    write happen as one step for that key, exactly as on Netlify.
 * 2. Unique etags. BlobsServer derives an etag from the file's modification time in milliseconds,
 *    and the kernel stamps files with a coarse clock, so two writes of one key within a few
 *    milliseconds could share an etag and a stale etag would match. Inside the lock, each written
 *    file gets a strictly increasing modification time and the answer carries the etag of it.
 * 3. Fault injection for tests: refuse connections, time out (never answer), answer 500 or drop
 *    the connection, for every request or only the ones matching a method, store and key prefix,
 *    after skipping the first `skip` matches and for `times` matches.
 *
 * Usage: `const blobs = await startLocalBlobsServer({ directory, token, port })`, then
 * `setEnvironmentContext({ edgeURL: blobs.url, uncachedEdgeURL: blobs.url, token, siteID })`;
 * `blobs.faults.inject({ kind: 'error', method: 'PUT', store: 'users' })`, `blobs.faults.clear()`,
 * `await blobs.stop()`.
 */
import { utimes } from 'node:fs/promises';
import { createServer } from 'node:http';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * @typedef {'refuse' | 'timeout' | 'error' | 'drop'} FaultKind
 * @typedef {{ kind: FaultKind, method?: string, store?: string, key?: string, skip?: number, times?: number }} FaultRule
 * @typedef {{ inject: (rule: FaultRule) => Promise<void>, clear: () => Promise<void> }} FaultControl
 * @typedef {{ port: number, url: string, faults: FaultControl, stop: () => Promise<void> }} LocalBlobsServer
 */

/** Reads a Node request body into one buffer. @param {import('node:http').IncomingMessage} req */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Site, store and key of a Blobs request path (an optional `region:` segment first). @param {URL} url */
function describe(url) {
  let parts = url.pathname.split('/').slice(1);
  if (parts[0]?.startsWith('region:')) parts = parts.slice(1);
  const [, store = '', ...key] = parts;
  // Site-wide stores travel as `site:{name}`; rules name them without the prefix.
  return {
    store: decodeURIComponent(store).replace(/^site:/, ''),
    key: key.map(decodeURIComponent).join('/') || (url.searchParams.get('prefix') ?? ''),
  };
}

/** A per-key queue: `run(key, task)` starts the task once every earlier task of that key settled. */
function keyedLock() {
  /** @type {Map<string, Promise<unknown>>} */
  const tails = new Map();
  return {
    /** @template T @param {string} key @param {() => Promise<T>} task @returns {Promise<T>} */
    run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}

/**
 * Starts the local Blobs platform.
 * @param {{ directory: string, token?: string, port?: number, host?: string }} options
 * @returns {Promise<LocalBlobsServer>}
 */
export async function startLocalBlobsServer({ directory, token, port = 0, host = '127.0.0.1' }) {
  const blobs = new BlobsServer({ directory, port: 0, ...(token === undefined ? {} : { token }) });
  const inner = await blobs.start();
  /** The emulator's internals we build on (JavaScript-private, stable across 10.x and 11.x). */
  const internals = /** @type {any} */ (blobs);
  const lock = keyedLock();
  let lastStamp = 0;

  /** @type {FaultRule[]} */
  let rules = [];
  /** @type {Set<import('node:http').ServerResponse>} */
  const held = new Set();
  let refusing = false;

  /** @param {string} method @param {URL} url @returns {FaultRule | undefined} */
  function matchFault(method, url) {
    const { store, key } = describe(url);
    for (const rule of rules) {
      if (rule.kind === 'refuse') continue;
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      if (rule.store && rule.store !== store) continue;
      if (rule.key !== undefined && !key.startsWith(rule.key)) continue;
      if ((rule.skip ?? 0) > 0) {
        rule.skip = (rule.skip ?? 0) - 1;
        continue;
      }
      if (rule.times !== undefined) {
        if (rule.times <= 0) continue;
        rule.times -= 1;
      }
      return rule;
    }
    return undefined;
  }

  /** Gives a written file a strictly increasing mtime and returns its etag. @param {URL} url */
  async function stampWrite(url) {
    const { dataPath } = internals.getLocalPaths(url);
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    const stamp = new Date(lastStamp);
    await utimes(dataPath, stamp, stamp);
    return /** @type {Promise<string>} */ (internals.constructor.generateETag(dataPath));
  }

  /** @param {string} method @param {URL} url @param {Headers} headers @param {Buffer | undefined} body */
  async function forward(method, url, headers, body) {
    const request = new Request(new URL(url.pathname + url.search, inner.address), {
      method,
      headers,
      ...(body && body.byteLength > 0 ? { body } : {}),
    });
    /** @type {Response} */
    const response = await internals.handleRequest(request);
    if (method !== 'PUT' || response.status !== 200 || !response.headers.get('etag')) return response;
    const etag = await stampWrite(url);
    return new Response(response.body, { status: response.status, headers: { etag } });
  }

  const front = createServer(async (req, res) => {
    try {
      const method = (req.method ?? 'GET').toUpperCase();
      const url = new URL(req.url ?? '/', 'http://blobs.local');
      const fault = matchFault(method, url);
      if (fault?.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      if (fault?.kind === 'timeout') {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      if (fault?.kind === 'error') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Injected storage fault');
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || name === 'host' || name === 'content-length' || name === 'connection') continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const body = method === 'PUT' ? await readBody(req) : undefined;
      const isWrite = method === 'PUT' || method === 'DELETE';
      const response = isWrite
        ? await lock.run(url.pathname, () => forward(method, url, headers, body))
        : await forward(method, url, headers, body);
      const payload = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(payload);
    } catch (error) {
      console.error('Local Blobs server:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });

  /** @param {number} wanted @returns {Promise<number>} */
  const listen = (wanted) =>
    new Promise((resolve, reject) => {
      front.once('error', reject);
      front.listen(wanted, host, () => {
        front.off('error', reject);
        const address = front.address();
        resolve(typeof address === 'object' && address ? address.port : wanted);
      });
    });
  const close = () => new Promise((resolve) => {
    front.close(() => resolve(undefined));
    front.closeAllConnections();
  });

  const boundPort = await listen(port);

  /** @type {FaultControl} */
  const faults = {
    async inject(rule) {
      rules.push({ ...rule });
      if (rule.kind === 'refuse' && !refusing) {
        refusing = true;
        await close();
      }
    },
    async clear() {
      rules = [];
      for (const res of held) res.socket?.destroy();
      held.clear();
      if (refusing) {
        refusing = false;
        await listen(boundPort);
      }
    },
  };

  return {
    port: boundPort,
    url: `http://${host}:${boundPort}`,
    faults,
    async stop() {
      for (const res of held) res.socket?.destroy();
      held.clear();
      if (!refusing) await close();
      await blobs.stop();
    },
  };
}
