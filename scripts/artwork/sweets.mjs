/**
 * Sweets, namkeen and bakery: one drawing per family (laddu, katli, roll, kalash, modak, barfi,
 * peda, halwa, syrup sweets, jalebi, Andhra sweets, dry fruit, namkeen, bakery), tinted and garnished
 * per item, always on a brass thali or in a bowl over the same cream background.
 */
import { Doc, P, background, darken, diya, f, leaf, lighten, marigold, mix, shadow, thali } from './svg.mjs';

// ---------- pieces (also used by the gift packaging) ----------

export function sprinkle(doc, cx, cy, rx, ry, count, draw) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const a = doc.r.range(0, Math.PI * 2);
    const d = Math.sqrt(doc.r.next()) * 0.88;
    out.push(draw(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, i));
  }
  return out;
}

const nutColours = ['#c99a5b', '#f3e2b8', '#9bbb59', '#7b4a2a'];

export function nutChunk(doc, x, y, s, colour) {
  return `<rect x="${f(x - s)}" y="${f(y - s * 0.6)}" width="${f(s * 2)}" height="${f(s * 1.2)}" rx="${f(s * 0.4)}" fill="${colour}" transform="rotate(${f(doc.r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
}

function garnishTop(doc, x, y, r, kind) {
  switch (kind) {
    case 'melon':
      return [0, 1, 2, 3].map((i) => `<ellipse cx="${f(x - r * 0.25 + i * r * 0.17)}" cy="${f(y - r * 0.72 + (i % 2) * 6)}" rx="${f(r * 0.08)}" ry="${f(r * 0.045)}" fill="${P.white}" transform="rotate(${20 + i * 25} ${f(x)} ${f(y - r * 0.7)})"/>`);
    case 'almond':
      return [`<ellipse cx="${f(x)}" cy="${f(y - r * 0.62)}" rx="${f(r * 0.26)}" ry="${f(r * 0.1)}" fill="#f0dcb4" stroke="#c99a5b" stroke-width="2" transform="rotate(-18 ${f(x)} ${f(y - r * 0.62)})"/>`];
    case 'pistachio':
      return [0, 1, 2].map((i) => `<rect x="${f(x - r * 0.2 + i * r * 0.14)}" y="${f(y - r * 0.66 - (i % 2) * 5)}" width="${f(r * 0.16)}" height="${f(r * 0.06)}" rx="3" fill="${P.pistachio}" transform="rotate(${f(-30 + i * 30)} ${f(x)} ${f(y - r * 0.6)})"/>`);
    case 'cashew':
      return [`<path d="M${f(x - r * 0.2)} ${f(y - r * 0.55)} q${f(r * 0.2)} ${f(-r * 0.35)} ${f(r * 0.42)} 0 q${f(-r * 0.2)} ${f(-r * 0.12)} ${f(-r * 0.42)} 0Z" fill="#f3e2b8" stroke="#c99a5b" stroke-width="2"/>`];
    case 'silver':
      return [`<path d="M${f(x - r * 0.4)} ${f(y - r * 0.5)} l${f(r * 0.3)} ${f(-r * 0.22)} l${f(r * 0.42)} ${f(r * 0.05)} l${f(r * 0.1)} ${f(r * 0.24)} l${f(-r * 0.5)} ${f(r * 0.1)}Z" fill="#efece6" opacity="0.9"/>`];
    default:
      return [];
  }
}

export function laddu(doc, x, y, r, o) {
  const out = [shadow(x, y + r * 0.88, r * 0.85, r * 0.18, 0.2), `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${doc.ball(o.color)}"/>`];
  const tex = o.texture;
  if (tex === 'pearls') out.push(...sprinkle(doc, x, y, r, r, 90, (px, py, i) => `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r * 0.065)}" fill="${i % 3 ? lighten(o.color, 0.3) : darken(o.color, 0.2)}" opacity="0.7"/>`));
  if (tex === 'crumb' || tex === 'speckle') out.push(...sprinkle(doc, x, y, r, r, 45, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r * 0.03)}" fill="${darken(o.color, 0.3)}" opacity="0.55"/>`));
  if (tex === 'nuts') out.push(...sprinkle(doc, x, y, r, r, 16, (px, py) => nutChunk(doc, px, py, r * 0.09, doc.r.pick(nutColours))));
  if (tex === 'coconut') out.push(...sprinkle(doc, x, y, r, r, 60, (px, py) => `<path d="M${f(px)} ${f(py)} l${f(doc.r.range(-8, 8))} ${f(doc.r.range(-5, 5))}" stroke="${P.white}" stroke-width="3" stroke-linecap="round"/>`));
  if (tex === 'rava') {
    out.push(...sprinkle(doc, x, y, r, r, 30, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="2.5" fill="${darken(o.color, 0.15)}" opacity="0.6"/>`));
    out.push(...sprinkle(doc, x, y, r * 0.8, r * 0.8, 4, (px, py) => `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r * 0.08)}" ry="${f(r * 0.05)}" fill="#5a2f3a"/>`));
  }
  out.push(`<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.22)}" ry="${f(r * 0.14)}" fill="#fff" opacity="0.28" transform="rotate(-35 ${f(x - r * 0.35)} ${f(y - r * 0.4)})"/>`);
  out.push(...garnishTop(doc, x, y, r, o.garnish));
  return out;
}

