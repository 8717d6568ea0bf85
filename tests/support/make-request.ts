/** Calls a function's default export the way Netlify does: a real Request and a context. */
import type { RequestContext } from '../../src/server/http/handle.ts';

type FunctionHandler = (req: Request, context: RequestContext) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: BodyInit;
  json?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  ip?: string;
  /** context.site.url, as Netlify passes it. */
  siteUrl?: string;
}

export async function call(handler: FunctionHandler, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new Request(new URL(path, 'http://localhost'), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return handler(req, {
    params: options.params ?? {},
    ip: options.ip ?? '203.0.113.7',
    ...(options.siteUrl === undefined ? {} : { site: { url: options.siteUrl } }),
  });
}

/** Reads a JSON response body as an unknown-shaped record for assertions. */
export async function bodyOf(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}
