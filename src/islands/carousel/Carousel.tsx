/**
 * THE carousel of the site (STYLE §3.3): every slider is this component, configured by props.
 * - The index wraps both ways (lib/carousel); arrows and dots are buttons, and ArrowLeft/ArrowRight
 *   work while focus is inside.
 * - `interval` > 0 auto-advances; it pauses on hover, while focus is inside, and never runs under
 *   prefers-reduced-motion. A visible Pause/Play button stops it until pressed again (WCAG 2.2.2,
 *   issue #16); arrows, dots and swipes keep it stopped.
 * - A pointer swipe or drag beyond `swipeThreshold` px changes slide; `speed` is the slide time.
 * Slides are React nodes, so an island maps its plain data to slides and renders <Carousel>.
 */
import { useCallback, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_SWIPE_THRESHOLD_PX, nextIndex, previousIndex, wrapIndex } from '../../lib/carousel/carousel-index.ts';
import styles from './Carousel.module.css';
import CarouselDots from './CarouselDots.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../ui/use-media-query.ts';
import { useSwipe } from './use-swipe.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Sweets highlights". */
  label: string;
  slides: readonly ReactNode[];
  /** Accessible name of each slide; default "N of M". */
  slideLabels?: readonly string[];
  /** Auto-advance every this many ms; 0 (default) never. */
  interval?: number;
  swipeThreshold?: number;
  /** Slide transition time in ms. */
  speed?: number;
  showArrows?: boolean;
  /** Hide the arrows on viewports narrower than this many px (e.g. 768). */
  arrowsMinWidth?: number;
  showDots?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  dotLabel?: (index: number, count: number) => string;
  /** Names of the button that stops and restarts the auto-advance. */
  pauseLabel?: string;
  playLabel?: string;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
  /**
   * The carousel's words in the page's language (ui(locale).shell.carousel from the Astro parent,
   * issue #44); the labels above, when given, win. English when left out.
   */
  words?: CarouselWords | undefined;
}

/** The carousel's words: buttons, dots ("Go to slide {n}") and slides ("{n} of {count}: {title}"). */
export interface CarouselWords {
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: string;
  slideOf: string;
}

const ENGLISH: CarouselWords = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  goTo: 'Go to slide {n}',
  slideOf: '{n} of {count}: {title}',
};

export default function Carousel({
  label,
  slides,
  slideLabels,
  interval = 0,
  swipeThreshold = DEFAULT_SWIPE_THRESHOLD_PX,
  speed = 500,
  showArrows = true,
  arrowsMinWidth,
  showDots = true,
  words = ENGLISH,
  previousLabel = words.previous,
  nextLabel = words.next,
  dotLabel = (i: number) => fill(words.goTo, { n: i + 1 }),
  pauseLabel = words.pause,
  playLabel = words.play,
  initialIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(() => wrapIndex(initialIndex, count));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const wideEnough = useMediaQuery(arrowsMinWidth ? `(min-width: ${arrowsMinWidth}px)` : undefined);
  const current = wrapIndex(index, count);

  const goTo = useCallback(
    (target: number) => {
      const next = wrapIndex(target, count);
      setIndex(next);
      onIndexChange?.(next);
    },
    [count, onIndexChange],
  );
  const next = useCallback(() => goTo(nextIndex(current, count)), [goTo, current, count]);
  const previous = useCallback(() => goTo(previousIndex(current, count)), [goTo, current, count]);

  const autoplaying = interval > 0 && count > 1 && !reducedMotion;
  useAutoplay(next, autoplaying ? interval : 0, current, hovered || focused || stopped);
  const swipe = useSwipe((step) => (step > 0 ? next() : previous()), swipeThreshold);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const arrowsShown = showArrows && count > 1 && (arrowsMinWidth === undefined || wideEnough);

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} {...swipe}>
        <div
          className={styles.track}
          aria-live={autoplaying && !stopped ? 'off' : 'polite'}
          style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: reducedMotion ? '0ms' : `${speed}ms` }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels?.[i] ?? fill(words.slideOf, { n: i + 1, count, title: '' }).replace(/:\s*$/, '')}
              aria-hidden={i === current ? undefined : true}
              inert={i !== current}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrowsShown && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={previousLabel} onClick={previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={nextLabel} onClick={next}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {autoplaying && (
        <button type="button" className={`${styles.arrow} ${styles.playToggle}`} aria-label={stopped ? playLabel : pauseLabel} onClick={() => setStopped((value) => !value)}>
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
      {showDots && count > 1 && (
        <CarouselDots count={count} index={current} onSelect={goTo} label={dotLabel} className={styles.dots} dotClassName={styles.dot} />
      )}
    </section>
  );
}
