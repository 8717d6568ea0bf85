import { describe, expect, test } from 'vitest';
import { formatDuration } from '../../../../src/lib/text/duration.ts';

describe('formatDuration (issue #43)', () => {
  test.each([[0, '0 min'], [45, '45 min'], [60, '1 h'], [125, '2 h 5 min'], [1440, '1 d'], [1500, '1 d 1 h'], [2 * 1440 + 59, '2 d'], [1_000 * 1440, '1,000 d']])('%s minutes read "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
