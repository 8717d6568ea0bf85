/**
 * The dietary badges (issue #12): one icon set for catalogue cards, product pages, Diwali product
 * pages and the hotel menu. Each icon carries its name as text for screen readers (and as a tooltip);
 * the vegetarian mark (the green square with a dot) is always first, since everything is vegetarian.
 * Renders without JavaScript too (Astro pages may use it unhydrated).
 */
import type { ReactNode } from 'react';
import { DIET_BADGES, type DietBadge } from '../../lib/catalogue/diet-badges.ts';
import type { DietTag } from '../../lib/catalogue/dietary.ts';
import styles from './DietBadges.module.css';
import './kit/cluster.css';

const ICONS: Record<DietBadge, ReactNode> = {
  vegetarian: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="5" fill="currentColor" />
    </>
  ),
  jain: <path d="M12 3v18M6 8c0 4 3 6 6 6s6-2 6-6M8 20h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  vegan: <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15zm0 0 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
  'gluten-free': (
    <path d="M12 21V9m0 4-3-3m3 3 3-3m-3-1-3-3m3 3 3-3M4 4l16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  ),
  'sugar-free': (
    <>
      <rect x="6" y="8" width="12" height="10" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  'nut-free': (
    <>
      <ellipse cx="12" cy="12" rx="5" ry="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  'contains-nuts': (
    <>
      <ellipse cx="12" cy="13" rx="5" ry="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 6V3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  'ships-well': (
    <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  ),
};

interface Props {
  tags: readonly DietTag[];
  /** Cards show small icons; pages show icons with their names. */
  size?: 'small' | 'large';
}

export default function DietBadges({ tags, size = 'small' }: Props) {
  const badges = DIET_BADGES.filter((badge) => badge.always || tags.includes(badge.value as DietTag));
  return (
    <ul className={`cluster ${styles.badges} ${size === 'large' ? styles.large : ''}`} aria-label="Dietary information">
      {badges.map((badge) => (
        <li key={badge.value} className={styles.badge} data-diet={badge.value} title={badge.label}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {ICONS[badge.value]}
          </svg>
          <span className={size === 'large' ? styles.text : 'visually-hidden'}>{badge.label}</span>
        </li>
      ))}
    </ul>
  );
}
