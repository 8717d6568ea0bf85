/** The product's pictures in the one Carousel (FEATURES PDP-06): the index wraps both ways. */
import Carousel from '../carousel/Carousel.tsx';
import SmartImage, { type SmartImageSource } from '../ui/SmartImage.tsx';
import { PRODUCT_PICTURE_SIZES } from './detail-product.ts';
import summary from './ProductSummary.module.css';
import { EN_PRODUCT, type ProductWords } from '../../lib/catalogue/shop-words/product.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';

export const GALLERY_IMAGE_SIZE = 640;

interface Props {
  name: string;
  images: readonly string[];
  alts?: readonly string[] | undefined;
  /** The images with their srcsets, in the same order, when the build resolved them. */
  sources?: readonly SmartImageSource[] | undefined;
  /** The page's words (issue #44); English when not given. */
  words?: ProductWords | undefined;
  /** What a picture that fails to load says (the card's words); English when not given. */
  unavailable?: string | undefined;
}

export default function ProductGallery({ name, images, alts, sources, words = EN_PRODUCT, unavailable }: Props) {
  const pictures = images.length > 0 ? images : [''];
  const slides = pictures.map((src, i) => (
    <SmartImage
      key={`${i}-${src}`}
      image={sources?.[i] ?? src}
      alt={alts?.[i] ?? (pictures.length > 1 ? fill(words.pictureOfName, { name, number: i + 1 }) : name)}
      width={GALLERY_IMAGE_SIZE}
      height={GALLERY_IMAGE_SIZE}
      loading={i === 0 ? 'eager' : 'lazy'}
      fetchPriority={i === 0 ? 'high' : 'auto'}
      sizes={PRODUCT_PICTURE_SIZES}
      unavailable={unavailable}
    />
  ));
  return (
    <div className={summary.media}>
      <Carousel
        label={fill(words.picturesOf, { name })}
        slides={slides}
        slideLabels={pictures.map((_, i) => fill(words.pictureOf, { number: i + 1, count: pictures.length }))}
        previousLabel={words.previousPicture}
        nextLabel={words.nextPicture}
        dotLabel={(i) => fill(words.showPicture, { number: i + 1 })}
      />
    </div>
  );
}
