/**
 * The little script behind framework-free product cards (product-card-markup.ts; issue #14): the
 * <smart-image> element (shimmer, fade-in, "Image not available") and the delegated "Add to enquiry
 * list" clicks. Kept apart from the markup so a page's script carries no markup code or styles.
 */
import { enableAddToListClicks } from '../enquiry-list/add-to-list-clicks.ts';
import { defineSmartImage } from '../ui/smart-image-element.ts';

/** Call once on any page that shows cards rendered from productCardHtml; calling again changes nothing. */
export function enableProductCards(): void {
  defineSmartImage();
  enableAddToListClicks(document);
}
