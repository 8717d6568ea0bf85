import { describe, expect, test } from 'vitest';
import { headersRule, SECURITY_HEADERS } from '../../../../src/lib/site/security-headers.ts';
import { html } from '../../../../src/server/http/html.ts';

describe('the security headers of every HTML answer (issue #45 security 5)', () => {
  test('the header policy forbids framing, plugins and a foreign <base>', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  test('a rule of _headers lists each header on an indented line under its path', () => {
    expect(headersRule('/*', { 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' })).toBe('/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer');
  });

  test("a function's HTML answer carries every one of them, and its own headers on top", () => {
    const answer = html(404, '<p>gone</p>', { 'Cache-Control': 'no-store' });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
