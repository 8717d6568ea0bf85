/**
 * The header search on every page (storefront §2 Header; FEATURES SRCH-01..SRCH-11), an ARIA
 * combobox: the input expands to 250 px while in use; suggestions come from the search store; arrow
 * keys move, Enter opens /mithai/shop?search={text} (or the highlighted suggestion's name), Escape
 * closes the list, a chosen suggestion opens the shop searched by its name.
 * On a Telugu or Hindi page (issue #44) its words come as `strings`, suggestions show the sweet's
 * local name, and the shop it opens is the page's language's (a chosen sweet searched by its local name).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type SubmitEvent } from 'react';
import { SHOP_PATH, SHOP_SEARCH_PARAM, shopSearchHref } from '../../lib/catalogue/card-link.ts';
import { EN_HEADER_SEARCH_WORDS, type HeaderSearchWords } from '../../lib/catalogue/shop-words/search.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { suggestionIn } from '../../lib/search/local-suggestion.ts';
import type { SuggestionItem } from '../../lib/search/suggest.ts';
import {
  $search,
  activeSuggestion,
  closeSuggestions,
  highlight,
  moveHighlight,
  reopenSuggestions,
  typeSearch,
  type SuggestionFetcher,
} from '../../stores/search.ts';
import styles from './HeaderSearch.module.css';
import SuggestionList from './SuggestionList.tsx';

const go = (href: string) => window.location.assign(href);

/** The API layer (and the schema library under it) loads on the first search, not with every page. */
const fetchSuggestions: SuggestionFetcher = async (query) => (await import('../../client/storefront-api.ts')).fetchSuggestions(query);

interface Props {
  /** The page's language; English when not given. */
  locale?: Locale | undefined;
  /** Its words (strings/shop.ts through headerSearchWords); English when not given. */
  strings?: HeaderSearchWords | undefined;
}

export default function HeaderSearch({ locale = 'en', strings = EN_HEADER_SEARCH_WORDS }: Props) {
  const state = useStore($search);
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The box is a plain form until the visitor reaches it (client:interaction); take over what they
  // already typed or focused before this code arrived.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (document.activeElement === input) {
      setExpanded(true);
      reopenSuggestions();
    }
    if (input.value !== $search.get().text) typeSearch(input.value, fetchSuggestions);
  }, []);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = expanded && state.listOpen && state.suggestions.length > 0;
  const active = activeSuggestion(state);

  const choose = (item: SuggestionItem) => {
    closeSuggestions();
    go(localePath(locale, shopSearchHref(suggestionIn(item, locale).search)));
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active) choose(active);
    else if (state.text.trim() !== '') go(localePath(locale, shopSearchHref(state.text)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && state.listOpen) {
      event.preventDefault();
      closeSuggestions();
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setExpanded(false);
    closeSuggestions();
  };

  return (
    <form
      role="search"
      action={localePath(locale, SHOP_PATH)}
      method="get"
      className={styles.search}
      data-open={expanded || undefined}
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label className={styles.field}>
        <span className="visually-hidden">{strings.search.label}</span>
        {/* Inline, not a background image: an SVG image is a document of its own on the page's main thread (issue #14). */}
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <input
          ref={inputRef}
          type="text"
          name={SHOP_SEARCH_PARAM}
          role="combobox"
          className={styles.input}
          value={state.text}
          placeholder={strings.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined}
          onFocus={() => {
            setExpanded(true);
            reopenSuggestions();
          }}
          onChange={(event) => typeSearch(event.target.value, fetchSuggestions)}
          onKeyDown={onKeyDown}
        />
      </label>
      {showList && (
        <SuggestionList
          id={listId}
          suggestions={state.suggestions}
          activeIndex={state.activeIndex}
          optionId={optionId}
          onChoose={choose}
          onHighlight={highlight}
          locale={locale}
          strings={strings}
        />
      )}
    </form>
  );
}
