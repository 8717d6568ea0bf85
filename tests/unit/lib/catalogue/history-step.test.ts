import { describe, expect, test } from 'vitest';
import { historyStep } from '../../../../src/lib/catalogue/history-step.ts';

describe('historyStep (issue #12: the view in the address)', () => {
  test('a deliberate change adds an entry and ends any typing entry', () => {
    expect(historyStep('push', false, '?category=all', '')).toEqual({ write: 'push', typing: false });
    expect(historyStep('push', true, '?sort=price-asc', '?search=kaju')).toEqual({ write: 'push', typing: false });
  });

  test('the first keystroke adds an entry, the next ones replace it', () => {
    const first = historyStep('type', false, '?search=k', '');
    expect(first).toEqual({ write: 'push', typing: true });
    expect(historyStep('type', first.typing, '?search=ka', '?search=k')).toEqual({ write: 'replace', typing: true });
  });

  test('writes nothing when the address already says it, or for a restored view', () => {
    expect(historyStep('push', true, '?category=all', '?category=all')).toEqual({ write: undefined, typing: true });
    expect(historyStep(undefined, false, '?category=all', '')).toEqual({ write: undefined, typing: false });
  });
});
