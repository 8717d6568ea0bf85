/** #41 The local preview's cookie and banner (scripts/local-platform/preview-cookie.mjs). */
import { describe, expect, test } from 'vitest';
import {
  hasValidPreviewCookie, openPreviewCookie, PREVIEW_COOKIE_SECONDS, previewCookieValue, previewLanding, withPreviewBanner,
} from '../../../../scripts/local-platform/preview-cookie.mjs';

const secret = 'a-secret-of-the-local-site-0123456789';
const at = Date.parse('2026-10-01T10:00:00.000Z');

describe('#41 preview cookie', () => {
  test('a cookie it signed opens the preview until it expires', () => {
    const header = `theme=dark; mh_preview=${previewCookieValue('u1', secret, at)}`;
    expect(hasValidPreviewCookie(header, secret, at + 1_000)).toBe(true);
    expect(hasValidPreviewCookie(header, secret, at + PREVIEW_COOKIE_SECONDS * 1000 + 1_000)).toBe(false);
  });

  test('a forged, altered or foreign cookie does not', () => {
    const value = previewCookieValue('u1', secret, at);
    const [payload, signature] = value.split('.');
    const later = Buffer.from(JSON.stringify({ sub: 'u1', exp: at / 1000 + 86_400 * 365 })).toString('base64url');
    expect(hasValidPreviewCookie(`mh_preview=${later}.${signature}`, secret, at)).toBe(false);
    expect(hasValidPreviewCookie(`mh_preview=${payload}.x${signature?.slice(1)}`, secret, at)).toBe(false);
    expect(hasValidPreviewCookie(`mh_preview=${value}`, 'another-secret', at)).toBe(false);
    expect(hasValidPreviewCookie(undefined, secret, at)).toBe(false);
    expect(hasValidPreviewCookie(`mh_preview=${value}`, '', at)).toBe(false);
  });

  test('the cookie is HttpOnly, SameSite=Lax and lasts 30 minutes', () => {
    expect(openPreviewCookie('u1', secret, at)).toMatch(/^mh_preview=[\w-]+\.[\w-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
  });

  test('the link lands on a local path only', () => {
    expect(previewLanding('/product/kaju-katli')).toBe('/product/kaju-katli');
    expect(previewLanding('//evil.example')).toBe('/');
    expect(previewLanding('https://evil.example')).toBe('/');
    expect(previewLanding('/\\evil.example')).toBe('/');
    expect(previewLanding(null)).toBe('/');
  });

  test('every preview page says it is not live, first thing in its body', () => {
    const page = withPreviewBanner('<html><head></head><body class="site"><main>Kaju Katli</main></body></html>');
    expect(page).toMatch(/^<html><head><\/head><body class="site"><div role="status" data-preview-banner[^>]*><span>Preview — not live<\/span><a href="\/_preview\/close"[^>]*>Leave the preview<\/a><\/div><main>/);
  });
});
