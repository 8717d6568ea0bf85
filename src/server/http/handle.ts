/**
 * Wraps a function body: a thrown HttpError becomes its JSON answer, a storage
 * outage a 503, anything else a logged 500 (always a bug of ours, never bad input).
 */
import { HttpError } from './http-error.ts';
import { json } from './json.ts';

export type Handler = (req: Request, context: RequestContext) => Promise<Response>;

/** The part of Netlify's Context the handlers use; tests pass a plain object. */
export interface RequestContext {
  params: Record<string, string>;
  ip?: string;
  /** The site as the Netlify platform describes it (its main URL). */
  site?: { url?: string };
  /** Work to finish after the response is sent (Netlify Functions v2). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** True for errors that mean Blobs could not be reached (answered 503, never 500). */
export function isStorageFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'BlobsInternalError' ||
    error.name === 'MissingBlobsEnvironmentError' ||
    error.name === 'StorageUnavailableError' ||
    error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    /ECONNREFUSED|fetch failed|blob store/i.test(`${error.message} ${String(error.cause ?? '')}`)
  );
}

/** The two failures a visitor sees that are ours, as worded in the visitor's language (issue #44). */
export interface FailureMessages {
  unavailable: string;
  unexpected: string;
}

const ENGLISH_FAILURES: FailureMessages = {
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  unexpected: 'Something went wrong on our side. Please try again later.',
};

/**
 * A thrown error as its answer: an HttpError as it is, a storage outage a 503, anything else a logged
 * 500. A function that knows the visitor's language rethrows what it catches through this (with
 * `ui(locale).forms.server`), so handle() answers in that language.
 */
export function failureAnswer(error: unknown, messages: FailureMessages = ENGLISH_FAILURES): HttpError {
  if (error instanceof HttpError) return error;
  if (isStorageFailure(error)) {
    console.error('Storage unavailable:', error);
    return new HttpError(503, messages.unavailable);
  }
  console.error('Unexpected error:', error);
  return new HttpError(500, messages.unexpected);
}

export function handle(body: Handler): Handler {
  return async (req, context) => {
    try {
      return await body(req, context);
    } catch (thrown) {
      const error = failureAnswer(thrown);
      return json(error.status, error.errors ? { message: error.message, errors: error.errors } : { message: error.message }, error.headers);
    }
  };
}

/** Refuses any method outside the list with 405 and an Allow header. */
export function allowMethods(req: Request, methods: readonly string[]): void {
  if (!methods.includes(req.method)) {
    throw new HttpError(405, `Method ${req.method} is not allowed here.`, { headers: { Allow: methods.join(', ') } });
  }
}
