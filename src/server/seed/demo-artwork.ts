/**
 * Draws the picture of a demo product: its sweet or snack piled on a brass thali over a cream
 * background with a faint mandala, in the palette and manner of the site's own artwork
 * (scripts/artwork), so seeded products sit well beside the built-in ones (issue #16). Each piece
 * is shaded with a gradient, casts a soft shadow and carries its garnish (silver leaf, nuts, seeds).
 */
import type { ArtShape } from './demo-products.ts';

interface Art {
  shape: ArtShape;
  fill: string;
  accent: string;
}

const GOLD = '#d9b45a';
const GOLD_LIGHT = '#f4c66a';
const GOLD_DEEP = '#a87b2c';
const INK = '#2b1a12';

function channel(hex: string, i: number): number {
  return parseInt(hex.replace('#', '').slice(i * 2, i * 2 + 2), 16);
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const parts = [0, 1, 2].map((i) => Math.round(channel(hex, i) + (target - channel(hex, i)) * Math.abs(amount)));
  return `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function shadowOf(x: number, y: number, rx: number, ry: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK}" opacity=".18"/>`;
}

interface RoundPiece {
  x: number;
  y: number;
  rx: number;
  ry: number;
  /** How far the darker side shows below the top. */
  depth: number;
  /** The shadow under it: how far below the centre, and its radii. */
  shadow: { drop: number; rx: number; ry: number };
  top: string;
  side: string;
}

/** A round piece seen from above: its shadow, its darker side and its lit top. */
function roundPiece({ x, y, rx, ry, depth, shadow, top, side }: RoundPiece): string[] {
  return [
    shadowOf(x, y + shadow.drop, shadow.rx, shadow.ry),
    `<ellipse cx="${x}" cy="${y + depth}" rx="${rx}" ry="${ry}" fill="${side}"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${top}"/>`,
  ];
}

