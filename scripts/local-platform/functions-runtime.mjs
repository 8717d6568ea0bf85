/**
 * The local runtime for netlify/functions: each function is bundled once with esbuild (Netlify's
 * own bundler for `node_bundler = "esbuild"`) and imported once, then every request calls the loaded
 * handler, as a warm Netlify instance does. The emulator in @netlify/dev instead starts a fresh
 * worker that re-imports the bundle for every request (1-2 s of CPU each on a 2-core machine).
 *
 * Honoured from each function's `export const config`: `path` (see route-pattern.mjs), `method`,
 * `excludedPath`, `preferStatic` and `schedule`. Each function has its own copy of the project's
 * modules (so module-level caches are per function, as on Netlify); packages from node_modules are shared.
 * As on Netlify:
 *   - a function whose name ends in `-background` answers 202 at once and runs on (at `config.path`,
 *     else `/.netlify/functions/{name}`);
 *   - a function with `config.schedule` has no address of its own; scheduler.mjs runs it on its
 *     schedule, and the local server also runs it on a POST to `/.netlify/functions/{name}` (Netlify's
 *     CLI invokes scheduled functions by hand the same way);
 *   - a function named for a Netlify event (deploy-building, deploy-succeeded, deploy-failed, …) runs
 *     only when Netlify sends that event: it is loaded (so it must bundle) but has no address here,
 *     where the local publisher (publisher.mjs) moves the publish state itself.
 * `plugins` are esbuild plugins for the bundles (the server passes live-content-plugin.mjs).
 */
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bySpecificity, compileRoute } from './route-pattern.mjs';

const FUNCTION_FILE = /\.(mts|mjs|ts|js|cts|cjs)$/;

/** Netlify's event-triggered functions: the file name is the event (optionally with `-background`). */
export const EVENT_FUNCTION = /^(deploy-(building|succeeded|failed|deleted|locked|unlocked)|split-test-(activated|deactivated|modified)|submission-created|identity-(validate|signup|login))(-background)?$/;

/**
 * @typedef {{ params: Record<string, string>, ip: string, requestId: string, url: URL, waitUntil: (p: Promise<unknown>) => void } & Record<string, unknown>} LocalContext
 * @typedef {{ name: string, handler: (req: Request, context: LocalContext) => Promise<Response>, preferStatic: boolean, background: boolean, schedule?: string, methods?: string[], excluded: ReturnType<typeof compileRoute>[] }} LoadedFunction
 * @typedef {ReturnType<typeof compileRoute> & { fn: LoadedFunction }} FunctionRoute
 */

/**
 * Bundles and loads every function in `directory`.
 * @param {{ projectRoot: string, directory: string, plugins?: import('esbuild').Plugin[] }} options
 */
