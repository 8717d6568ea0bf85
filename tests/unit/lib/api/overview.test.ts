import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';
import { OVERVIEW_MESSAGES, overviewCsvQuerySchema, overviewQuerySchema } from '../../../../src/lib/api/overview.ts';

const errorsOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) => (result.error ? toFieldErrors(result.error) : {});

describe('the Overview query (issue #43)', () => {
  test('#43 a period of real days, start before end, up to 400 days', () => {
    expect(overviewQuerySchema.parse({ from: '2026-11-02', to: '2026-11-08' })).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(overviewQuerySchema.safeParse({ from: '2025-10-06', to: '2026-11-09' }).success).toBe(true);
  });

  test.each([
    [{ to: '2026-11-08' }, { from: OVERVIEW_MESSAGES.dateInvalid }],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: OVERVIEW_MESSAGES.dateInvalid }],
    [{ from: '2026-11-02', to: '8 Nov' }, { to: OVERVIEW_MESSAGES.dateInvalid }],
    [{ from: '2026-11-09', to: '2026-11-08' }, { to: OVERVIEW_MESSAGES.rangeReversed }],
    [{ from: '2025-10-05', to: '2026-11-09' }, { from: OVERVIEW_MESSAGES.rangeTooLong }],
  ])('#43 %j is refused field by field', (query, errors) => {
    expect(errorsOf(overviewQuerySchema.safeParse(query))).toEqual(errors);
  });

  test('#43 the CSV names one of the charts', () => {
    expect(overviewCsvQuerySchema.parse({ from: '2026-11-02', to: '2026-11-08', chart: 'subjects' })).toEqual({ from: '2026-11-02', to: '2026-11-08', chart: 'subjects' });
    expect(errorsOf(overviewCsvQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-08', chart: 'pie' }))).toEqual({ chart: OVERVIEW_MESSAGES.chartUnknown });
    expect(errorsOf(overviewCsvQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-08' }))).toEqual({ chart: OVERVIEW_MESSAGES.chartUnknown });
  });
});