/** One piece at (x, y), drawn about `s` wide; `g` is the id of the piece's shading gradient. */
function piece(shape: ArtShape, x: number, y: number, s: number, g: string, art: Art): string {
  const { accent } = art;
  switch (shape) {
    case 'diamond':
      return [
        shadowOf(x, y + s * 0.32, s * 0.5, s * 0.1),
        `<path d="M${x} ${y - s * 0.34} L${x + s * 0.52} ${y} L${x} ${y + s * 0.34} L${x - s * 0.52} ${y} Z" fill="url(#${g})"/>`,
        `<path d="M${x} ${y + s * 0.34} L${x + s * 0.52} ${y} v${s * 0.07} L${x} ${y + s * 0.41} L${x - s * 0.52} ${y + s * 0.07} v${-s * 0.07} Z" fill="${shade(art.fill, -0.25)}"/>`,
        `<path d="M${x - s * 0.2} ${y - s * 0.08} l${s * 0.16} ${-s * 0.1} l${s * 0.22} ${s * 0.04} l${s * 0.04} ${s * 0.12} l${-s * 0.26} ${s * 0.05} Z" fill="#efece6" opacity=".85"/>`,
        `<path d="M${x - s * 0.3} ${y + s * 0.02} L${x + s * 0.3} ${y + s * 0.02}" stroke="${accent}" stroke-width="${s * 0.05}" stroke-linecap="round" opacity=".8"/>`,
      ].join('');
    case 'ball':
      return [
        shadowOf(x, y + s * 0.44, s * 0.42, s * 0.1),
        `<circle cx="${x}" cy="${y}" r="${s * 0.46}" fill="url(#${g})"/>`,
        ...[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${x + Math.cos(i * 2.4) * s * 0.26}" cy="${y + Math.sin(i * 2.4) * s * 0.24}" r="${s * 0.03}" fill="${accent}" opacity=".7"/>`),
        `<ellipse cx="${x - s * 0.16}" cy="${y - s * 0.18}" rx="${s * 0.12}" ry="${s * 0.07}" fill="#fff" opacity=".35" transform="rotate(-35 ${x - s * 0.16} ${y - s * 0.18})"/>`,
      ].join('');
    case 'square':
      return [
        shadowOf(x, y + s * 0.36, s * 0.46, s * 0.1),
        `<rect x="${x - s * 0.4}" y="${y - s * 0.26}" width="${s * 0.8}" height="${s * 0.2}" fill="${shade(art.fill, -0.2)}" transform="translate(0 ${s * 0.44})"/>`,
        `<rect x="${x - s * 0.4}" y="${y - s * 0.3}" width="${s * 0.8}" height="${s * 0.6}" rx="${s * 0.06}" fill="url(#${g})"/>`,
        `<path d="M${x - s * 0.28} ${y - s * 0.12} h${s * 0.56} M${x - s * 0.28} ${y + s * 0.06} h${s * 0.56}" stroke="${shade(art.fill, -0.12)}" stroke-width="${s * 0.025}" opacity=".6"/>`,
        `<rect x="${x - s * 0.1}" y="${y - s * 0.05}" width="${s * 0.2}" height="${s * 0.07}" rx="${s * 0.03}" fill="${accent}" transform="rotate(-20 ${x} ${y})"/>`,
      ].join('');
    case 'swirl':
      return [
        shadowOf(x, y + s * 0.3, s * 0.5, s * 0.1),
        `<ellipse cx="${x}" cy="${y}" rx="${s * 0.52}" ry="${s * 0.34}" fill="url(#${g})"/>`,
        `<path d="M${x - s * 0.3} ${y + s * 0.04} q${s * 0.3} ${-s * 0.3} ${s * 0.6} 0" stroke="${accent}" stroke-width="${s * 0.06}" fill="none" stroke-linecap="round"/>`,
        `<path d="M${x - s * 0.14} ${y - s * 0.12} q${s * 0.08} ${-s * 0.1} ${s * 0.2} ${-s * 0.02} q${-s * 0.1} ${s * 0.04} ${-s * 0.2} ${s * 0.02}Z" fill="#f3e2b8" stroke="${GOLD_DEEP}" stroke-width="2"/>`,
      ].join('');
    case 'bar':
      return [
        shadowOf(x, y + s * 0.26, s * 0.52, s * 0.08),
        `<rect x="${x - s * 0.52}" y="${y - s * 0.2}" width="${s * 1.04}" height="${s * 0.4}" rx="${s * 0.08}" fill="url(#${g})"/>`,
        ...[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${x - s * 0.36 + i * s * 0.145}" cy="${y + ((i % 2) - 0.5) * s * 0.12}" rx="${s * 0.06}" ry="${s * 0.04}" fill="${accent}" opacity=".9"/>`),
      ].join('');
    case 'mix':
      return [
        shadowOf(x, y + s * 0.3, s * 0.55, s * 0.12),
        `<ellipse cx="${x}" cy="${y + s * 0.05}" rx="${s * 0.55}" ry="${s * 0.3}" fill="url(#${g})"/>`,
        ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
          (i) =>
            `<ellipse cx="${x + Math.cos(i * 1.9) * s * 0.36}" cy="${y + Math.sin(i * 1.9) * s * 0.16}" rx="${s * 0.08}" ry="${s * 0.04}" fill="${i % 3 ? shade(art.fill, i % 2 ? 0.2 : -0.15) : accent}" transform="rotate(${i * 33} ${x + Math.cos(i * 1.9) * s * 0.36} ${y + Math.sin(i * 1.9) * s * 0.16})"/>`,
        ),
      ].join('');
    case 'biscuit':
      return [
        ...roundPiece({ x, y, rx: s * 0.46, ry: s * 0.36, depth: s * 0.06, shadow: { drop: s * 0.36, rx: s * 0.44, ry: s * 0.1 }, top: `url(#${g})`, side: shade(art.fill, -0.22) }),
        `<ellipse cx="${x}" cy="${y}" rx="${s * 0.38}" ry="${s * 0.28}" fill="none" stroke="${shade(art.fill, -0.12)}" stroke-width="${s * 0.025}" stroke-dasharray="${s * 0.05} ${s * 0.04}"/>`,
        `<circle cx="${x}" cy="${y - s * 0.02}" r="${s * 0.06}" fill="${accent}"/>`,
      ].join('');
    case 'disc':
      return [
        ...roundPiece({ x, y, rx: s * 0.46, ry: s * 0.32, depth: s * 0.07, shadow: { drop: s * 0.3, rx: s * 0.46, ry: s * 0.1 }, top: `url(#${g})`, side: shade(art.fill, -0.2) }),
        `<path d="M${x - s * 0.24} ${y} a${s * 0.24} ${s * 0.16} 0 1 0 ${s * 0.48} 0 a${s * 0.14} ${s * 0.1} 0 1 0 ${-s * 0.28} 0" fill="none" stroke="${accent}" stroke-width="${s * 0.04}"/>`,
      ].join('');
  }
}

/** Where the pieces sit on the thali, back row first so the front ones overlap them. */
const LAYOUT: [number, number, number][] = [
  [230, 300, 118],
  [370, 300, 118],
  [300, 262, 112],
  [180, 366, 124],
  [300, 380, 130],
  [420, 366, 124],
];

function mandala(): string {
  const petals = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return `<circle cx="${(300 + Math.cos(a) * 262).toFixed(1)}" cy="${(300 + Math.sin(a) * 262).toFixed(1)}" r="14"/>`;
  }).join('');
  return `<g fill="none" stroke="${GOLD}" stroke-width="2" opacity=".18"><circle cx="300" cy="300" r="276"/><circle cx="300" cy="300" r="230"/>${petals}</g>`;
}