function silverLeaf(doc, pts) {
  const jitter = pts.map(([px, py]) => `${f(px + doc.r.range(-6, 6))},${f(py + doc.r.range(-4, 4))}`).join(' ');
  return `<polygon points="${jitter}" fill="#efece6" opacity="0.88"/>`;
}

export function katli(doc, x, y, w, o) {
  const h = w * 0.5;
  const t = w * 0.13;
  const out = [
    shadow(x, y + h + t, w * 0.95, h * 0.35, 0.15),
    `<polygon points="${f(x - w)},${f(y)} ${f(x)},${f(y + h)} ${f(x + w)},${f(y)} ${f(x + w)},${f(y + t)} ${f(x)},${f(y + h + t)} ${f(x - w)},${f(y + t)}" fill="${darken(o.color, 0.16)}"/>`,
    `<polygon points="${f(x)},${f(y - h)} ${f(x + w)},${f(y)} ${f(x)},${f(y + h)} ${f(x - w)},${f(y)}" fill="${doc.linear([lighten(o.color, 0.25), o.color], true)}"/>`,
  ];
  if (o.silver) out.push(silverLeaf(doc, [[x - w * 0.1, y - h * 0.6], [x + w * 0.45, y - h * 0.1], [x + w * 0.05, y + h * 0.45], [x - w * 0.5, y]]));
  if (o.saffron) for (let i = 0; i < 4; i++) out.push(`<path d="M${f(x + doc.r.range(-w * 0.4, w * 0.3))} ${f(y + doc.r.range(-h * 0.4, h * 0.3))} l${f(doc.r.range(8, 18))} ${f(doc.r.range(-6, 6))}" stroke="#c7361b" stroke-width="2.5" stroke-linecap="round"/>`);
  return out;
}

export function rollSlice(doc, x, y, r, o) {
  const t = r * 0.35;
  return [
    shadow(x, y + r * 0.5 + t, r * 1.05, r * 0.25, 0.15),
    `<path d="M${f(x - r)} ${f(y)} v${f(t)} a${f(r)} ${f(r * 0.55)} 0 0 0 ${f(r * 2)} 0 v${f(-t)}Z" fill="${darken(o.color, 0.12)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="${o.color}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.52)}" ry="${f(r * 0.29)}" fill="${o.centre}"/>`,
    `<path d="M${f(x - r * 0.3)} ${f(y)} a${f(r * 0.3)} ${f(r * 0.16)} 0 1 1 ${f(r * 0.55)} 0" fill="none" stroke="${lighten(o.color, 0.2)}" stroke-width="3"/>`,
    o.silver ? silverLeaf(doc, [[x - r * 0.8, y - r * 0.1], [x - r * 0.3, y - r * 0.45], [x + r * 0.5, y - r * 0.4], [x + r * 0.2, y]]) : '',
  ];
}

function kalash(doc, x, y, s, o) {
  return [
    shadow(x, y + 62 * s, 52 * s, 10 * s, 0.16),
    `<path d="M${f(x - 26 * s)} ${f(y - 44 * s)} h${f(52 * s)} l${f(-8 * s)} ${f(14 * s)} c${f(40 * s)} ${f(10 * s)} ${f(46 * s)} ${f(80 * s)} ${f(-18 * s)} ${f(92 * s)} c${f(-64 * s)} ${f(-12 * s)} ${f(-58 * s)} ${f(-82 * s)} ${f(-18 * s)} ${f(-92 * s)}Z" fill="${doc.ball(o.color, 0.3, 0.18)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y - 44 * s)}" rx="${f(26 * s)}" ry="${f(7 * s)}" fill="#efece6"/>`,
    `<path d="M${f(x - 40 * s)} ${f(y + 8 * s)} q${f(40 * s)} ${f(14 * s)} ${f(80 * s)} 0" stroke="${o.band}" stroke-width="${f(7 * s)}" fill="none" stroke-linecap="round"/>`,
    `<circle cx="${f(x)}" cy="${f(y - 54 * s)}" r="${f(8 * s)}" fill="${P.pistachio}"/>`,
  ];
}

