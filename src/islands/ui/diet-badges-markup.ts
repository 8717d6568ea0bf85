/**
 * The dietary badges (issue #12) as HTML text: the one icon set, used by DietBadges.tsx (catalogue
 * cards in React, product pages, Diwali product pages, the hotel menu) and by product cards rendered
 * without a framework (issue #14). Each icon carries its name as text for screen readers (and as a
 * tooltip); the vegetarian mark (the green square with a dot) is always first.
 */
import { DIET_BADGES, dietBadges, type DietBadge, type DietBadgeLabels } from '../../lib/catalogue/diet-badges.ts';
import type { DietTag } from '../../lib/catalogue/dietary.ts';
import { html, SafeHtml } from '../../lib/markup/html-template.ts';
import styles from './DietBadges.module.css';
import './kit/cluster.css';

const STROKE = 'fill="none" stroke="currentColor" stroke-width="2"';

/** The inside of each 24 x 24 icon (fixed markup, no outside text). */
const ICONS: Record<DietBadge, string> = {
  vegetarian: `<rect x="3" y="3" width="18" height="18" rx="2" ${STROKE}></rect><circle cx="12" cy="12" r="5" fill="currentColor"></circle>`,
  jain: `<path d="M12 3v18M6 8c0 4 3 6 6 6s6-2 6-6M8 20h8" ${STROKE} stroke-linecap="round"></path>`,
  vegan: `<path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15zm0 0 7-7" ${STROKE} stroke-linejoin="round"></path>`,
  'gluten-free': `<path d="M12 21V9m0 4-3-3m3 3 3-3m-3-1-3-3m3 3 3-3M4 4l16 16" ${STROKE} stroke-linecap="round"></path>`,
  'sugar-free': `<rect x="6" y="8" width="12" height="10" rx="1.5" ${STROKE}></rect><path d="M4 4l16 16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path>`,
  'nut-free': `<ellipse cx="12" cy="12" rx="5" ry="7" ${STROKE}></ellipse><path d="M4 4l16 16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path>`,
  'contains-nuts': `<ellipse cx="12" cy="13" rx="5" ry="7" ${STROKE}></ellipse><path d="M12 6V3" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path>`,
  'ships-well': `<path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01" ${STROKE} stroke-linejoin="round"></path>`,
};

/** Cards show small icons; pages show icons with their names. */
export type DietBadgesSize = 'small' | 'large';

/** The class list of the badges' <ul>. */
export function dietBadgesClass(size: DietBadgesSize): string {
  return ['cluster', styles.badges, size === 'large' ? styles.large : undefined].filter(Boolean).join(' ');
}

/** The label of the badges' <ul>. */
export const DIET_BADGES_LABEL = 'Dietary information';

/** The badges' names and the list's label in the page's language (issue #44); English when not given. */
export interface DietBadgeWords {
  labels: DietBadgeLabels;
  list: string;
}

/** The badges' words from a card's words (the shop's `card`: its `diet` names and `dietary` label). */
export function dietBadgeWords(card: { readonly diet: DietBadgeLabels; readonly dietary: string }): DietBadgeWords {
  return { labels: card.diet, list: card.dietary };
}

/** The badges' <li> items: the vegetarian mark, then the product's own tags in the table's order. */
export function dietBadgeItemsHtml(tags: readonly DietTag[], size: DietBadgesSize = 'small', words?: DietBadgeWords): SafeHtml {
  const badges = (words ? dietBadges(words.labels) : DIET_BADGES).filter((badge) => badge.always || tags.includes(badge.value as DietTag));
  return html`${badges.map(
    (badge) =>
      html`<li class="${styles.badge}" data-diet="${badge.value}" title="${badge.label}"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">${new SafeHtml(ICONS[badge.value])}</svg><span class="${size === 'large' ? styles.text : 'visually-hidden'}">${badge.label}</span></li>`,
  )}`;
}

/** The whole list: <ul aria-label="Dietary information"> with one item per badge. */
export function dietBadgesHtml(tags: readonly DietTag[], size: DietBadgesSize = 'small', words?: DietBadgeWords): SafeHtml {
  return html`<ul class="${dietBadgesClass(size)}" aria-label="${words?.list ?? DIET_BADGES_LABEL}">${dietBadgeItemsHtml(tags, size, words)}</ul>`;
}