function marigold(x: number, y: number, r: number): string {
  const petals = [0, 1, 2].flatMap((ring) =>
    Array.from({ length: 12 - ring * 3 }, (_, i) => {
      const a = (i / (12 - ring * 3)) * Math.PI * 2 + ring * 0.3;
      const rr = r * (1 - ring * 0.28);
      return `<circle cx="${(x + Math.cos(a) * rr * 0.6).toFixed(1)}" cy="${(y + Math.sin(a) * rr * 0.6).toFixed(1)}" r="${(rr * 0.42).toFixed(1)}" fill="${['#d4771a', '#e8891c', '#f4b04a'][ring]}"/>`;
    }),
  );
  return `${petals.join('')}<circle cx="${x}" cy="${y}" r="${r * 0.22}" fill="#a85a12"/>`;
}

function leaf(x: number, y: number, len: number, angle: number): string {
  return `<path d="M0 0 Q${len / 2} ${-len * 0.3} ${len} 0 Q${len / 2} ${len * 0.3} 0 0Z" fill="#4f7a3a" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

export function drawProductArtwork(name: string, art: Art): string {
  const title = name.replace(/[<>&"]/g, '');
  const g = 'piece';
  const pieces = LAYOUT.map(([x, y, s]) => piece(art.shape, x, y, s, g, art)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
<title>${title}</title>
<defs>
<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#fff8ec"/><stop offset="1" stop-color="#f7e3bd"/></radialGradient>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${GOLD_LIGHT}"/><stop offset=".5" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DEEP}"/></linearGradient>
<linearGradient id="bed" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${GOLD}"/><stop offset=".5" stop-color="${shade(GOLD_LIGHT, 0.25)}"/><stop offset="1" stop-color="${GOLD}"/></linearGradient>
<radialGradient id="${g}" cx=".35" cy=".3" r=".85"><stop offset="0" stop-color="${shade(art.fill, 0.3)}"/><stop offset=".6" stop-color="${art.fill}"/><stop offset="1" stop-color="${shade(art.fill, -0.25)}"/></radialGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>
${mandala()}
${shadowOf(300, 408, 262, 70)}
<ellipse cx="300" cy="352" rx="258" ry="128" fill="${GOLD_DEEP}"/>
<ellipse cx="300" cy="338" rx="258" ry="128" fill="url(#rim)"/>
<ellipse cx="300" cy="343" rx="222" ry="103" fill="url(#bed)"/>
<ellipse cx="300" cy="338" rx="240" ry="116" fill="none" stroke="#fff3d0" stroke-width="3" opacity=".7"/>
${pieces}
${leaf(470, 270, 70, -30)}${leaf(478, 282, 56, 10)}${marigold(478, 262, 30)}
${leaf(118, 430, 60, 160)}${marigold(112, 420, 24)}
</svg>`;
}
