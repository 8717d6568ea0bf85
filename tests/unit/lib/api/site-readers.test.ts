import { expect, test } from 'vitest';
import { readWith } from '../../../../src/client/api-client.ts';
import { postStatsAnswer } from '../../../../src/lib/api/site.ts';
import { readPostStats } from '../../../../src/lib/api/site-readers.ts';

const COUNTS: unknown[] = [0, 1, 7, 2 ** 53 - 1, 2 ** 53, -1, -0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, true, [], {}];

test('issue #14: blog counts are read exactly as postStatsAnswer reads them', () => {
  const values: unknown[] = [undefined, null, 'x', 3, [], [1, 2], {}];
  for (const views of COUNTS) for (const likes of COUNTS) values.push({ views, likes }, { views, likes, extra: 'dropped' });
  for (const value of values) expect(readPostStats(value), JSON.stringify(value)).toEqual(readWith(postStatsAnswer, value));
  expect(readPostStats({ views: 12, likes: 3, extra: true })).toEqual({ views: 12, likes: 3 });
});
