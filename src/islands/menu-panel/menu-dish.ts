/** Plain, serialisable data of a menu dish, as the page hands it to the menu panel. */
import type { DietTag } from '../../lib/catalogue/dietary.ts';
import type { SmartImageSource } from '../ui/SmartImage.tsx';

export interface MenuDishData {
  id: string;
  name: string;
  description: string;
  /** As printed: "₹249". */
  price: string;
  category: string;
  /** Dietary tags for the badges (issue #12). */
  diet: DietTag[];
  image: SmartImageSource;
  imageAlt: string;
}

/** Texts of the panel's controls, from the page. */
export interface MenuPanelLabels {
  toggle: string;
  categories: string;
  search: string;
  searchPlaceholder: string;
  /** "Showing {shown} of {total} dishes": the two numbers are filled in. */
  count: string;
  empty: string;
  order: { label: string; href: string };
}
