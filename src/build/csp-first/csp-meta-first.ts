/**
 * A policy in a <meta http-equiv="content-security-policy"> governs only what the parser meets after
 * it. Astro writes the tag where it writes the page's head assets, after the inline scripts, styles
 * and title before them (issue #45), so those ran outside the policy. This moves the tag to the top of
 * <head>, straight after the character set (which must stay within the first 1,024 bytes), so every
 * script and style of the page comes after it. The run-time product pages are built from a shell in
 * dist/ and inherit the order.
 */
const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*"\s*\/?>/i;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;
const HEAD_OPEN = /<head(\s[^>]*)?>/i;

/** The page with its policy tag first in <head> (after the character set); unchanged without one. */
export function cspMetaFirst(html: string): string {
  const policy = CSP_META.exec(html);
  const head = HEAD_OPEN.exec(html);
  if (!policy || !head) return html;
  const rest = html.slice(0, policy.index) + html.slice(policy.index + policy[0].length);
  const headEnd = head.index + head[0].length;
  const charset = CHARSET_META.exec(rest.slice(headEnd));
  const at = headEnd + (charset && rest.slice(headEnd, headEnd + charset.index).trim() === '' ? charset.index + charset[0].length : 0);
  return rest.slice(0, at) + policy[0] + rest.slice(at);
}
