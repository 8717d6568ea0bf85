/**
 * Tiny SVG toolkit for the site artwork: a document that collects gradient definitions, colour
 * arithmetic, a seeded random generator and a few shared decorations (background, plate, diya,
 * marigold). Every illustration uses the same palette and the same soft radial shading.
 */

export const P = {
  cream: '#fff8ec',
  ivory: '#fdf0d8',
  sand: '#f7e3bd',
  ink: '#2b1a12',
  inkMuted: '#5c4636',
  maroon: '#7a1f2b',
  maroonDeep: '#5a1420',
  saffron: '#e8891c',
  saffronLight: '#f4b04a',
  gold: '#d9b45a',
  goldLight: '#f4c66a',
  goldDeep: '#a87b2c',
  line: '#e6cfa3',
  leaf: '#4f7a3a',
  pistachio: '#8fae4e',
  rose: '#e58a9a',
  white: '#fffdf8',
  wood: '#8a5a36',
  woodDark: '#5e3b22',
  copper: '#b8683a',
};

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
}
export function mix(a, b, t) {
  const [ra, ga, ba] = hexToRgb(a);
  const [rb, gb, bb] = hexToRgb(b);
  return rgbToHex([ra + (rb - ra) * t, ga + (gb - ga) * t, ba + (bb - ba) * t]);
}
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);

/** Deterministic random numbers from a string seed (mulberry32 over a string hash). */
export function rng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

export const f = (n) => Math.round(n * 10) / 10;

/** One SVG document: gradients are registered once and referenced by url(#id). */
export class Doc {
  constructor(width, height, title, seed) {
    this.width = width;
    this.height = height;
    this.title = title;
    this.defs = new Map();
    this.body = [];
    this.r = rng(seed ?? title);
  }
  add(...parts) {
    this.body.push(...parts.flat());
    return this;
  }
  /** Radial shading of a base colour: light upper left, base, darker rim. */
  ball(base, light = 0.35, dark = 0.22) {
    const id = `b${hexToRgb(base).join('')}${Math.round(light * 100)}${Math.round(dark * 100)}`;
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${lighten(base, light)}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, dark)}"/></radialGradient>`,
      );
    }
    return `url(#${id})`;
  }
  /** Linear gradient through the given colours; vertical unless horizontal is true. */
  linear(colours, horizontal = false) {
    const id = `l${horizontal ? 'h' : 'v'}${colours.map((c) => c.replace('#', '')).join('')}`;
    if (!this.defs.has(id)) {
      const stops = colours.map((c, i) => `<stop offset="${f(i / (colours.length - 1))}" stop-color="${c}"/>`).join('');
      const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
      this.defs.set(id, `<linearGradient id="${id}" ${dir}>${stops}</linearGradient>`);
    }
    return `url(#${id})`;
  }
  /** A soft glow (for flames and lamps). */
  glow(colour) {
    const id = `g${colour.replace('#', '')}`;
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.75"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
      );
    }
    return `url(#${id})`;
  }
  toString() {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    const viewBox = this.viewBox ?? `0 0 ${this.width} ${this.height}`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="${viewBox}" role="img"><title>${escapeXml(this.title)}</title>${defs}${this.body.join('')}</svg>\n`;
  }
}

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Regular polygon / star points as an SVG points string. */
export function starPoints(cx, cy, outer, inner, count, rotation = -Math.PI / 2) {
  const pts = [];
  for (let i = 0; i < count * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / count;
    pts.push(`${f(cx + radius * Math.cos(a))},${f(cy + radius * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Warm cream background with a faint gold mandala behind the subject. */
export function background(doc, { cx = doc.width / 2, cy = doc.height / 2, tone = P.cream, edge = P.sand } = {}) {
  const id = `bg${tone.replace('#', '')}${edge.replace('#', '')}`;
  doc.defs.set(id, `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`);
  doc.add(`<rect width="${doc.width}" height="${doc.height}" fill="url(#${id})"/>`);
  const size = Math.min(doc.width, doc.height);
  doc.add(mandala(cx, cy, size * 0.46, P.gold, 0.16));
}

export function mandala(cx, cy, radius, colour, opacity) {
  const parts = [`<g fill="none" stroke="${colour}" stroke-width="2" opacity="${opacity}">`];
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.82)}"/>`);
  for (let i = 0; i < 24; i++) {
    const a = (i * 360) / 24;
    parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy - radius * 0.91)}" rx="${f(radius * 0.05)}" ry="${f(radius * 0.09)}" transform="rotate(${a} ${f(cx)} ${f(cy)})"/>`);
  }
  for (let i = 0; i < 12; i++) {
    const a = (i * 360) / 12 + 15;
    parts.push(`<path d="M${f(cx)} ${f(cy - radius * 0.3)} Q${f(cx + radius * 0.12)} ${f(cy - radius * 0.55)} ${f(cx)} ${f(cy - radius * 0.78)} Q${f(cx - radius * 0.12)} ${f(cy - radius * 0.55)} ${f(cx)} ${f(cy - radius * 0.3)}Z" transform="rotate(${a} ${f(cx)} ${f(cy)})"/>`);
  }
  parts.push('</g>');
  return parts.join('');
}

