/**
 * The layout of a 1200 × 630 share card (Open Graph / Twitter image) as SVG text: brand colour on
 * the left with the kicker (brand), the title in up to three lines and the site's host; the page's
 * artwork fills the right half (composited by the build). Pure, so the wrapping is unit-tested.
 */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
export const SHARE_TEXT_WIDTH = 600;
export const SHARE_TYPE = 'image/jpeg';

export interface ShareCardText {
  kicker: string;
  title: string;
  footer: string;
}

/** Greedy word wrap to `maxChars` a line, at most `maxLines` lines, the last one ellipsised if cut. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, maxChars - 1).replace(/\s+\S*$/, '') || last.slice(0, maxChars - 1)}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where a title set apart from the SVG goes (issue #44): its left edge, width, and the centre of its lines. */
export const SHARE_TITLE_BOX = { left: 56, width: SHARE_TEXT_WIDTH - 56 - 40, middle: 250, maxHeight: 300 } as const;

/**
 * The Indic script a title is written in, if any (issue #44): a Telugu or Hindi page's title is set by
 * the build in that script's subset font (share-image.ts), since the renderer of the SVG has no such font.
 */
export function titleScript(title: string): 'telugu' | 'devanagari' | undefined {
  if (/[\u0C00-\u0C7F]/.test(title)) return 'telugu';
  if (/[\u0900-\u097F]/.test(title)) return 'devanagari';
  return undefined;
}

/**
 * The SVG of the card's text panel (SHARE_TEXT_WIDTH × SHARE_HEIGHT). With `withTitle` false the title
 * is left out, for the build to set it in its own font within SHARE_TITLE_BOX.
 */
export function shareCardSvg({ kicker, title, footer }: ShareCardText, withTitle = true): string {
  const long = title.length > 42;
  const size = long ? 50 : 62;
  const lines = wrapTitle(title, long ? 19 : 15, 4);
  const lineHeight = Math.round(size * 1.18);
  const top = 250 - ((lines.length - 1) * lineHeight) / 2;
  const tspans = lines
    .map((line, i) => `<tspan x="56" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_TEXT_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_TEXT_WIDTH} ${SHARE_HEIGHT}">
<rect width="100%" height="100%" fill="#7a1f2b"/>
<rect x="56" y="84" width="72" height="6" fill="#e8b04b"/>
<text x="56" y="140" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" font-weight="700" fill="#f6d58e" letter-spacing="1">${escapeXml(kicker.toUpperCase())}</text>
${withTitle ? `<text font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="${size}" font-weight="700" fill="#ffffff">${tspans}</text>` : ''}
<text x="56" y="566" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#f3e3e5">${escapeXml(footer)}</text>
</svg>`;
}