function modak(doc, x, y, s, o) {
  const out = [
    shadow(x, y + 50 * s, 50 * s, 9 * s, 0.16),
    `<path d="M${f(x)} ${f(y - 60 * s)} C${f(x + 14 * s)} ${f(y - 30 * s)} ${f(x + 56 * s)} ${f(y + 10 * s)} ${f(x + 44 * s)} ${f(y + 40 * s)} Q${f(x)} ${f(y + 60 * s)} ${f(x - 44 * s)} ${f(y + 40 * s)} C${f(x - 56 * s)} ${f(y + 10 * s)} ${f(x - 14 * s)} ${f(y - 30 * s)} ${f(x)} ${f(y - 60 * s)}Z" fill="${doc.ball(o.color, 0.3, 0.2)}"/>`,
  ];
  for (let i = -2; i <= 2; i++) out.push(`<path d="M${f(x)} ${f(y - 56 * s)} Q${f(x + i * 16 * s)} ${f(y)} ${f(x + i * 20 * s)} ${f(y + 46 * s)}" stroke="${darken(o.color, 0.18)}" stroke-width="${f(2.5 * s)}" fill="none"/>`);
  return out;
}

export function barfi(doc, x, y, w, o) {
  const h = w * 0.42;
  const d = w * 0.2;
  const left = x - w / 2;
  const out = [shadow(x + d * 0.4, y + h + 4, w * 0.62, h * 0.22, 0.15)];
  // right face
  out.push(`<polygon points="${f(left + w)},${f(y)} ${f(left + w + d)},${f(y - d)} ${f(left + w + d)},${f(y - d + h)} ${f(left + w)},${f(y + h)}" fill="${darken(o.layers[0][0], 0.2)}"/>`);
  // front face layers (fractions of the height, bottom-up)
  let acc = 0;
  for (const [colour, frac] of o.layers) {
    const lh = h * frac;
    out.push(`<rect x="${f(left)}" y="${f(y + h - acc - lh)}" width="${f(w)}" height="${f(lh)}" fill="${colour}"/>`);
    acc += lh;
  }
  if (o.caramel) out.push(`<ellipse cx="${f(x)}" cy="${f(y + h * 0.5)}" rx="${f(w * 0.3)}" ry="${f(h * 0.25)}" fill="${o.caramel}" opacity="0.85"/>`);
  if (o.porous) out.push(...Array.from({ length: 10 }, () => `<circle cx="${f(left + doc.r.range(6, w - 6))}" cy="${f(y + doc.r.range(5, h - 5))}" r="${f(doc.r.range(2, 4.5))}" fill="${darken(o.layers[0][0], 0.25)}" opacity="0.6"/>`));
  // top face
  out.push(`<polygon points="${f(left)},${f(y)} ${f(left + w)},${f(y)} ${f(left + w + d)},${f(y - d)} ${f(left + d)},${f(y - d)}" fill="${lighten(o.top, 0.12)}"/>`);
  const tx = x + d / 2;
  const ty = y - d / 2;
  if (o.garnish === 'pistachio') for (let i = 0; i < 5; i++) out.push(`<rect x="${f(tx + doc.r.range(-w * 0.35, w * 0.25))}" y="${f(ty + doc.r.range(-d * 0.3, d * 0.1))}" width="${f(w * 0.12)}" height="4" rx="2" fill="${P.pistachio}" transform="rotate(${f(doc.r.range(-40, 40))} ${f(tx)} ${f(ty)})"/>`);
  if (o.garnish === 'silver') out.push(silverLeaf(doc, [[left + d * 0.6, y - d * 0.2], [left + w * 0.7, y - d * 0.15], [left + w * 0.85 + d * 0.5, y - d * 0.85], [left + d * 1.2, y - d * 0.85]]));
  if (o.garnish === 'almond') for (let i = 0; i < 3; i++) out.push(`<ellipse cx="${f(tx - w * 0.25 + i * w * 0.25)}" cy="${f(ty)}" rx="${f(w * 0.09)}" ry="${f(w * 0.035)}" fill="#f0dcb4" stroke="#c99a5b" stroke-width="1.5"/>`);
  if (o.garnish === 'coconut') for (let i = 0; i < 12; i++) out.push(`<path d="M${f(tx + doc.r.range(-w * 0.4, w * 0.35))} ${f(ty + doc.r.range(-d * 0.3, d * 0.3))} l6 2" stroke="${P.white}" stroke-width="2.5" stroke-linecap="round"/>`);
  if (o.garnish === 'cashew') out.push(`<path d="M${f(tx - 12)} ${f(ty + 2)} q12 -16 26 0 q-12 -6 -26 0Z" fill="#f3e2b8" stroke="#c99a5b" stroke-width="1.5"/>`);
  return out;
}

