/** Every function response goes through here, so the security headers are never forgotten. */

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
