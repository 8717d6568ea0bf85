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
 * 3. Reads that carry their etag. BlobsServer answers a read with no ETag (code then had to take it
 *    from a listing, a separate step that a write could fall between: the data of one version with
 *    the etag of another). Here a read of one key (GET, HEAD) runs inside that key's lock, like its
 *    writes, and answers with the etag of the very file it read, as Netlify does.
 * 4. Listings as Netlify's: in pages of 1,000 keys, in key order, that list everything. BlobsServer
 *    answers every key at once (a store of 100,000 blobs took longer than a call may), its walk ends
 *    early, silently, when a file it found is gone before it looks at it (a write's temporary file
 *    renamed, a key deleted), and it lists those temporary files (`.{random}`) as keys. The front
 *    server lists a store itself: a file gone meanwhile is passed over, temporary files never listed.
 * 5. Production-like latency: every call waits `latencyMs` (LOCAL_BLOBS_LATENCY_MS, default 0) before
 *    it is answered, as a network request to Netlify Blobs takes tens of milliseconds, so benchmarks
 *    and tests can measure what a page of the desk costs on the real platform.
 * 6. Fault injection for tests: refuse connections, time out (never answer), answer 500 or drop
 *    the connection, for every request or only the ones matching a method, store and key prefix,
 *    after skipping the first `skip` matches and for `times` matches.
 *
 * Usage: `const blobs = await startLocalBlobsServer({ directory, token, port, latencyMs })`, then
 * `setEnvironmentContext({ edgeURL: blobs.url, uncachedEdgeURL: blobs.url, token, siteID })`;
 * `blobs.faults.inject({ kind: 'error', method: 'PUT', store: 'users' })`, `blobs.faults.clear()`,
 * `await blobs.stop()`.
 */
import { createHmac } from 'node:crypto';
import { readdir, stat, utimes } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createServer } from 'node:http';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * @typedef {'refuse' | 'timeout' | 'error' | 'drop'} FaultKind
 * @typedef {{ kind: FaultKind, method?: string, store?: string, key?: string, skip?: number, times?: number }} FaultRule
 * @typedef {{ inject: (rule: FaultRule) => Promise<void>, clear: () => Promise<void>, setLatency: (ms: number) => void }} FaultControl
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

/**
 * The etag of a file with this modification time: BlobsServer's own formula (its generateETag),
 * which its conditional writes compare against, so the two never disagree.
 * @param {string} path @param {Date} mtime
 */
function etagFor(path, mtime) {
  return `"${createHmac('sha256', mtime.toISOString()).update(path).digest('hex')}"`;
}

/** Blobs a listing page holds, as on Netlify. */
const LIST_PAGE_SIZE = 1000;

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

/** The per-call latency of LOCAL_BLOBS_LATENCY_MS (0 when unset); anything but a whole number of ms is refused. */
export function latencyFromEnvironment(env = process.env) {
  const text = env.LOCAL_BLOBS_LATENCY_MS ?? '0';
  if (!/^\d{1,5}$/.test(text.trim())) throw new Error(`LOCAL_BLOBS_LATENCY_MS must be a whole number of milliseconds, not "${text}".`);
  return Number(text);
}

/**
 * Starts the local Blobs platform.
 * @param {{ directory: string, token?: string, port?: number, host?: string, latencyMs?: number }} options
 * @returns {Promise<LocalBlobsServer>}
 */
export async function startLocalBlobsServer({ directory, token, port = 0, host = '127.0.0.1', latencyMs = latencyFromEnvironment() }) {
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
    return etagOf(dataPath);
  }

  /** The etag of a key's file as it is now ('' when there is none). @param {string} dataPath */
  async function etagOf(dataPath) {
    try {
      return etagFor(dataPath, (await stat(dataPath)).mtime);
    } catch {
      return '';
    }
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
    if (response.status !== 200) return response;
    if (method === 'PUT' && response.headers.get('etag')) {
      return new Response(response.body, { status: response.status, headers: { etag: await stampWrite(url) } });
    }
    if (method !== 'GET' && method !== 'HEAD') return response;
    // A read of one key: the lock keeps writes of the key out, so this etag is the one of the data read.
    const etag = await etagOf(internals.getLocalPaths(url).dataPath);
    if (!etag) return response;
    const answerHeaders = new Headers(response.headers);
    answerHeaders.set('etag', etag);
    return new Response(response.body, { status: response.status, headers: answerHeaders });
  }

  /**
   * A store's listing as Netlify answers it: { blobs: [{ etag, key, last_modified, size }], directories,
   * next_cursor }, in key order, LIST_PAGE_SIZE blobs a page (the client follows next_cursor). A file
   * gone before it is looked at is passed over instead of ending the walk (BlobsServer's walk stops
   * there, silently), and a write's temporary file (a dot name) is never listed. Only the keys of the
   * page are stat-ed, so a page of a store of 100,000 blobs costs one directory read, not 100,000 stats.
   * @param {string} storePath @param {string} prefix @param {boolean} directories @param {string | null} cursor
   */
  async function listStore(storePath, prefix, directories, cursor) {
    /** @type {{ key: string, path: string }[]} */
    const files = [];
    /** @type {string[]} */
    const folders = [];
    /** @param {string} folder */
    const walk = async (folder) => {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const path = join(folder, entry.name);
        const key = relative(storePath, path).split(sep).join('/');
        if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
        if (!entry.isDirectory()) files.push({ key, path });
        else if (directories && key.startsWith(prefix)) folders.push(key);
        else await walk(path);
      }
    };
    await walk(storePath);
    const after = files.filter(({ key }) => key.startsWith(prefix) && (cursor === null || key > cursor)).sort((a, b) => (a.key < b.key ? -1 : 1));
    const page = after.slice(0, LIST_PAGE_SIZE);
    /** @type {{ etag: string, key: string, last_modified: string, size: number }[]} */
    const blobs = [];
    for (const { key, path } of page) {
      try {
        const info = await stat(path);
        blobs.push({ etag: etagFor(path, info.mtime), key, last_modified: info.mtime.toISOString(), size: info.size });
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
      }
    }
    const more = after.length > page.length;
    return Response.json({ blobs, directories: cursor === null ? folders.sort() : [], ...(more ? { next_cursor: page.at(-1)?.key } : {}) });
  }

  /**
   * Answers one request of the Blobs API: writes and reads of a key inside the key's lock, a
   * store's listing by listStore, anything else (a listing of stores) by BlobsServer.
   * @param {string} method @param {URL} url @param {Headers} headers @param {Buffer | undefined} body
   */
  function answer(method, url, headers, body) {
    const { dataPath, key } = internals.getLocalPaths(url);
    if (key) return lock.run(dataPath, () => forward(method, url, headers, body));
    const request = new Request(new URL(url.pathname + url.search, inner.address), { method, headers });
    if (method === 'GET' && dataPath && internals.validateAccess(request)) {
      return listStore(dataPath, url.searchParams.get('prefix') ?? '', url.searchParams.get('directories') === 'true', url.searchParams.get('cursor'));
    }
    return forward(method, url, headers, body);
  }

  const front = createServer(async (req, res) => {
    try {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
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
      const response = await answer(method, url, headers, body);
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
    setLatency(ms) {
      latencyMs = ms;
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
