/**
 * The "Visual Diary" of /corporate-gifting (storefront §9 "Gift carousel"; FEATURES CORP-09, G-30):
 * pictures of gifts on the one Carousel, advancing every 4000 ms with a 700 ms slide, arrows hidden
 * on viewports under 768 px (dots and swipe remain).
 */
import Carousel from '../carousel/Carousel.tsx';
import SmartImage, { type SmartImageSource } from '../ui/SmartImage.tsx';
import styles from './VisualDiary.module.css';

export const VISUAL_DIARY_INTERVAL_MS = 4000;
export const VISUAL_DIARY_SPEED_MS = 700;
export const VISUAL_DIARY_ARROWS_MIN_WIDTH_PX = 768;

export interface DiaryImageData {
  image: SmartImageSource;
  alt: string;
}

interface Props {
  label: string;
  images: DiaryImageData[];
}

export default function VisualDiary({ label, images }: Props) {
  const slides = images.map((picture) => (
    <SmartImage key={picture.image.src} image={picture.image} alt={picture.alt} width={960} height={540} fit="contain" sizes="(min-width: 64rem) 60rem, 100vw" className={styles.image ?? ''} />
  ));
  return (
    <Carousel
      label={label}
      slides={slides}
      slideLabels={images.map((picture, i) => `${i + 1} of ${images.length}: ${picture.alt}`)}
      interval={VISUAL_DIARY_INTERVAL_MS}
      speed={VISUAL_DIARY_SPEED_MS}
      arrowsMinWidth={VISUAL_DIARY_ARROWS_MIN_WIDTH_PX}
      className={styles.diary ?? ''}
    />
  );
}
