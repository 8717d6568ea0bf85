/**
 * A drawing from public/ as inline <svg> markup, for the build (issue #14): an SVG in an <img> is a
 * document of its own that Chromium loads, styles and lays out on the page's main thread (5-10 ms
 * before the first paint for the header logo); inline, it is a few shapes of the page. The drawing's
 * own <title> goes (what it shows is said where it is used), and it is hidden from assistive
 * technology: inline drawings here are decoration beside their text.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../lib/markup/html-template.ts';

export interface InlineSvgOptions {
  className: string;
  width: number;
  height: number;
  /** data-* attributes of the <svg>, by name without "data-". */
  data?: Record<string, string>;
}

const ROOT_TAG = /<svg\b[^>]*>/;
const VIEW_BOX = /\bviewBox="([^"]+)"/;

/** The markup of `svgSource` (an <svg> document's text) as an inline, decorative <svg>. */
export function inlineSvgMarkup(svgSource: string, { className, width, height, data = {} }: InlineSvgOptions): string {
  const root = ROOT_TAG.exec(svgSource);
  const viewBox = root ? VIEW_BOX.exec(root[0])?.[1] : undefined;
  if (!root || viewBox === undefined) throw new Error('Not an SVG drawing with a viewBox');
  const body = svgSource
    .slice(root.index + root[0].length, svgSource.lastIndexOf('</svg>'))
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<svg class="${escapeHtml(className)}" viewBox="${escapeHtml(viewBox)}" width="${width}" height="${height}"${dataAttributes} aria-hidden="true" focusable="false">${body}</svg>`;
}

/** The drawing at `publicPath` ("/logos/x.svg", a file under public/) as inline markup. */
export async function inlineSvg(publicPath: string, options: InlineSvgOptions): Promise<string> {
  const source = await readFile(join(process.cwd(), 'public', publicPath), 'utf8');
  return inlineSvgMarkup(source, options);
}
