/**
 * A full-width hero slideshow (home, hotels and sweets heroes) over the one Carousel: picture, words
 * and buttons per slide. The first picture loads at once with high priority, the rest lazily.
 */
import SmartImage from '../ui/SmartImage.tsx';
import Carousel, { type CarouselProps } from './Carousel.tsx';
import styles from './HeroCarousel.module.css';
import type { HeroSlideData } from './hero-slide.ts';

type Options = Omit<CarouselProps, 'slides' | 'slideLabels'>;

export default function HeroCarousel({ slides, ...options }: Options & { slides: readonly HeroSlideData[] }) {
  const nodes = slides.map((slide, i) => (
    <div key={slide.title} className={styles.slide}>
      <SmartImage
        image={slide.image}
        alt={slide.imageAlt}
        className={styles.image ?? ''}
        loading={i === 0 ? 'eager' : 'lazy'}
        fetchPriority={i === 0 ? 'high' : 'auto'}
        sizes="100vw"
      />
      <div className={styles.copy}>
        {slide.eyebrow && <p className={styles.eyebrow}>{slide.eyebrow}</p>}
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.subtitle}>{slide.subtitle}</p>
        <p className={styles.actions}>
          <a className="button" href={slide.cta.href}>
            {slide.cta.label}
          </a>
          {slide.actions.map((action) => (
            <a key={action.href + action.label} className="button button--secondary" href={action.href}>
              {action.label}
            </a>
          ))}
        </p>
      </div>
    </div>
  ));
  return <Carousel {...options} slides={nodes} slideLabels={slides.map((slide, i) => `${i + 1} of ${slides.length}: ${slide.title}`)} />;
}
