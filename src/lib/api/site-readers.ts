/**
 * The blog counts read in the browser without zod (issue #14), exactly as site.ts's postStatsAnswer
 * reads them (tests/unit/lib/api/site-readers.test.ts compares the two): a blog post otherwise loads
 * zod/mini, 15 KB (gzip), for two numbers.
 */
import type { PostStats } from './site.ts';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** `{ views, likes }`, whole and not negative, other keys dropped; undefined when it does not fit. */
export function readPostStats(value: unknown): PostStats | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { views, likes } = value as Record<string, unknown>;
  return isCount(views) && isCount(likes) ? { views, likes } : undefined;
}
