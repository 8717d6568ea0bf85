/**
 * The browser's one door to the site's API (spec S§7, S§8, S§9).
 * - Base URL from `PUBLIC_API_BASE_URL` (build-time); '' means the same origin.
 * - Every request gives up after 30 s with TimeoutError (the spec's ERR-01 text).
 * - A non-ok answer raises ApiError with the server's `message` and field `errors`;
 *   no answer at all raises NetworkError.
 * - GET answers are kept in memory per URL + headers for 5 minutes; POST never is.
 * - Answers are parsed with the endpoint's schema from src/lib/api (`parseWith`), the same schema the
 *   function types its answer with; staff calls carry the session token (`bearer`).
 * Add one small function per endpoint in the area's client file, over getJson / postJson / send.
 */
import type { core } from 'zod/mini';
import { isErrorBody, type FieldErrors } from '../lib/api/api-error.ts';

export const REQUEST_TIMEOUT_MS = 30_000;
export const GET_CACHE_TTL_MS = 5 * 60 * 1000;
export const TIMEOUT_MESSAGE = 'Request timeout - backend may be experiencing cold start. Please try again.';

/** The server answered, but not with success. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  constructor(message = 'The server could not be reached.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** No answer within the time limit. */
export class TimeoutError extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'TimeoutError';
  }
}

export const UNEXPECTED_ANSWER = 'The server sent an unexpected answer.';

/**
 * The value as the contract schema reads it, or undefined when it does not fit. Runs the schema's
 * own Standard Schema `validate`, so this module imports nothing of zod at run time and pages
 * that parse no answers (the planners) never load it.
 */
export function readWith<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> | undefined {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || result.issues) return undefined;
  return result.value as core.output<S>;
}

/**
 * A parser for getJson's `parse` over a reader: what it reads, or an ApiError when it reads nothing.
 * Not for an enquiry's submission: there any 2xx means stored, whatever the body (contact-api.ts).
 */
export function parseBy<T>(read: (value: unknown) => T | undefined): (value: unknown) => T {
  return (value) => {
    const accepted = read(value);
    if (accepted === undefined) throw new ApiError(200, UNEXPECTED_ANSWER);
    return accepted;
  };
}

/** A parser for getJson's `parse`: the answer as the contract schema reads it, or an ApiError when it does not fit. */
export function parseWith<S extends core.$ZodType>(schema: S): (value: unknown) => core.output<S> {
  return parseBy((value) => readWith(schema, value));
}

/** The staff session's Authorization header. */
export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

export interface RequestOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface GetOptions<T> extends RequestOptions {
  /** Turns the JSON answer into a trusted value (a schema's parse or a guard); throw to refuse it. */
  parse?: (value: unknown) => T;
  /** How long the answer is reused; 0 turns caching off for this call. */
  cacheTtlMs?: number;
}

interface CacheEntry {
  value: unknown;
  expiresAt: number;
}

const getCache = new Map<string, CacheEntry>();

/** Forgets every cached GET answer (e.g. after a change, or between tests). */
export function clearApiCache(): void {
  getCache.clear();
}

export function apiUrl(path: string): string {
  const configured: unknown = import.meta.env.PUBLIC_API_BASE_URL;
  const base = typeof configured === 'string' ? configured.trim().replace(/\/+$/, '') : '';
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

function cacheKey(url: string, headers: Record<string, string>): string {
  const sorted = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  return `${url}\n${JSON.stringify(sorted)}`;
}

async function readJsonBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function request(method: string, url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetch(url, { ...init, method, signal: controller.signal });
    } catch (error) {
      throw timedOut ? new TimeoutError() : new NetworkError(undefined, { cause: error });
    }
    let body: unknown;
    try {
      body = await readJsonBody(res);
    } catch (error) {
      throw timedOut ? new TimeoutError() : new NetworkError(undefined, { cause: error });
    }
    if (!res.ok) {
      if (isErrorBody(body)) throw new ApiError(res.status, body.message, body.errors);
      throw new ApiError(res.status, `Request failed with status ${res.status}.`);
    }
    return body;
  } finally {
    clearTimeout(timer);
  }
}

/** GET a JSON resource; answers are reused for 5 minutes per URL + headers. */
export async function getJson<T>(path: string, options: GetOptions<T> & { parse: (value: unknown) => T }): Promise<T>;
export async function getJson(path: string, options?: GetOptions<unknown>): Promise<unknown>;
export async function getJson<T>(path: string, options: GetOptions<T> = {}): Promise<T | unknown> {
  const url = apiUrl(path);
  const headers = { Accept: 'application/json', ...options.headers };
  const ttl = options.cacheTtlMs ?? GET_CACHE_TTL_MS;
  const key = cacheKey(url, headers);
  const parse = options.parse ?? ((value: unknown) => value);
  const cached = getCache.get(key);
  if (ttl > 0 && cached && cached.expiresAt > Date.now()) return parse(cached.value);
  const raw = await request('GET', url, { headers }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const value = parse(raw);
  // The raw answer is cached (only once it parsed), so every caller still runs its own parse.
  if (ttl > 0) getCache.set(key, { value: raw, expiresAt: Date.now() + ttl });
  return value;
}

/** POST a JSON body; never cached. Answers the parsed JSON response. */
export async function postJson(path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers };
  return request('POST', apiUrl(path), { headers, body: JSON.stringify(body) }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
}

/** Any method with a ready body (FormData, JSON text) or none; never cached. Used by the staff area's writes. */
export async function send(method: string, path: string, body?: BodyInit, options: RequestOptions = {}): Promise<unknown> {
  const headers = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = body === undefined ? { headers } : { headers, body };
  return request(method, apiUrl(path), init, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
}

/**
 * A GET that answers the Response itself, for its headers (a next page's cursor in X-Next-Cursor) or
 * a file (an export); never cached. A non-ok answer raises ApiError, no answer NetworkError or TimeoutError.
 * Aborting `signal` rejects with its reason (an AbortError), which is never retried.
 */
export async function getWithHeaders(path: string, token: string, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { headers: { Accept: '*/*', ...bearer(token) }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error instanceof Error && error.name === 'TimeoutError' ? new TimeoutError() : new NetworkError(undefined, { cause: error });
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    throw new ApiError(res.status, isErrorBody(body) ? body.message : `Request failed with status ${res.status}.`);
  }
  return res;
}

/** A file a GET answered (an export, a backup): its bytes and the name its Content-Disposition gives, else `fallbackName`. */
export async function downloadedFile(res: Response, fallbackName: string): Promise<{ file: Blob; name: string }> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  return { file: await res.blob(), name };
}
