/**
 * The public origin of the site, which every canonical and absolute URL is built on (sitemap,
 * Open Graph, JSON-LD, RSS, the PDF catalogue). Order: SITE_URL (set by hand, e.g. a custom domain
 * before DNS moves), then Netlify's URL (the site's main address, set in every Netlify build).
 * Local builds fall back to the `npm start` address; a Netlify build without either refuses to
 * run, so a production page never names localhost.
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:8888';

export interface SiteUrlEnv {
  SITE_URL?: string | undefined;
  URL?: string | undefined;
  NETLIFY?: string | undefined;
}

function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The origin without a trailing slash, e.g. "https://rasikahyderabad.in". Throws on a bad or missing value. */
export function resolveSiteUrl(env: SiteUrlEnv): string {
  const configured = present(env.SITE_URL) ?? present(env.URL);
  if (configured === undefined) {
    if (env.NETLIFY === 'true') {
      throw new Error('Set SITE_URL (or build on Netlify, which sets URL): canonical URLs, the sitemap and share links need the public address of the site.');
    }
    return LOCAL_SITE_URL;
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`SITE_URL/URL is not a URL: "${configured}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL/URL must be http(s): "${configured}"`);
  if (env.NETLIFY === 'true' && /^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(url.hostname)) {
    throw new Error(`SITE_URL/URL names a local address in a Netlify build: "${configured}"`);
  }
  return url.origin;
}

/** An absolute URL on the site for a path ("/contact") or an already absolute URL. */
export function absoluteUrl(site: string, path: string): string {
  return new URL(path, `${site}/`).href;
}
