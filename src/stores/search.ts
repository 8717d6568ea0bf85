/**
 * The header search (storefront §2 Header, §4, §5, §9; FEATURES SRCH-01..SRCH-11): the typed text,
 * the suggestions and the highlighted one. Suggestions are asked for only once the trimmed text has
 * 2 characters, 300 ms after the last keystroke; an answer to an older text is dropped. The list is
 * open only while it has results. Actions are the only writers; the island passes the fetcher.
 */
import { map } from 'nanostores';
import { MIN_SUGGESTION_LENGTH, type SuggestionItem } from '../lib/search/suggest.ts';

export const SUGGESTION_DEBOUNCE_MS = 300;

export type SuggestionFetcher = (query: string) => Promise<SuggestionItem[]>;

export interface SearchState {
  text: string;
  suggestions: SuggestionItem[];
  /** The highlighted suggestion, -1 for none. */
  activeIndex: number;
  listOpen: boolean;
}

const EMPTY: SearchState = { text: '', suggestions: [], activeIndex: -1, listOpen: false };

export const $search = map<SearchState>({ ...EMPTY });

let timer: ReturnType<typeof setTimeout> | undefined;
let latestRequest = 0;

/** The visitor typed: remember the text and, debounced, fetch suggestions for it. */
export function typeSearch(text: string, fetcher: SuggestionFetcher): void {
  clearTimeout(timer);
  latestRequest += 1;
  const query = text.trim();
  if (query.length < MIN_SUGGESTION_LENGTH) {
    $search.set({ ...EMPTY, text });
    return;
  }
  $search.setKey('text', text);
  const request = latestRequest;
  timer = setTimeout(() => {
    void fetcher(query).then((suggestions) => {
      if (request !== latestRequest) return;
      $search.set({ text: $search.get().text, suggestions, activeIndex: -1, listOpen: suggestions.length > 0 });
    });
  }, SUGGESTION_DEBOUNCE_MS);
}

/** Arrow keys: move the highlight (wrapping), opening the list when it has results. */
export function moveHighlight(step: 1 | -1): void {
  const { suggestions, activeIndex, listOpen } = $search.get();
  if (suggestions.length === 0) return;
  if (!listOpen) {
    $search.set({ ...$search.get(), listOpen: true, activeIndex: step > 0 ? 0 : suggestions.length - 1 });
    return;
  }
  const next = activeIndex < 0 ? (step > 0 ? 0 : suggestions.length - 1) : (activeIndex + step + suggestions.length) % suggestions.length;
  $search.setKey('activeIndex', next);
}

export function highlight(index: number): void {
  $search.setKey('activeIndex', index);
}

/** Escape, or focus leaving the search: close the list, keeping the text. */
export function closeSuggestions(): void {
  $search.set({ ...$search.get(), listOpen: false, activeIndex: -1 });
}

/** Back into the search: show the last results again, if any. */
export function reopenSuggestions(): void {
  const state = $search.get();
  if (state.suggestions.length > 0 && !state.listOpen) $search.setKey('listOpen', true);
}

/** The highlighted suggestion while the list is open. */
export function activeSuggestion(state: SearchState = $search.get()): SuggestionItem | undefined {
  return state.listOpen ? state.suggestions[state.activeIndex] : undefined;
}

