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

export function handle(body: Handler): Handler {
  return async (req, context) => {
    try {
      return await body(req, context);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(
          error.status,
          error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
          error.headers,
        );
      }
      if (isStorageFailure(error)) {
        console.error('Storage unavailable:', error);
        return json(503, { message: 'The service is temporarily unavailable. Please try again shortly.' });
      }
      console.error('Unexpected error:', error);
      return json(500, { message: 'Something went wrong on our side. Please try again later.' });
    }
  };
}

/** Refuses any method outside the list with 405 and an Allow header. */
export function allowMethods(req: Request, methods: readonly string[]): void {
  if (!methods.includes(req.method)) {
    throw new HttpError(405, `Method ${req.method} is not allowed here.`, { headers: { Allow: methods.join(', ') } });
  }
}