/** Soft contact shadow under an object. */
export function shadow(cx, cy, rx, ry, opacity = 0.16) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${P.ink}" opacity="${opacity}"/>`;
}

/** A brass thali seen from the front at a low angle. */
export function thali(doc, cx, cy, rx, ry) {
  return [
    shadow(cx, cy + ry * 0.28, rx * 1.02, ry * 1.02),
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.12)}" rx="${f(rx)}" ry="${f(ry)}" fill="${P.goldDeep}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${doc.linear([P.goldLight, P.gold, P.goldDeep], true)}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(rx * 0.86)}" ry="${f(ry * 0.8)}" fill="${doc.linear([P.gold, lighten(P.goldLight, 0.25), P.gold], true)}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.93)}" ry="${f(ry * 0.9)}" fill="none" stroke="${lighten(P.goldLight, 0.4)}" stroke-width="3" opacity="0.7"/>`,
  ];
}

/** A white ceramic plate, optionally with a coloured rim band. */
export function plate(doc, cx, cy, rx, ry, rim = P.maroon) {
  return [
    shadow(cx, cy + ry * 0.3, rx, ry),
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.1)}" rx="${f(rx)}" ry="${f(ry)}" fill="${darken(P.white, 0.12)}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${P.white}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.92)}" ry="${f(ry * 0.9)}" fill="none" stroke="${rim}" stroke-width="4" opacity="0.55"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.05)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.66)}" fill="${darken(P.white, 0.04)}"/>`,
  ];
}

/** A clay diya with its flame. */
export function diya(doc, x, y, s = 1) {
  return [
    `<ellipse cx="${f(x)}" cy="${f(y - 46 * s)}" rx="${f(40 * s)}" ry="${f(60 * s)}" fill="${doc.glow(P.goldLight)}"/>`,
    shadow(x, y + 14 * s, 48 * s, 10 * s, 0.18),
    `<path d="M${f(x - 52 * s)} ${f(y - 12 * s)} Q${f(x)} ${f(y + 34 * s)} ${f(x + 52 * s)} ${f(y - 12 * s)} Q${f(x + 66 * s)} ${f(y - 18 * s)} ${f(x + 70 * s)} ${f(y - 24 * s)} L${f(x + 40 * s)} ${f(y - 16 * s)} Q${f(x)} ${f(y - 6 * s)} ${f(x - 52 * s)} ${f(y - 12 * s)}Z" fill="${doc.linear([P.copper, darken(P.copper, 0.3)])}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y - 13 * s)}" rx="${f(48 * s)}" ry="${f(9 * s)}" fill="${darken(P.copper, 0.45)}"/>`,
    `<path d="M${f(x - 40 * s)} ${f(y - 2 * s)} Q${f(x)} ${f(y + 20 * s)} ${f(x + 40 * s)} ${f(y - 2 * s)}" stroke="${P.goldLight}" stroke-width="${f(3 * s)}" fill="none" stroke-dasharray="${f(6 * s)} ${f(6 * s)}"/>`,
    `<path d="M${f(x + 46 * s)} ${f(y - 20 * s)} Q${f(x + 30 * s)} ${f(y - 50 * s)} ${f(x + 50 * s)} ${f(y - 78 * s)} Q${f(x + 66 * s)} ${f(y - 46 * s)} ${f(x + 46 * s)} ${f(y - 20 * s)}Z" fill="${P.saffronLight}"/>`,
    `<path d="M${f(x + 47 * s)} ${f(y - 24 * s)} Q${f(x + 40 * s)} ${f(y - 44 * s)} ${f(x + 50 * s)} ${f(y - 60 * s)} Q${f(x + 57 * s)} ${f(y - 42 * s)} ${f(x + 47 * s)} ${f(y - 24 * s)}Z" fill="${lighten(P.goldLight, 0.6)}"/>`,
  ];
}

/** A marigold flower head seen from above. */
export function marigold(doc, x, y, r, colour = P.saffron) {
  const parts = [];
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (1 - ring * 0.28);
    const count = 14 - ring * 3;
    const c = ring === 0 ? darken(colour, 0.08) : ring === 1 ? colour : lighten(colour, 0.2);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + ring * 0.3;
      parts.push(`<circle cx="${f(x + Math.cos(a) * rr * 0.6)}" cy="${f(y + Math.sin(a) * rr * 0.6)}" r="${f(rr * 0.42)}" fill="${c}"/>`);
    }
  }
  parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.22)}" fill="${darken(colour, 0.25)}"/>`);
  return parts;
}

/** A small green leaf. */
export function leaf(x, y, len, angle, colour = P.leaf) {
  return `<path d="M0 0 Q${f(len * 0.5)} ${f(-len * 0.3)} ${f(len)} 0 Q${f(len * 0.5)} ${f(len * 0.3)} 0 0Z" fill="${colour}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"/>`;
}