export function peda(doc, x, y, r, o) {
  const t = r * 0.3;
  const out = [
    shadow(x, y + r * 0.45 + t, r * 1.05, r * 0.2, 0.16),
    `<path d="M${f(x - r)} ${f(y)} v${f(t)} a${f(r)} ${f(r * 0.45)} 0 0 0 ${f(r * 2)} 0 v${f(-t)}Z" fill="${darken(o.color, 0.15)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.45)}" fill="${doc.ball(o.color, 0.25, 0.1)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y + 2)}" rx="${f(r * 0.32)}" ry="${f(r * 0.14)}" fill="${darken(o.color, 0.12)}"/>`,
  ];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out.push(`<path d="M${f(x + Math.cos(a) * r * 0.45)} ${f(y + Math.sin(a) * r * 0.2)} L${f(x + Math.cos(a) * r * 0.85)} ${f(y + Math.sin(a) * r * 0.38)}" stroke="${darken(o.color, 0.1)}" stroke-width="2"/>`);
  }
  if (o.garnish === 'pistachio') out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.16)}" ry="${f(r * 0.08)}" fill="${P.pistachio}"/>`);
  if (o.garnish === 'sugar') out.push(...sprinkle(doc, x, y, r, r * 0.45, 40, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="1.8" fill="${P.white}" opacity="0.9"/>`));
  if (o.garnish === 'saffron') out.push(`<path d="M${f(x - 8)} ${f(y)} l14 -3 M${f(x - 4)} ${f(y + 4)} l12 1" stroke="#c7361b" stroke-width="2.5" stroke-linecap="round"/>`);
  return out;
}

export function katori(doc, cx, cy, w, body = [P.goldLight, P.gold, P.goldDeep]) {
  const h = w * 0.42;
  return {
    back: [shadow(cx, cy + h + 6, w * 0.8, h * 0.18, 0.18)],
    body: [
      `<path d="M${f(cx - w / 2)} ${f(cy)} Q${f(cx - w * 0.46)} ${f(cy + h)} ${f(cx)} ${f(cy + h)} Q${f(cx + w * 0.46)} ${f(cy + h)} ${f(cx + w / 2)} ${f(cy)}Z" fill="${doc.linear(body, true)}"/>`,
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w / 2)}" ry="${f(w * 0.1)}" fill="none" stroke="${lighten(body[0], 0.3)}" stroke-width="5"/>`,
    ],
    inside: `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w / 2 - 3)}" ry="${f(w * 0.1 - 2)}" fill="${darken(body[2], 0.2)}"/>`,
    h,
  };
}

function mound(doc, cx, cy, w, colour, gloss = true) {
  return [
    `<path d="M${f(cx - w / 2)} ${f(cy)} Q${f(cx - w * 0.3)} ${f(cy - w * 0.34)} ${f(cx)} ${f(cy - w * 0.36)} Q${f(cx + w * 0.3)} ${f(cy - w * 0.34)} ${f(cx + w / 2)} ${f(cy)}Z" fill="${doc.ball(colour, 0.3, 0.15)}"/>`,
    gloss ? `<path d="M${f(cx - w * 0.25)} ${f(cy - w * 0.22)} q${f(w * 0.12)} ${f(-w * 0.1)} ${f(w * 0.26)} ${f(-w * 0.08)}" stroke="#fff" stroke-width="6" opacity="0.35" fill="none" stroke-linecap="round"/>` : '',
  ];
}

function spiralPath(cx, cy, turns, step, squash = 0.6) {
  const pts = [];
  for (let t = 0.6; t < turns * Math.PI * 2; t += 0.25) {
    const r = step * t;
    pts.push(`${f(cx + Math.cos(t) * r)},${f(cy + Math.sin(t) * r * squash)}`);
  }
  return `M${pts.join(' L')}`;
}

function jalebi(doc, x, y, s, colour) {
  const d = spiralPath(x, y, 2.6, 5.2 * s);
  return [
    `<path d="${d}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="${f(19 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(14 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="${lighten(colour, 0.45)}" stroke-width="${f(3.5 * s)}" stroke-linecap="round" opacity="0.8" transform="translate(-2 -3)"/>`,
  ];
}

function imarti(doc, x, y, s, colour) {
  const out = [];
  const loops = 11;
  for (const [stroke, width] of [[darken(colour, 0.25), 13], [colour, 9], [lighten(colour, 0.4), 2.5]]) {
    let d = '';
    for (let i = 0; i < loops; i++) {
      const a = (i / loops) * Math.PI * 2;
      const lx = x + Math.cos(a) * 58 * s;
      const ly = y + Math.sin(a) * 58 * s * 0.6;
      d += `M${f(lx + 14 * s)} ${f(ly)} a${f(14 * s)} ${f(10 * s)} 0 1 1 -0.1 0 `;
    }
    d += `M${f(x + 36 * s)} ${f(y)} a${f(36 * s)} ${f(22 * s)} 0 1 1 -0.1 0`;
    out.push(`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width * s)}"/>`);
  }
  return out;
}

