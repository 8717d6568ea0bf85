/**
 * The DOM side of the catalogue's filters (issue #12, #17): dietary checkboxes with their counts,
 * the travel select and the price bounds in Catalogue.astro's filters panel, a region its button
 * shows and hides (aria-expanded). A price bound that is not whole rupees, or a minimum above the
 * maximum, is explained beside the field (role="alert") and changes nothing until it is fixed. The
 * panel opens by itself when a filter becomes set.
 */
import { parsePriceBound } from '../../lib/catalogue/catalogue-url.ts';
import { filtersSummary, priceProblem, type CatalogueLanguage } from '../../lib/catalogue/catalogue-texts.ts';
import { isFiltering, NO_CATALOGUE_FACETS, type CatalogueFacets, type CatalogueState, type CatalogueView } from '../../lib/catalogue/catalogue-view.ts';
import { isDietTag, type DietTag } from '../../lib/catalogue/dietary.ts';
import { isTravelBandId } from '../../lib/planning/travel-label.ts';
import type { HistoryMode } from '../../lib/catalogue/history-step.ts';
import { changedByVisitor } from '../../islands/ui/changed-by-visitor.ts';
import styles from './Catalogue.module.css';

const ERROR_ID = 'catalogue-price-error';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export class CatalogueFilters {
  readonly #panel: HTMLElement;
  /** The button that opens and closes the region (its text: "Filters (n)"). */
  readonly #summary: HTMLButtonElement | null;
  readonly #region: HTMLElement | null;
  readonly #diet: HTMLInputElement[];
  readonly #travel: HTMLSelectElement | null;
  readonly #min: HTMLInputElement | null;
  readonly #max: HTMLInputElement | null;
  readonly #price: HTMLElement | null;
  readonly #clear: HTMLButtonElement | null;
  #filtering = false;
  #bounds: [number | undefined, number | undefined] = [undefined, undefined];

  /** `change` gets the new facets of the current state and how the change reaches the history. */
  /** The page's language (issue #44); English when undefined. */
  readonly #language: CatalogueLanguage | undefined;
  constructor(panel: HTMLElement, change: (facets: Partial<CatalogueFacets>, mode: HistoryMode) => void, current: () => CatalogueState, language?: CatalogueLanguage) {
    this.#panel = panel;
    this.#language = language;
    this.#summary = panel.querySelector<HTMLButtonElement>('button[data-ref="filters-toggle"]');
    this.#region = panel.querySelector<HTMLElement>('[data-ref="filters-panel"]');
    this.#summary?.addEventListener('click', () => this.#setOpen(this.#summary?.getAttribute('aria-expanded') !== 'true'));
    this.#diet = [...panel.querySelectorAll<HTMLInputElement>('input[data-ref="diet"]')];
    this.#travel = panel.querySelector<HTMLSelectElement>('select[data-ref="travel"]');
    this.#min = panel.querySelector<HTMLInputElement>('input[data-ref="min"]');
    this.#max = panel.querySelector<HTMLInputElement>('input[data-ref="max"]');
    this.#price = panel.querySelector<HTMLElement>('[data-ref="price"]');
    this.#clear = panel.querySelector<HTMLButtonElement>('button[data-ref="clear"]');

    for (const box of this.#diet) {
      box.addEventListener('change', () => {
        const tag = box.value;
        if (!isDietTag(tag)) return;
        const diet = current().diet;
        change({ diet: box.checked ? [...diet.filter((other) => other !== tag), tag] : diet.filter((other) => other !== tag) }, 'push');
      });
    }
    this.#travel?.addEventListener('change', () => {
      const value = this.#travel?.value ?? '';
      change({ travel: isTravelBandId(value) ? value : undefined }, 'push');
    });
    const typePrice = () => {
      if (this.#showProblem()) return;
      change({ minPrice: parsePriceBound(this.#min?.value), maxPrice: parsePriceBound(this.#max?.value) }, 'type');
    };
    this.#min?.addEventListener('input', typePrice);
    this.#max?.addEventListener('input', typePrice);
    this.#clear?.addEventListener('click', () => {
      if (this.#min) this.#min.value = '';
      if (this.#max) this.#max.value = '';
      this.#showProblem();
      change(NO_CATALOGUE_FACETS, 'push');
    });
  }

  /**
   * What the visitor set before the script ran (controls that differ from the HTML's defaults), to
   * be kept; price bounds only when they can be applied.
   */
  earlyChoices(): Partial<CatalogueFacets> {
    const early: Partial<CatalogueFacets> = {};
    if (this.#diet.some(changedByVisitor)) {
      early.diet = this.#diet.filter((box) => box.checked).map((box) => box.value).filter(isDietTag) satisfies DietTag[];
    }
    const travel = this.#travel;
    if (travel && changedByVisitor(travel)) {
      early.travel = isTravelBandId(travel.value) ? travel.value : undefined;
    }
    const typed = [this.#min, this.#max].some((input) => input !== null && changedByVisitor(input));
    if (typed && !this.#showProblem()) {
      early.minPrice = parsePriceBound(this.#min?.value);
      early.maxPrice = parsePriceBound(this.#max?.value);
    }
    return early;
  }

  render(state: CatalogueState, view: CatalogueView): void {
    for (const box of this.#diet) {
      box.checked = state.diet.some((tag) => tag === box.value);
      const count = this.#panel.querySelector(`[data-count="${box.value}"]`);
      const words = `(${isDietTag(box.value) ? view.counts[box.value] : 0})`;
      if (count && count.textContent !== words) count.textContent = words;
    }
    if (this.#travel) this.#travel.value = state.travel ?? '';
    // Back/Forward or a shared link changed the bounds: show them (a bound being typed stays).
    const [min, max] = this.#bounds;
    if (state.minPrice !== min && this.#min && parsePriceBound(this.#min.value) !== state.minPrice) this.#min.value = text(state.minPrice);
    if (state.maxPrice !== max && this.#max && parsePriceBound(this.#max.value) !== state.maxPrice) this.#max.value = text(state.maxPrice);
    if (state.minPrice !== min || state.maxPrice !== max) this.#showProblem();
    this.#bounds = [state.minPrice, state.maxPrice];
    const summary = filtersSummary(view.activeFilters, this.#language);
    if (this.#summary && this.#summary.textContent !== summary) this.#summary.textContent = summary;
    if (this.#clear) this.#clear.hidden = view.activeFilters === 0;
    const filtering = isFiltering(state);
    if (filtering && !this.#filtering) this.#setOpen(true);
    this.#filtering = filtering;
  }

  #setOpen(open: boolean): void {
    if (this.#region) this.#region.hidden = !open;
    this.#summary?.setAttribute('aria-expanded', String(open));
  }

  /** Shows (or removes) the message about the typed bounds; true when there is one. */
  #showProblem(): boolean {
    const problem = priceProblem(this.#min?.value ?? '', this.#max?.value ?? '', this.#language);
    for (const [field, input] of [['min', this.#min], ['max', this.#max]] as const) {
      if (!input) continue;
      const wrong = problem?.field === field;
      if (wrong) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', ERROR_ID);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    let message = this.#price?.querySelector<HTMLElement>(`#${ERROR_ID}`) ?? null;
    if (!problem) {
      message?.remove();
      return false;
    }
    if (!message) {
      message = document.createElement('p');
      message.id = ERROR_ID;
      message.className = styles.filterError ?? '';
      message.setAttribute('role', 'alert');
      this.#price?.append(message);
    }
    if (message.textContent !== problem.message) message.textContent = problem.message;
    return true;
  }
}
