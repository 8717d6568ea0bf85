/**
 * React twin of components/ui/SmartImage.astro for images inside islands: the same shimmer while
 * loading, fade-in once loaded and "Image not available" on error, with width and height always set.
 * Pages resolve the image at build time (loaders/island-image.ts) and pass plain props.
 */
import { useEffect, useRef, useState } from 'react';
import { IMAGE_UNAVAILABLE, smartImageBox } from './smart-image-markup.ts';
import { watchInView } from './shimmer-in-view.ts';
import './smart-image.css';

/** A resolved image: fallback URL, intrinsic box and optional modern-format sources. */
export interface SmartImageSource {
  src: string;
  width: number;
  height: number;
  /** e.g. [{ type: 'image/avif', srcSet: '/_astro/a.avif 320w, ...' }] */
  sources?: { type: string; srcSet: string }[];
  /** srcset of the fallback <img>. */
  srcSet?: string;
}

interface Props {
  image: SmartImageSource | string;
  alt: string;
  /** Display box; defaults to the image's own size. Required when `image` is a plain URL. */
  width?: number;
  height?: number;
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  fit?: 'cover' | 'contain';
  className?: string;
  /** What the picture says when it fails to load, in the page's language (issue #44). */
  unavailable?: string | undefined;
}

type LoadState = 'loading' | 'loaded' | 'error';

export default function SmartImage({ image, alt, sizes = '100vw', loading = 'lazy', fetchPriority = 'auto', fit = 'cover', className, unavailable = IMAGE_UNAVAILABLE, ...box }: Props) {
  const { source, width, height } = smartImageBox(image, box);
  const [state, setState] = useState<LoadState>('loading');
  // The image is hidden while loading only once React runs, so server HTML always shows it.
  const [hydrated, setHydrated] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const boxRef = useRef<HTMLSpanElement>(null);

  useEffect(() => setHydrated(true), []);

  // Its shimmer runs only while on screen (shimmer-in-view.ts), so it is watched while it loads.
  useEffect(() => (state === 'loading' && boxRef.current ? watchInView(boxRef.current) : undefined), [state]);

  // A new source starts loading again; a cached one can finish before the handlers are attached.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error');
    else setState('loading');
  }, [source.src]);

  const img = (
    <img
      ref={imgRef}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onLoad={() => setState('loaded')}
      onError={() => setState('error')}
    />
  );

  return (
    <span
      ref={boxRef}
      className={['smart-image', className].filter(Boolean).join(' ')}
      data-island={hydrated ? '' : undefined}
      data-priority={fetchPriority === 'high' ? '' : undefined}
      data-state={state}
      style={{ ['--smart-image-ratio' as string]: `${width} / ${height}`, ['--smart-image-fit' as string]: fit }}
    >
      {source.sources && source.sources.length > 0 ? (
        <picture>
          {source.sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      <span className="smart-image__fallback">{unavailable}</span>
    </span>
  );
}
