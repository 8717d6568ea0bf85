/** The product's pictures in the one Carousel (FEATURES PDP-06): the index wraps both ways. */
import Carousel from '../carousel/Carousel.tsx';
import SmartImage, { type SmartImageSource } from '../ui/SmartImage.tsx';
import { PRODUCT_PICTURE_SIZES } from './detail-product.ts';
import summary from './ProductSummary.module.css';

export const GALLERY_IMAGE_SIZE = 640;

interface Props {
  name: string;
  images: readonly string[];
  alts?: readonly string[] | undefined;
  /** The images with their srcsets, in the same order, when the build resolved them. */
  sources?: readonly SmartImageSource[] | undefined;
}

export default function ProductGallery({ name, images, alts, sources }: Props) {
  const pictures = images.length > 0 ? images : [''];
  const slides = pictures.map((src, i) => (
    <SmartImage
      key={`${i}-${src}`}
      image={sources?.[i] ?? src}
      alt={alts?.[i] ?? (pictures.length > 1 ? `${name}, picture ${i + 1}` : name)}
      width={GALLERY_IMAGE_SIZE}
      height={GALLERY_IMAGE_SIZE}
      loading={i === 0 ? 'eager' : 'lazy'}
      fetchPriority={i === 0 ? 'high' : 'auto'}
      sizes={PRODUCT_PICTURE_SIZES}
    />
  ));
  return (
    <div className={summary.media}>
      <Carousel
        label={`Pictures of ${name}`}
        slides={slides}
        slideLabels={pictures.map((_, i) => `Picture ${i + 1} of ${pictures.length}`)}
        previousLabel="Previous picture"
        nextLabel="Next picture"
        dotLabel={(i) => `Show picture ${i + 1}`}
      />
    </div>
  );
}
