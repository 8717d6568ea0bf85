/**
 * The dietary badges (issue #12) as HTML text: the one icon set, used by DietBadges.tsx (catalogue
 * cards in React, product pages, Diwali product pages, the hotel menu) and by product cards rendered
 * without a framework (issue #14). Each badge carries its name as text for screen readers (and as a
 * tooltip); its icon is drawn by DietBadges.module.css from `data-diet` (a mask, not an inline <svg>:
 * issue #14). The vegetarian mark (the green square with a dot) is always first.
 */
import { DIET_BADGES } from '../../lib/catalogue/diet-badges.ts';
import type { DietTag } from '../../lib/catalogue/dietary.ts';
import { html, SafeHtml } from '../../lib/markup/html-template.ts';
import styles from './DietBadges.module.css';
import './kit/cluster.css';

/** Cards show small icons; pages show icons with their names. */
export type DietBadgesSize = 'small' | 'large';

/** The class list of the badges' <ul>. */
export function dietBadgesClass(size: DietBadgesSize): string {
  return ['cluster', styles.badges, size === 'large' ? styles.large : undefined].filter(Boolean).join(' ');
}

/** The label of the badges' <ul>. */
export const DIET_BADGES_LABEL = 'Dietary information';

/** The badges' <li> items: the vegetarian mark, then the product's own tags in the table's order. */
export function dietBadgeItemsHtml(tags: readonly DietTag[], size: DietBadgesSize = 'small'): SafeHtml {
  const badges = DIET_BADGES.filter((badge) => badge.always || tags.includes(badge.value as DietTag));
  return html`${badges.map(
    (badge) =>
      html`<li class="${styles.badge}" data-diet="${badge.value}" title="${badge.label}"><span class="${size === 'large' ? styles.text : 'visually-hidden'}">${badge.label}</span></li>`,
  )}`;
}

/** The whole list: <ul aria-label="Dietary information"> with one item per badge. */
export function dietBadgesHtml(tags: readonly DietTag[], size: DietBadgesSize = 'small'): SafeHtml {
  return html`<ul class="${dietBadgesClass(size)}" aria-label="${DIET_BADGES_LABEL}">${dietBadgeItemsHtml(tags, size)}</ul>`;
}
