/** Every function response goes through here, so the security headers are never forgotten. */
import type { core } from 'zod/mini';

export const NO_STORE = 'no-store';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': NO_STORE,
      ...headers,
    },
  });
}

/**
 * A JSON answer typed by the endpoint's response schema in src/lib/api, the one the browser client
 * parses with: a body of another shape fails the type check. (Not parsed again at run time: the
 * body is built from records that were parsed when read.)
 */
export function answer<S extends core.$ZodType>(_schema: S, status: number, body: core.output<S>, headers: Record<string, string> = {}): Response {
  return json(status, body, headers);
}

/**
 * A file to download (an export), streamed or whole: never cached, never sniffed as another type.
 * `headers` adds to them (Content-Encoding for a file stored compressed).
 */
export function fileAnswer(body: BodyInit, contentType: string, fileName: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': NO_STORE,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
