/**
 * `?limit=&cursor=` of a paged listing: limit a whole number from 1 to `max` (default
 * `fallback`), cursor a key handed out as the page before's nextCursor. 400 otherwise.
 * The next page's cursor travels in the `X-Next-Cursor` header (and a `Link: rel="next"`),
 * so a listing's body keeps its shape.
 */
import { HttpError } from './http-error.ts';

const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export interface PageQuery {
  limit: number;
  cursor: string | undefined;
}

export function readPageQuery(url: URL, fallback: number, max: number): PageQuery {
  const rawLimit = url.searchParams.get('limit');
  const limit = rawLimit === null ? fallback : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new HttpError(400, `limit must be a whole number from 1 to ${max}.`, { errors: { limit: `Use a number from 1 to ${max}.` } });
  }
  const cursor = url.searchParams.get('cursor') ?? undefined;
  if (cursor !== undefined && !CURSOR_PATTERN.test(cursor)) {
    throw new HttpError(400, 'The cursor is not valid.', { errors: { cursor: 'Use the cursor of the page before.' } });
  }
  return { limit, cursor };
}

/** Headers that point at the next page, when there is one. */
export function nextPageHeaders(url: URL, limit: number, nextCursor: string | null): Record<string, string> {
  if (nextCursor === null) return {};
  const next = new URL(url.pathname, url.origin);
  for (const [name, value] of url.searchParams) if (name !== 'cursor' && name !== 'limit') next.searchParams.set(name, value);
  next.searchParams.set('limit', String(limit));
  next.searchParams.set('cursor', nextCursor);
  return { 'X-Next-Cursor': nextCursor, Link: `<${next.pathname}${next.search}>; rel="next"` };
}
