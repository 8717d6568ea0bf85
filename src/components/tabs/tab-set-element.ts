/**
 * <tab-set>: the script behind Tabs.astro (WAI-ARIA tabs pattern, automatic activation; issue #14).
 * A click on a tab (or, with data-select-on-hover, the pointer resting on it) selects it; the arrow
 * keys of the tablist's orientation, Home and End select and focus another (tab-keys.ts). Selecting
 * sets aria-selected and the roving tabindex of the tabs and shows only the selected tab's panel.
 * A tab tapped before this script ran is selected once it has (client/held-taps.ts). Once wired it
 * sets `data-ready`.
 */
import { replayHeldTap } from '../../client/held-taps.ts';
import { tabKeyTarget, type TabsOrientation } from '../../islands/ui/tabs/tab-keys.ts';

export class TabSetElement extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    const list = this.querySelector<HTMLElement>(':scope > [role="tablist"]');
    if (!list) return;
    list.addEventListener('click', (event) => {
      const tab = this.#tabOf(event.target);
      if (tab) this.#select(tab);
    });
    if (this.dataset['selectOnHover'] !== undefined) {
      list.addEventListener('mouseover', (event) => {
        const tab = this.#tabOf(event.target);
        if (tab && tab.getAttribute('aria-selected') !== 'true') this.#select(tab);
      });
    }
    list.addEventListener('keydown', (event) => {
      const tabs = this.#tabs();
      const selected = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
      const orientation: TabsOrientation = list.getAttribute('aria-orientation') === 'vertical' ? 'vertical' : 'horizontal';
      const target = tabs[tabKeyTarget(event.key, Math.max(selected, 0), tabs.length, orientation) ?? -1];
      if (!target) return;
      event.preventDefault();
      this.#select(target);
      target.focus();
    });
    this.dataset['ready'] = '';
    replayHeldTap(this);
  }

  #tabs(): HTMLButtonElement[] {
    return [...this.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  }

  #tabOf(target: EventTarget | null): HTMLButtonElement | undefined {
    const tab = target instanceof Element ? target.closest<HTMLButtonElement>('[role="tab"]') : null;
    return tab && this.#tabs().includes(tab) ? tab : undefined;
  }

  #select(selected: HTMLButtonElement): void {
    const panels = [...this.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
    for (const tab of this.#tabs()) {
      const isSelected = tab === selected;
      tab.setAttribute('aria-selected', String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      const panel = panels.find((candidate) => candidate.id === tab.getAttribute('aria-controls'));
      if (panel) panel.hidden = !isSelected;
    }
  }
}

export function defineTabSet(): void {
  if (!customElements.get('tab-set')) customElements.define('tab-set', TabSetElement);
}
