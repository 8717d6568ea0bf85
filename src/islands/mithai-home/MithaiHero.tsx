/**
 * The sweets home hero (storefront §2 Sweets home, §4; FEATURES MITHAI-01, MITHAI-02): the
 * "Unlock the Sweetness" cover must be tapped to reveal the 4-slide slideshow, which then advances
 * every 5 s, follows a drag or swipe beyond 50 px and has dots.
 */
import { useEffect, useRef, useState } from 'react';
import HeroCarousel from '../carousel/HeroCarousel.tsx';
import type { HeroSlideData } from '../carousel/hero-slide.ts';
import styles from './MithaiHome.module.css';

export const SWEETS_HERO_INTERVAL_MS = 5000;
export const SWEETS_HERO_SWIPE_PX = 50;

interface Props {
  cover: { title: string; hint: string };
  slides: HeroSlideData[];
}

export default function MithaiHero({ cover, slides }: Props) {
  const [revealed, setRevealed] = useState(false);
  const heroRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) heroRef.current?.focus();
  }, [revealed]);

  if (!revealed) {
    return (
      <div className={styles.cover}>
        <button type="button" className={styles.coverButton} onClick={() => setRevealed(true)}>
          <span className={styles.coverTitle}>{cover.title}</span>
          <span className={styles.coverHint}>{cover.hint}</span>
        </button>
      </div>
    );
  }
  return (
    <div ref={heroRef} tabIndex={-1} className={styles.hero}>
      <HeroCarousel
        label="Rasika Sweets highlights"
        slides={slides}
        interval={SWEETS_HERO_INTERVAL_MS}
        swipeThreshold={SWEETS_HERO_SWIPE_PX}
        speed={700}
        showArrows={false}
      />
    </div>
  );
}
