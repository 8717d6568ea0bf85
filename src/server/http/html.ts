/**
 * HTML answers of functions (the run-time product page). Headers in netlify.toml and _headers do not
 * reach function responses, so the site's security headers (src/lib/site/security-headers.ts) are set
 * here too, with HSTS, which Netlify adds to its own static answers.
 */
import { SECURITY_HEADERS } from '../../lib/site/security-headers.ts';

export function html(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...SECURITY_HEADERS,
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      ...headers,
    },
  });
}
