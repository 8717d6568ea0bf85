/**
 * A file the build published (the built-in product index, the product shell pages), read from the
 * site itself: functions are bundled apart from dist/ and never read files from disk, so they ask
 * the CDN, once per instance, at the site's configured origin (env.ts siteOrigin, never a request's
 * Host header). A failed read is not kept, so the next request tries again.
 */
const cache = new Map<string, Promise<string>>();

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}`);
  return res.text();
}

export async function siteFileText(origin: string, path: string): Promise<string> {
  const url = new URL(path, origin).href;
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchText(url);
    cache.set(url, pending);
  }
  try {
    return await pending;
  } catch (error) {
    cache.delete(url);
    throw error;
  }
}
