/**
 * The brand's colours and app icons as the head, the web manifest and the icon endpoints state
 * them (one source; the colours are the maroon and cream tokens of src/styles/tokens.css).
 */
export const THEME_COLOUR = '#7a1f2b';
export const BACKGROUND_COLOUR = '#fff8ec';

export interface AppIcon {
  /** Path on the site. */
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

export const APPLE_TOUCH_ICON = { src: '/apple-touch-icon.png', size: 180 } as const;
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;

/**
 * The light and dark favicons (SHELL-07) as PNGs of this size, drawn at build time from
 * public/favicon-{light,dark}.svg: Chromium draws an SVG favicon in the page's own renderer, as an
 * SVG document on the main thread (a 16 ms task after the first paint of every page, issue #14); a
 * PNG is only decoded. 64 px covers a 32 px tab icon on a 2x screen.
 */
export const FAVICON_PNG_SIZE = 64;
export const FAVICON_SCHEMES = ['light', 'dark'] as const;
export type FaviconScheme = (typeof FAVICON_SCHEMES)[number];

export function faviconHref(scheme: FaviconScheme): string {
  return `/favicon-${scheme}.png`;
}

/** The Web App Manifest (https://www.w3.org/TR/appmanifest/). */
export function webManifest(names: { name: string; shortName: string; description: string }) {
  return {
    name: names.name,
    short_name: names.shortName,
    description: names.description,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** An ICO file holding PNG images (allowed since Windows Vista; every browser reads it). */
export function icoFromPngs(pngs: readonly { size: number; data: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const header = 6 + 16 * pngs.length;
  const total = header + pngs.reduce((sum, png) => sum + png.data.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, pngs.length, true);
  let offset = header;
  pngs.forEach((png, i) => {
    const entry = 6 + 16 * i;
    view.setUint8(entry, png.size >= 256 ? 0 : png.size);
    view.setUint8(entry + 1, png.size >= 256 ? 0 : png.size);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, png.data.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png.data, offset);
    offset += png.data.length;
  });
  return out;
}
