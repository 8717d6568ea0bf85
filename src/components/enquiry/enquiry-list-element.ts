/**
 * <enquiry-list-view>: the enquiry list page without a framework (issue #10; issue #14, "<= 60 KB JS
 * on any public page"). The list lives in the visitor's browser (stores/enquiry-list.ts), so this
 * element renders it as soon as its script runs, from the catalogue the page embeds
 * (`<script type="application/json" data-catalogue>`) and, for staff-created products, the site's
 * answers (islands/enquiry-list/remote-lookup.ts). It follows the list, its notices and those answers,
 * and updates its box in place (update-in-place.ts), so editing a quantity keeps focus and caret.
 *
 * - A quantity field stores what is typed when it is a number from 1 (setListQuantity bounds and
 *   rounds it); a half-typed value stays in the field until it is left, then shows the stored one.
 * - "Remove", "Clear the list" and "Dismiss" call the store's actions.
 * - Items the site no longer has are dropped from the list, with a notice.
 * The class is made on the first call only, so server code may import this module.
 */
import type { ListWords } from '../../lib/catalogue/shop-words/list.ts';
import { isLocale } from '../../lib/i18n/locales.ts';
import { plural } from '../../lib/i18n/ui-strings.ts';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { lineKey } from '../../lib/enquiry/enquiry-subject.ts';
import { listView } from '../../lib/enquiry/list-view.ts';
import { lookUpSubjects } from '../../lib/enquiry/subject-lookup.ts';
import { readScriptJson } from '../../lib/markup/script-json.ts';
import { REMOVE_ACTION } from '../../islands/enquiry-list/list-lines-markup.ts';
import { createRemoteLookup } from '../../islands/enquiry-list/remote-lookup.ts';
import { $enquiryList, $listNotice, clearEnquiryList, dismissListNotice, dropStaleItems, removeFromList, setListQuantity } from '../../stores/enquiry-list.ts';
import { CLEAR_ACTION, DISMISS_ACTION, enquiryListHtml, type ListLanguage } from './enquiry-list-markup.ts';
import { updateInPlace } from './update-in-place.ts';

export const ENQUIRY_LIST_TAG = 'enquiry-list-view';

function readCatalogue(host: Element): EnquiryCatalogue {
  // The build wrote this JSON from the same type (EnquiryListView.astro).
  return readScriptJson(host.querySelector('script[data-catalogue]')?.textContent) as EnquiryCatalogue;
}

/** The page's language and words (issue #44), which a Telugu or Hindi page writes beside the catalogue. */
function readLanguage(host: Element): ListLanguage | undefined {
  const record = readScriptJson(host.querySelector('script[data-list-language]')?.textContent);
  const { locale, words } = record;
  return isLocale(locale) && typeof words === 'object' && words !== null ? { locale, words: words as ListWords } : undefined;
}

const lineKeyOf = (target: Element): string | undefined => target.closest<HTMLElement>('[data-key]')?.dataset['key'];

function enquiryListClass(): CustomElementConstructor {
  return class EnquiryListElement extends HTMLElement {
    #stop: (() => void)[] = [];

    connectedCallback(): void {
      if (this.#stop.length > 0) return;
      const box = this.querySelector('[data-list-box]');
      if (!box) return;
      const catalogue = readCatalogue(this);
      const language = readLanguage(this);
      const waNumber = this.dataset['waNumber'] ?? '';
      const lookup = createRemoteLookup();

      const render = (): void => {
        const items = $enquiryList.get();
        lookup.request(items, catalogue);
        const view = listView(items, lookUpSubjects(items, catalogue, lookup.$entries.get(), language?.words));
        // Dropping changes the list, which renders again.
        if (view.stale.length > 0) dropStaleItems(view.stale, language && ((count) => plural(language.locale, language.words.stale, count)));
        else updateInPlace(box, enquiryListHtml({ notice: $listNotice.get(), view, waNumber }, language).value);
      };

      const onClick = (event: Event): void => {
        const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-action]') : null;
        if (!button) return;
        const action = button.dataset['action'];
        if (action === DISMISS_ACTION) dismissListNotice();
        else if (action === CLEAR_ACTION) clearEnquiryList();
        else if (action === REMOVE_ACTION) {
          const key = lineKeyOf(button);
          if (key !== undefined) removeFromList(key);
        }
      };
      const onInput = (event: Event): void => {
        const field = event.target;
        if (!(field instanceof HTMLInputElement)) return;
        const key = lineKeyOf(field);
        const value = Number(field.value);
        if (key !== undefined && Number.isFinite(value) && value >= 1) setListQuantity(key, value);
      };
      // Leaving a half-typed field shows the stored quantity again.
      const onChange = (event: Event): void => {
        const field = event.target;
        if (!(field instanceof HTMLInputElement)) return;
        const key = lineKeyOf(field);
        const item = $enquiryList.get().find((kept) => lineKey(kept) === key);
        if (item && Number(field.value) !== item.quantity) field.value = String(item.quantity);
      };

      this.addEventListener('click', onClick);
      this.addEventListener('input', onInput);
      this.addEventListener('change', onChange);
      this.#stop = [
        () => this.removeEventListener('click', onClick),
        () => this.removeEventListener('input', onInput),
        () => this.removeEventListener('change', onChange),
        $enquiryList.listen(render),
        $listNotice.listen(render),
        lookup.$entries.listen(render),
      ];
      render();
    }

    disconnectedCallback(): void {
      for (const stop of this.#stop) stop();
      this.#stop = [];
    }
  };
}

/** Defines <enquiry-list-view> once per page; calling again changes nothing. */
export function defineEnquiryListView(): void {
  if (!customElements.get(ENQUIRY_LIST_TAG)) customElements.define(ENQUIRY_LIST_TAG, enquiryListClass());
}