export async function loadFunctions({ projectRoot, directory, plugins = [] }) {
  const entries = (await readdir(directory)).filter((file) => FUNCTION_FILE.test(file));
  const outdir = join(projectRoot, '.netlify', 'local-functions', String(Date.now()));
  await build({
    entryPoints: entries.map((file) => join(directory, file)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins,
    // node_modules resolve from the project, as Netlify's bundle would include them.
    nodePaths: [join(projectRoot, 'node_modules')],
  });
  /** @type {FunctionRoute[]} */
  const routes = [];
  for (const file of entries) {
    const name = parse(file).name;
    const module = await import(pathToFileURL(join(outdir, `${name}.mjs`)).href);
    const config = module.config ?? {};
    if (typeof module.default !== 'function') throw new Error(`netlify/functions/${file} has no default export.`);
    if (EVENT_FUNCTION.test(name)) continue;
    const background = name.endsWith('-background');
    const schedule = typeof config.schedule === 'string' ? config.schedule : undefined;
    const ownPath = schedule !== undefined || background ? `/.netlify/functions/${name}` : undefined;
    const paths = [config.path ?? ownPath ?? []].flat();
    if (paths.length === 0) throw new Error(`netlify/functions/${file}: the local runtime needs config.path.`);
    /** @type {LoadedFunction} */
    const fn = {
      name,
      handler: module.default,
      background,
      ...(schedule === undefined ? {} : { schedule }),
      preferStatic: config.preferStatic === true,
      methods: config.method ? [config.method].flat().map((m) => String(m).toUpperCase()) : undefined,
      excluded: [config.excludedPath ?? []].flat().map(compileRoute),
    };
    for (const path of paths) routes.push({ ...compileRoute(path), fn });
  }
  routes.sort(bySpecificity);
  // The bundles are loaded; the files are no longer needed.
  await rm(join(projectRoot, '.netlify', 'local-functions'), { recursive: true, force: true });
  return new FunctionsRuntime(routes);
}

/**
 * At most this many invocations run at once; the rest wait their turn in arrival order. On Netlify
 * each instance serves one request at a time and the platform adds instances; on a 2-core machine
 * the honest equivalent is a queue, so a burst waits instead of every request's storage calls
 * competing at once until they all run out of time.
 */
const MAX_CONCURRENT_INVOCATIONS = Number(process.env.LOCAL_FUNCTION_CONCURRENCY ?? 32);

export class FunctionsRuntime {
  /** @param {FunctionRoute[]} routes */
  constructor(routes) {
    this.routes = routes;
    /** @type {Set<Promise<unknown>>} */
    this.pending = new Set();
    this.running = 0;
    /** @type {(() => void)[]} */
    this.waiting = [];
  }

  /** Resolves when an invocation slot is free. */
  async acquire() {
    if (this.running < MAX_CONCURRENT_INVOCATIONS) {
      this.running += 1;
      return;
    }
    await new Promise((resolve) => this.waiting.push(() => resolve(undefined)));
  }

  release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  /**
   * The function and params for a path and method, or undefined.
   * @param {string} pathname
   * @param {string} method
   */
  match(pathname, method) {
    for (const route of this.routes) {
      const { fn } = route;
      if (fn.methods && !fn.methods.includes(method)) continue;
      const params = route.match(pathname);
      if (!params) continue;
      if (fn.excluded.some((excluded) => excluded.match(pathname))) continue;
      return { fn, params };
    }
    return undefined;
  }

  /** The functions that run on a schedule. @returns {LoadedFunction[]} */
  scheduled() {
    return [...new Set(this.routes.map((route) => route.fn))].filter((fn) => fn.schedule !== undefined);
  }

  /**
   * Calls a loaded function with a Netlify-shaped context; a background function answers 202 at
   * once and runs on (a failure is logged, as Netlify logs it).
   * @param {LoadedFunction} fn
   * @param {Record<string, string>} params
   * @param {Request} request
   * @param {string} ip
   */
  async invoke(fn, params, request, ip) {
    if (!fn.background) return this.invokeNow(fn, params, request, ip);
    const run = this.invokeNow(fn, params, request, ip).then(async (response) => {
      if (response.status >= 400) console.error(`Background function ${fn.name} answered ${response.status}:`, await response.text());
    });
    const tracked = run.catch((error) => console.error(`Background function ${fn.name} failed:`, error)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    return new Response(null, { status: 202 });
  }

  /**
   * @param {LoadedFunction} fn
   * @param {Record<string, string>} params
   * @param {Request} request
   * @param {string} ip
   */
  async invokeNow(fn, params, request, ip) {
    /** @type {LocalContext} */
    const context = {
      params,
      ip,
      requestId: randomUUID(),
      url: new URL(request.url),
      geo: { city: 'Hyderabad', country: { code: 'IN', name: 'India' }, timezone: 'Asia/Kolkata' },
      site: { id: '0', name: 'local', url: new URL(request.url).origin },
      deploy: { id: '0', context: 'dev', published: false },
      server: { region: 'local' },
      account: { id: '0' },
      waitUntil: (promise) => {
        const tracked = Promise.resolve(promise)
          .catch((error) => console.error(`Background work of ${fn.name} failed:`, error))
          .finally(() => this.pending.delete(tracked));
        this.pending.add(tracked);
      },
    };
    await this.acquire();
    try {
      const response = await fn.handler(request, context);
      // The slot is held until the body is produced, as a function holds its instance.
      const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } finally {
      this.release();
    }
  }

  /** Waits for work handed to `context.waitUntil`, for a clean shutdown. */
  async settle() {
    await Promise.allSettled([...this.pending]);
  }
}
