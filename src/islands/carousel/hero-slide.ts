/** Plain, serialisable data of a hero slide, as pages hand it to HeroCarousel. */
import type { SmartImageSource } from '../ui/SmartImage.tsx';

export interface SlideLink {
  label: string;
  href: string;
}

export interface HeroSlideData {
  eyebrow?: string;
  title: string;
  subtitle: string;
  image: SmartImageSource;
  imageAlt: string;
  /** Where the slide leads. */
  cta: SlideLink;
  /** Extra buttons. */
  actions: SlideLink[];
}