function halfMoon(doc, x, y, w, colour, angle) {
  const out = [`<g transform="rotate(${angle} ${f(x)} ${f(y)})">`, shadow(x, y + 8, w, w * 0.18, 0.16)];
  out.push(`<path d="M${f(x - w)} ${f(y)} A${f(w)} ${f(w * 0.8)} 0 0 1 ${f(x + w)} ${f(y)}Z" fill="${doc.ball(colour, 0.3, 0.15)}"/>`);
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI + (i / 12) * Math.PI;
    out.push(`<circle cx="${f(x + Math.cos(a) * w)}" cy="${f(y + Math.sin(a) * w * 0.8)}" r="${f(w * 0.09)}" fill="${darken(colour, 0.12)}"/>`);
  }
  out.push(`<path d="M${f(x - w)} ${f(y)} H${f(x + w)}" stroke="${darken(colour, 0.2)}" stroke-width="4"/>`, '</g>');
  return out;
}

function foldedSheet(doc, x, y, w, h) {
  const out = [shadow(x + w / 2, y + h + 6, w * 0.55, 8, 0.15)];
  out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="10" fill="${doc.linear(['#fbf4e4', '#efe0c0'])}"/>`);
  for (let i = 1; i < 8; i++) out.push(`<path d="M${f(x + 6)} ${f(y + (i * h) / 8)} h${f(w - 12)}" stroke="#e2cfa4" stroke-width="1.5"/>`);
  out.push(`<path d="M${f(x + 4)} ${f(y + h * 0.5)} h${f(w - 8)}" stroke="#a0622d" stroke-width="5" opacity="0.8"/>`);
  out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="10" fill="none" stroke="#fff" stroke-width="3" opacity="0.6"/>`);
  return out;
}

export function disc(doc, x, y, r, colour, dots) {
  const t = r * 0.22;
  const out = [
    shadow(x, y + r * 0.4 + t, r, r * 0.18, 0.15),
    `<path d="M${f(x - r)} ${f(y)} v${f(t)} a${f(r)} ${f(r * 0.42)} 0 0 0 ${f(r * 2)} 0 v${f(-t)}Z" fill="${darken(colour, 0.2)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.42)}" fill="${doc.ball(colour, 0.25, 0.15)}"/>`,
  ];
  if (dots) out.push(...sprinkle(doc, x, y, r, r * 0.42, dots.count, (px, py) => `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(dots.size)}" ry="${f(dots.size * 0.6)}" fill="${doc.r.pick(dots.colours)}" opacity="0.9"/>`));
  return out;
}

// ---------- compositions ----------

function decorate(doc, decor) {
  if (decor === 'diya') doc.add(diya(doc, 110, 730, 0.8));
  if (decor === 'marigold') {
    doc.add(marigold(doc, 80, 700, 34), marigold(doc, 150, 745, 26, P.saffronLight), leaf(40, 740, 50, -20));
  }
  if (decor === 'both') doc.add(diya(doc, 700, 735, 0.75), marigold(doc, 90, 720, 32), marigold(doc, 150, 760, 22, P.saffronLight));
}

const PYRAMID = [
  ...[290, 400, 510].map((x) => [x, 470, 0.95]),
  ...[345, 455].map((x) => [x, 395, 0.95]),
  ...[235, 345, 455, 565].map((x) => [x, 560, 1]),
];

export function drawSweet(id, title, spec) {
  const doc = new Doc(800, 800, title, id);
  const [family, o] = spec;
  const decor = doc.r.pick(['diya', 'marigold', 'both']);
  background(doc, { cy: 430 });
  // The subject is drawn at a comfortable scale around the plate centre.
  doc.add('<g transform="translate(400 560) scale(1.22) translate(-400 -560)">');
  drawSubject(doc, id, family, o);
  doc.add('</g>');
  decorate(doc, decor);
  return doc.toString();
}

