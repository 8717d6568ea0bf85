/**
 * The local preview's cookie (docs/content-editing.md §5): `GET /_preview/open?token={staff token}`
 * checks the staff session (manage_content) and sets `mh_preview`, a value signed with HMAC-SHA256 under
 * a key derived from JWT_SECRET, valid PREVIEW_COOKIE_SECONDS; the server shows the preview build only
 * to a browser that sends a valid one. `GET /_preview/close` removes it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'mh_preview';
/** How long a preview link's cookie lasts: long enough to look the pages over, short enough to lapse. */
export const PREVIEW_COOKIE_SECONDS = 30 * 60;

function key(secret) {
  return createHmac('sha256', secret).update('local-preview-cookie').digest();
}

function sign(payload, secret) {
  return createHmac('sha256', key(secret)).update(payload).digest('base64url');
}

/** The cookie's value for staff member `sub`, expiring PREVIEW_COOKIE_SECONDS after `now` (ms). */
export function previewCookieValue(sub, secret, now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ sub, exp: Math.floor(now / 1000) + PREVIEW_COOKIE_SECONDS })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** True when the request's cookie header carries a preview cookie signed with `secret` and not expired. */
export function hasValidPreviewCookie(cookieHeader, secret, now = Date.now()) {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  if (!value || !secret) return false;
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return false;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** The Set-Cookie header that opens the preview. */
export function openPreviewCookie(sub, secret, now = Date.now()) {
  return `${PREVIEW_COOKIE}=${previewCookieValue(sub, secret, now)}; Path=/; Max-Age=${PREVIEW_COOKIE_SECONDS}; HttpOnly; SameSite=Lax`;
}

/** The Set-Cookie header that closes it. */
export const CLOSE_PREVIEW_COOKIE = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * Where the link lands: a path of this site given as `?path=`, else the home page. Anything that is not
 * a plain local path (another origin, `//host`, a backslash) lands on the home page.
 */
export function previewLanding(path) {
  return typeof path === 'string' && /^\/(?![/\\])[^\\\s]*$/.test(path) ? path : '/';
}

/** The banner every preview page shows, first in its body (inline styles: the pages' CSP allows style attributes). */
export const PREVIEW_BANNER =
  '<div role="status" data-preview-banner style="position:sticky;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:0.5rem 1rem;align-items:center;justify-content:center;padding:0.5rem 1rem;background:#7a1f1f;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center">' +
  '<span>Preview — not live</span><a href="/_preview/close" style="color:#fff;text-decoration:underline;min-height:24px;display:inline-flex;align-items:center">Leave the preview</a></div>';

/** The page with the banner inserted right after its <body …> tag. */
export function withPreviewBanner(html) {
  return html.replace(/<body\b[^>]*>/i, (tag) => `${tag}${PREVIEW_BANNER}`);
}
