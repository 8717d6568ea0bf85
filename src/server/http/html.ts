/**
 * HTML answers of functions (the run-time product page). Headers in netlify.toml do not reach
 * function responses, so the site's security headers are set here too.
 */
export function html(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      ...headers,
    },
  });
}
