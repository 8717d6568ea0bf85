/**
 * The dietary badges (issue #12) in React: product pages, Diwali product pages and the hotel menu.
 * The icons and items come from diet-badges-markup.ts, the one icon set (product cards rendered
 * without a framework use it too). Renders without JavaScript too (Astro pages may use it unhydrated).
 */
import type { DietTag } from '../../lib/catalogue/dietary.ts';
import { DIET_BADGES_LABEL, dietBadgeItemsHtml, dietBadgesClass, type DietBadgesSize, type DietBadgeWords } from './diet-badges-markup.ts';

interface Props {
  tags: readonly DietTag[];
  /** Cards show small icons; pages show icons with their names. */
  size?: DietBadgesSize;
  /** The page's language (issue #44); English when not given. */
  words?: DietBadgeWords | undefined;
}

export default function DietBadges({ tags, size = 'small', words }: Props) {
  return <ul className={dietBadgesClass(size)} aria-label={words?.list ?? DIET_BADGES_LABEL} dangerouslySetInnerHTML={{ __html: dietBadgeItemsHtml(tags, size, words).value }} />;
}
