/** Plain, serialisable data of the gallery, as the page hands it to the island. */
import type { GalleryTab } from '../../lib/gallery/gallery-tabs.ts';
import type { SmartImageSource } from '../ui/SmartImage.tsx';

export interface GalleryImageData {
  id: string;
  title: string;
  /** regular, wide, tall or large: the cells the tile spans. */
  size: 'regular' | 'wide' | 'tall' | 'large';
  image: SmartImageSource;
  imageAlt: string;
}

export interface GalleryTabData {
  tab: GalleryTab;
  label: string;
  /** "Plan Your Event" / "Plan Your Stay" (lib/gallery). */
  ctaLabel: string;
  images: GalleryImageData[];
}