function drawSubject(doc, id, family, o) {
  switch (family) {
    case 'laddu': {
      doc.add(thali(doc, 400, 590, 320, 110));
      for (const [x, y, k] of PYRAMID) doc.add(laddu(doc, x, y, 72 * k, o));
      break;
    }
    case 'katli': {
      doc.add(thali(doc, 400, 590, 320, 110));
      const rows = [[430, [250, 400, 550]], [500, [175, 325, 475, 625]], [575, [250, 400, 550]]];
      for (const [y, xs] of rows) for (const x of xs) doc.add(katli(doc, x, y, 78, o));
      break;
    }
    case 'roll': {
      doc.add(thali(doc, 400, 590, 320, 110));
      for (const [x, y] of [[300, 480], [430, 470], [240, 560], [370, 565], [500, 555], [600, 500], [630, 590]]) doc.add(rollSlice(doc, x, y, 62, o));
      break;
    }
    case 'kalash': {
      doc.add(thali(doc, 400, 600, 320, 110));
      for (const [x, y] of [[280, 480], [400, 470], [520, 480], [220, 570], [340, 580], [460, 580], [580, 570]]) doc.add(kalash(doc, x, y, 0.95, o));
      break;
    }
    case 'modak': {
      doc.add(thali(doc, 400, 600, 320, 110));
      for (const [x, y] of [[290, 490], [400, 480], [510, 490], [235, 575], [345, 585], [455, 585], [565, 575]]) doc.add(modak(doc, x, y, 1, o));
      break;
    }
    case 'barfi': {
      doc.add(thali(doc, 400, 600, 320, 110));
      const rows = [[450, [240, 375, 510]], [540, [190, 325, 460, 595]]];
      for (const [y, xs] of rows) for (const x of xs) doc.add(barfi(doc, x, y, 118, o));
      break;
    }
    case 'peda': {
      doc.add(thali(doc, 400, 600, 320, 110));
      const rows = [[470, [270, 400, 530]], [540, [205, 335, 465, 595]], [610, [300, 430, 560]]];
      for (const [y, xs] of rows) for (const x of xs) doc.add(peda(doc, x, y, 62, o));
      break;
    }
    case 'halwa-bowl': {
      doc.add(thali(doc, 400, 620, 330, 105));
      const k = katori(doc, 400, 470, 380);
      doc.add(k.back, k.inside, mound(doc, 400, 472, 370, o.color), k.body);
      if (o.nuts) for (let i = 0; i < 9; i++) doc.add(nutChunk(doc, 400 + doc.r.range(-120, 120), 420 + doc.r.range(-30, 20), 12, doc.r.pick(o.nuts)));
      if (o.apricots) for (const [x, y] of [[330, 430], [420, 415], [480, 440], [380, 450]]) doc.add(`<circle cx="${x}" cy="${y}" r="26" fill="${doc.ball('#d9822b', 0.3, 0.3)}"/>`);
      break;
    }
    case 'halwa-disc': {
      doc.add(thali(doc, 400, 600, 320, 110));
      doc.add(disc(doc, 400, 500, 230, o.color, { count: 60, size: 11, colours: ['#8fae4e', '#f0dcb4', '#c99a5b'] }));
      doc.add(`<path d="M400 500 L630 500 A230 97 0 0 1 560 570Z" fill="${darken(o.color, 0.15)}" opacity="0.35"/>`);
      break;
    }
    case 'tray-squares': {
      doc.add(shadow(400, 650, 330, 40), `<rect x="90" y="380" width="620" height="270" rx="24" fill="${doc.linear([P.goldLight, P.goldDeep])}"/>`, `<rect x="110" y="398" width="580" height="234" rx="16" fill="${darken(P.gold, 0.25)}"/>`);
      for (let r = 0; r < 2; r++) for (let c = 0; c < 4; c++) doc.add(barfi(doc, 185 + c * 140, 440 + r * 100, 108, o));
      break;
    }
    case 'slabs': {
      doc.add(thali(doc, 400, 600, 320, 110));
      const colours = o.colours;
      for (let i = 0; i < 6; i++) {
        const x = 200 + (i % 3) * 140;
        const y = 440 + Math.floor(i / 3) * 100;
        doc.add(barfi(doc, x + 40, y, 112, { layers: [[colours[i % colours.length], 1]], top: colours[i % colours.length], garnish: 'cashew' }));
      }
      break;
    }
    case 'syrup': {
      doc.add(shadow(400, 690, 300, 40, 0.2));
      doc.add(`<path d="M110 430 Q120 690 400 690 Q680 690 690 430Z" fill="${doc.linear([lighten(P.maroon, 0.1), P.maroonDeep], true)}"/>`);
      doc.add(`<ellipse cx="400" cy="430" rx="290" ry="70" fill="${darken(P.maroonDeep, 0.2)}"/>`);
      doc.add(`<ellipse cx="400" cy="436" rx="272" ry="60" fill="${o.syrup}" opacity="0.95"/>`);
      const balls = o.shape === 'disc'
        ? [[300, 430], [420, 420], [520, 440], [360, 455], [470, 462]].map(([x, y]) => disc(doc, x, y, 62, o.color, o.dots ? { count: 8, size: 6, colours: [P.pistachio, '#f0dcb4'] } : null))
        : o.shape === 'oval'
          ? [[300, 415], [420, 405], [530, 420], [350, 455], [470, 458]].map(([x, y], i) => [`<ellipse cx="${x}" cy="${y}" rx="62" ry="36" fill="${doc.ball(i % 2 ? o.color : o.alt, 0.3, 0.12)}"/>`, `<path d="M${x - 50} ${y} h100" stroke="${P.white}" stroke-width="8" stroke-linecap="round"/>`])
          : [[300, 410], [410, 398], [520, 412], [350, 450], [465, 452]].map(([x, y]) => [`<circle cx="${x}" cy="${y}" r="58" fill="${doc.ball(o.color, 0.35, 0.25)}"/>`, `<ellipse cx="${x - 20}" cy="${y - 24}" rx="16" ry="9" fill="#fff" opacity="0.45"/>`]);
      doc.add(...balls);
      doc.add(`<path d="M128 470 Q400 530 672 470" stroke="${o.syrup}" stroke-width="18" opacity="0.5" fill="none"/>`);
      doc.add(`<path d="M140 500 Q150 640 300 670" stroke="#fff" stroke-width="10" opacity="0.15" fill="none" stroke-linecap="round"/>`);
      if (o.garnish) doc.add(...Array.from({ length: 10 }, () => nutChunk(doc, 400 + doc.r.range(-180, 180), 430 + doc.r.range(-30, 30), 7, doc.r.pick([P.pistachio, '#f0dcb4']))));
      break;
    }
    case 'jalebi': {
      doc.add(thali(doc, 400, 600, 320, 110));
      const draw = o.shape === 'imarti' ? imarti : jalebi;
      for (const [x, y] of [[290, 480], [470, 470], [380, 560], [560, 570], [230, 580]]) doc.add(draw(doc, x, y, 1, o.color));
      break;
    }
    case 'half-moon': {
      doc.add(thali(doc, 400, 600, 320, 110));
      for (const [x, y, a] of [[290, 500, -8], [480, 490, 10], [220, 580, 4], [390, 590, -4], [570, 585, 6]]) doc.add(halfMoon(doc, x, y, 85, o.color, a));
      break;
    }
    case 'folded': {
      doc.add(thali(doc, 400, 600, 320, 110));
      for (const [x, y] of [[170, 430], [330, 410], [490, 430], [250, 520], [420, 520]]) doc.add(foldedSheet(doc, x, y, 150, 90));
      break;
    }
    case 'discs': {
      doc.add(thali(doc, 400, 600, 320, 110));
      for (const [x, y] of [[290, 470], [450, 460], [570, 520], [230, 560], [390, 570], [540, 610]]) doc.add(disc(doc, x, y, 80, o.color, o.dots));
      break;
    }
    case 'namkeen': {
      const k = katori(doc, 400, 470, 460, o.bowl ?? [lighten(P.maroon, 0.15), P.maroon, P.maroonDeep]);
      doc.add(k.back, k.inside);
      const heapId = `heap${id.replace(/\W/g, '')}`;
      doc.defs.set(heapId, `<clipPath id="${heapId}"><path d="M170 472 Q200 300 400 290 Q600 300 630 472Z"/></clipPath>`);
      doc.add(`<path d="M170 472 Q200 300 400 290 Q600 300 630 472Z" fill="${doc.ball(o.base, 0.25, 0.2)}"/>`);
      const parts = [];
      const count = o.pieces.length > 2 ? 260 : 220;
      for (let i = 0; i < count; i++) {
        const px = doc.r.range(175, 625);
        const py = doc.r.range(295, 472);
        parts.push(namkeenPiece(doc, px, py, doc.r.pick(o.pieces)));
      }
      doc.add(`<g clip-path="url(#${heapId})">${parts.join('')}</g>`);
      doc.add(k.body);
      doc.add(`<path d="M${400 - 230} 470 Q${400 - 220} ${470 + k.h} 400 ${470 + k.h}" stroke="#fff" stroke-width="8" opacity="0.15" fill="none"/>`);
      break;
    }
    case 'murukku': {
      doc.add(thali(doc, 400, 600, 320, 110));
      for (const [x, y] of [[290, 480], [470, 470], [380, 560], [570, 570], [220, 580]]) {
        const d = spiralPath(x, y, 2.2, 6.5);
        doc.add(`<path d="${d}" fill="none" stroke="${darken(o.color, 0.2)}" stroke-width="20" stroke-linecap="round"/>`, `<path d="${d}" fill="none" stroke="${o.color}" stroke-width="15" stroke-linecap="round"/>`, `<path d="${d}" fill="none" stroke="${darken(o.color, 0.15)}" stroke-width="15" stroke-dasharray="2 6"/>`);
      }
      break;
    }
    case 'biscuits': {
      doc.add(thali(doc, 360, 610, 290, 100));
      for (const [x, y] of [[260, 560], [380, 575], [300, 520], [420, 530], [340, 480]]) doc.add(disc(doc, x, y, 95, o.color, { count: 9, size: 3.5, colours: [darken(o.color, 0.35)] }));
      doc.add(chai(doc, 640, 560));
      break;
    }
    case 'bun': {
      doc.add(thali(doc, 400, 620, 320, 100));
      doc.add(shadow(400, 600, 240, 30), `<path d="M170 590 Q180 380 400 370 Q620 380 630 590Z" fill="${doc.ball(o.color, 0.3, 0.2)}"/>`);
      doc.add(`<path d="M400 370 L520 590 L400 600Z" fill="${P.ivory}"/>`);
      doc.add(...sprinkle(doc, 450, 520, 40, 60, 30, (px, py) => `<rect x="${f(px)}" y="${f(py)}" width="8" height="8" rx="2" fill="${doc.r.pick(['#d8434d', '#6aa84f', '#f1c232', '#ffffff'])}"/>`));
      doc.add(...sprinkle(doc, 330, 440, 120, 40, 30, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="3" fill="#f5e6c8"/>`));
      break;
    }
    case 'cake': {
      doc.add(thali(doc, 400, 620, 320, 100));
      doc.add(shadow(400, 600, 250, 30), `<polygon points="180,430 520,430 600,390 260,390" fill="${lighten(o.color, 0.1)}"/>`, `<rect x="180" y="430" width="340" height="150" fill="${o.color}"/>`, `<polygon points="520,430 600,390 600,540 520,580" fill="${darken(o.color, 0.2)}"/>`);
      for (const x of [250, 390]) {
        doc.add(`<rect x="${x}" y="470" width="110" height="130" rx="6" fill="#e8c48f" stroke="${o.color}" stroke-width="10"/>`);
        doc.add(...sprinkle(doc, x + 55, 535, 45, 55, 22, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="${f(doc.r.range(3, 7))}" fill="${doc.r.pick(['#5a2f3a', '#d8434d', '#6aa84f', '#f3e2b8'])}"/>`));
      }
      break;
    }
    default:
      throw new Error(`Unknown sweet family ${family}`);
  }
}

