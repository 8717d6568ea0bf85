import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SuggestionItem } from '../../../src/lib/search/suggest.ts';
import {
  $search,
  activeSuggestion,
  closeSuggestions,
  moveHighlight,
  reopenSuggestions,
  SUGGESTION_DEBOUNCE_MS,
  typeSearch,
} from '../../../src/stores/search.ts';

const item = (name: string): SuggestionItem => ({ id: name.toLowerCase(), name, image: `/${name}.svg`, category: 'Diwali Collection', price: { custom: 100 } });
const LADDUS = [item('Motichoor Laddu'), item('Besan Laddu'), item('Rava Laddu')];

beforeEach(() => {
  vi.useFakeTimers();
  // Emptying the box is the real way back to the start: no text, no list, older answers dropped.
  typeSearch('', async () => []);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('typeSearch (SRCH-02, SRCH-03, SRCH-06)', () => {
  test('asks nothing under 2 characters after trimming', async () => {
    const fetcher = vi.fn(async () => LADDUS);
    typeSearch(' l ', fetcher);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).not.toHaveBeenCalled();
    expect($search.get()).toMatchObject({ text: ' l ', suggestions: [], listOpen: false });
  });

  test('asks once, 300 ms after the last keystroke, with the trimmed text', async () => {
    const fetcher = vi.fn(async () => LADDUS);
    for (const text of ['la', 'lad', 'ladd', 'laddu ']) {
      typeSearch(text, fetcher);
      await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    }
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('laddu');
    expect($search.get()).toMatchObject({ suggestions: LADDUS, listOpen: true, activeIndex: -1 });
  });

  test('keeps the list closed when there are no results', async () => {
    typeSearch('zzz', async () => []);
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    expect($search.get().listOpen).toBe(false);
  });

  test('drops an answer to an older text', async () => {
    let answer: (items: SuggestionItem[]) => void = () => undefined;
    typeSearch('kaju', () => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    typeSearch('k', async () => []);
    answer(LADDUS);
    await vi.advanceTimersByTimeAsync(0);
    expect($search.get()).toMatchObject({ text: 'k', suggestions: [], listOpen: false });
  });
});

describe('highlight and closing (SRCH-07, SRCH-08)', () => {
  beforeEach(async () => {
    typeSearch('laddu', async () => LADDUS);
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
  });

  test('arrow keys move the highlight and wrap around', () => {
    moveHighlight(1);
    expect(activeSuggestion()?.name).toBe('Motichoor Laddu');
    moveHighlight(1);
    moveHighlight(1);
    expect(activeSuggestion()?.name).toBe('Rava Laddu');
    moveHighlight(1);
    expect(activeSuggestion()?.name).toBe('Motichoor Laddu');
    moveHighlight(-1);
    expect(activeSuggestion()?.name).toBe('Rava Laddu');
  });

  test('Escape closes the list but keeps the text; coming back reopens it', () => {
    moveHighlight(1);
    closeSuggestions();
    expect($search.get()).toMatchObject({ text: 'laddu', listOpen: false, activeIndex: -1 });
    expect(activeSuggestion()).toBeUndefined();
    reopenSuggestions();
    expect($search.get().listOpen).toBe(true);
  });

  test('an arrow key reopens a closed list at the first or last suggestion', () => {
    closeSuggestions();
    moveHighlight(-1);
    expect(activeSuggestion()?.name).toBe('Rava Laddu');
  });
});
