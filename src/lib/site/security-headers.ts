/**
 * The security headers of every HTML answer of the site, static, on-demand or error (issue #45). One
 * source for all three places that send them:
 *   - dist/_headers' `/*` rule, which the build writes (astro.config.mjs) and Netlify applies to every
 *     file it serves from dist/, the 404 page included;
 *   - the HTML answers of functions (src/server/http/html.ts), which Netlify's header rules never reach;
 *   - the local server's 404 answer (scripts/serve.mjs).
 * Each page's script and style policy travels in its own <meta http-equiv="content-security-policy">,
 * the first tag after the character set (src/build/csp-first), because its hashes differ per page; the
 * header adds what a meta tag cannot say (frame-ancestors) and two rules that hold for every page.
 * Browsers enforce both policies. Strict-Transport-Security is Netlify's own, on every HTTPS answer.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const satisfies Record<string, string>;

/** A rule of Netlify's _headers file: the path, then each header indented on a line of its own. */
export function headersRule(path: string, headers: Readonly<Record<string, string>>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}
