/**
 * The site's image box as HTML text, for markup rendered without a framework (product cards,
 * issue #14): a <smart-image> element (smart-image-element.ts: shimmer while loading, fade-in,
 * "Image not available" on error; smart-image.css), width and height always set, the <picture>
 * sources when the image has them. SmartImage.astro and SmartImage.tsx draw the same box.
 */
import { html, type SafeHtml } from '../../lib/markup/html-template.ts';
import type { SmartImageSource } from './SmartImage.tsx';
import './smart-image.css';

export interface SmartImageBoxOptions {
  /** Display box; defaults to the image's own size. Required when `image` is a plain URL. */
  width?: number | undefined;
  height?: number | undefined;
}

export interface SmartImageMarkupOptions extends SmartImageBoxOptions {
  alt: string;
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  fit?: 'cover' | 'contain';
  /** What a picture that fails to load says, in the page's language (issue #44). */
  unavailable?: string | undefined;
}

/** What a picture that fails to load says on an English page. */
export const IMAGE_UNAVAILABLE = 'Image not available';

const DEFAULT_BOX = 800;

/** The image as a source and its display box: height follows the aspect ratio unless given. */
export function smartImageBox(image: SmartImageSource | string, box: SmartImageBoxOptions): { source: SmartImageSource; width: number; height: number } {
  const source: SmartImageSource = typeof image === 'string' ? { src: image, width: box.width ?? DEFAULT_BOX, height: box.height ?? DEFAULT_BOX } : image;
  const width = box.width ?? source.width;
  const height = box.height ?? Math.round((width * source.height) / source.width);
  return { source, width, height };
}

/** <smart-image> markup for `image`, every text escaped. */
export function smartImageHtml(image: SmartImageSource | string, options: SmartImageMarkupOptions): SafeHtml {
  const { alt, sizes = '100vw', loading = 'lazy', fetchPriority = 'auto', fit = 'cover', unavailable = IMAGE_UNAVAILABLE } = options;
  const { source, width, height } = smartImageBox(image, options);
  const img = html`<img src="${source.src}"${source.srcSet ? html` srcset="${source.srcSet}" sizes="${sizes}"` : ''} alt="${alt}" width="${width}" height="${height}" loading="${loading}" decoding="async" fetchpriority="${fetchPriority}">`;
  const sources = source.sources ?? [];
  const picture = sources.length > 0 ? html`<picture>${sources.map((s) => html`<source type="${s.type}" srcset="${s.srcSet}" sizes="${sizes}">`)}${img}</picture>` : img;
  return html`<smart-image class="smart-image" data-state="loading"${fetchPriority === 'high' ? html` data-priority=""` : ''} style="--smart-image-ratio: ${width} / ${height}; --smart-image-fit: ${fit}">${picture}<span class="smart-image__fallback">${unavailable}</span></smart-image>`;
}