export function namkeenPiece(doc, x, y, kind) {
  const a = f(doc.r.range(0, 180));
  switch (kind) {
    case 'sev':
      return `<path d="M${f(x)} ${f(y)} q6 -4 14 -2" stroke="${doc.r.pick(['#e3a63b', '#d69a2d', '#f0bb55'])}" stroke-width="3" fill="none" stroke-linecap="round" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
    case 'peanut':
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="8" ry="5.5" fill="${doc.r.pick(['#a8552f', '#c0703f'])}" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
    case 'cashew':
      return `<path d="M${f(x)} ${f(y)} q10 -14 22 0 q-10 -6 -22 0Z" fill="#f3dca8" stroke="#c99a5b" stroke-width="1" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
    case 'masala-cashew':
      return `<path d="M${f(x)} ${f(y)} q12 -18 28 0 q-12 -7 -28 0Z" fill="#e9b777" stroke="#b5542c" stroke-width="2" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
    case 'leaf':
      return leaf(x, y, 16, Number(a), '#3f6b2f');
    case 'boondi':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="4" fill="${doc.r.pick(['#e8891c', '#f0a63a'])}"/>`;
    case 'gram':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#e4c07a"/>`;
    case 'chilli':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="1.8" fill="#b5311c"/>`;
    default:
      return '';
  }
}

export function chai(doc, x, y) {
  return [
    shadow(x, y + 110, 70, 12, 0.18),
    `<path d="M${x - 60} ${y} L${x - 45} ${y + 110} H${x + 45} L${x + 60} ${y}Z" fill="#fff" opacity="0.55" stroke="#e6cfa3" stroke-width="3"/>`,
    `<path d="M${x - 55} ${y + 20} L${x - 45} ${y + 108} H${x + 45} L${x + 55} ${y + 20}Z" fill="#b77a45"/>`,
    `<ellipse cx="${x}" cy="${y + 20}" rx="55" ry="10" fill="#d4a06a"/>`,
    `<path d="M${x - 20} ${y - 20} q10 -20 0 -40 M${x + 10} ${y - 16} q10 -20 0 -40" stroke="#fff" stroke-width="5" opacity="0.5" fill="none" stroke-linecap="round"/>`,
  ];
}
