/**
 * Places and occasions: banquet halls, a mandap, buffets, rooms, the lobby, the rooftop, the two
 * stores and the old counter. Every scene is drawn once in a 1600 x 1200 world and cropped to the
 * shape it is shown in (square, wide, tall or 16:9) through the viewBox.
 */
import { Doc, P, darken, diya, f, leaf, lighten, mandala, marigold, shadow, starPoints } from './svg.mjs';

export const WORLD = { width: 1600, height: 1200 };

/** Crop the 1600 x 1200 world to an output size, centred horizontally, biased to `focusY`. */
export function crop(doc, focusY = 0.55) {
  const aspect = doc.width / doc.height;
  let w = WORLD.width;
  let h = w / aspect;
  if (h > WORLD.height) {
    h = WORLD.height;
    w = h * aspect;
  }
  const x = (WORLD.width - w) / 2;
  const y = Math.min(WORLD.height - h, Math.max(0, WORLD.height * focusY - h / 2));
  doc.viewBox = `${f(x)} ${f(y)} ${f(w)} ${f(h)}`;
}

// ---------- building blocks ----------

function interior(doc, { wall = P.ivory, side = P.sand, ceiling = P.maroonDeep, floor = ['#b98a5a', '#7a5232'], marble = false } = {}) {
  doc.add(`<rect width="1600" height="1200" fill="${ceiling}"/>`);
  doc.add(`<polygon points="0,0 200,90 200,730 0,1200" fill="${doc.linear([side, darken(side, 0.18)], true)}"/>`);
  doc.add(`<polygon points="1600,0 1400,90 1400,730 1600,1200" fill="${doc.linear([darken(side, 0.18), side], true)}"/>`);
  doc.add(`<rect x="200" y="90" width="1200" height="640" fill="${doc.linear([lighten(wall, 0.3), wall])}"/>`);
  doc.add(`<polygon points="200,730 1400,730 1600,1200 0,1200" fill="${doc.linear(floor)}"/>`);
  if (marble) {
    for (let i = 0; i <= 12; i++) doc.add(`<path d="M${200 + i * 100} 730 L${i * (1600 / 12)} 1200" stroke="#ffffff" stroke-width="2" opacity="0.25"/>`);
    for (const y of [790, 870, 980, 1110]) doc.add(`<path d="M0 ${y} H1600" stroke="#ffffff" stroke-width="2" opacity="0.2"/>`);
  } else {
    for (let i = 0; i <= 16; i++) doc.add(`<path d="M${200 + i * 75} 730 L${i * 100} 1200" stroke="${darken(floor[1], 0.2)}" stroke-width="3" opacity="0.35"/>`);
  }
  doc.add(`<path d="M200 90 H1400" stroke="${P.gold}" stroke-width="8"/>`, `<path d="M200 730 H1400" stroke="${darken(wall, 0.3)}" stroke-width="6"/>`);
}

function archPath(x, y, w, h) {
  const top = y;
  const spring = y + w * 0.55;
  return `M${f(x)} ${f(y + h)} V${f(spring)} Q${f(x)} ${f(top + w * 0.12)} ${f(x + w / 2)} ${f(top)} Q${f(x + w)} ${f(top + w * 0.12)} ${f(x + w)} ${f(spring)} V${f(y + h)}Z`;
}

function arches(doc, x0, x1, y, h, n, { fill = P.sand, frame = P.gold, sky = null } = {}) {
  const gap = 40;
  const w = (x1 - x0 - gap * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * (w + gap);
    doc.add(`<path d="${archPath(x - 12, y - 12, w + 24, h + 12)}" fill="${frame}"/>`);
    doc.add(`<path d="${archPath(x, y, w, h)}" fill="${sky ? doc.linear(sky) : fill}"/>`);
    if (!sky) doc.add(`<path d="${archPath(x + w * 0.2, y + h * 0.18, w * 0.6, h * 0.75)}" fill="none" stroke="${darken(fill, 0.12)}" stroke-width="4"/>`);
  }
}

function chandelier(doc, x, y, s = 1) {
  const out = [`<ellipse cx="${f(x)}" cy="${f(y + 60 * s)}" rx="${f(200 * s)}" ry="${f(160 * s)}" fill="${doc.glow(P.goldLight)}"/>`];
  out.push(`<path d="M${f(x)} ${f(y - 200 * s)} V${f(y)}" stroke="${P.goldDeep}" stroke-width="${f(4 * s)}"/>`);
  for (const [dy, rx] of [[0, 90], [40, 130], [80, 80]]) {
    out.push(`<ellipse cx="${f(x)}" cy="${f(y + dy * s)}" rx="${f(rx * s)}" ry="${f(16 * s)}" fill="${doc.linear([P.goldLight, P.goldDeep])}"/>`);
    const n = Math.round(rx / 14);
    for (let i = 0; i <= n; i++) {
      const px = x - rx * s + (i * 2 * rx * s) / n;
      out.push(`<path d="M${f(px)} ${f(y + (dy + 12) * s)} v${f(26 * s)}" stroke="#fff8e0" stroke-width="${f(3 * s)}" opacity="0.9"/>`, `<circle cx="${f(px)}" cy="${f(y + (dy + 40) * s)}" r="${f(4 * s)}" fill="#fffbe8"/>`);
    }
  }
  for (const dx of [-110, -55, 0, 55, 110]) out.push(`<path d="M${f(x + dx * s)} ${f(y + 30 * s)} q${f(-5 * s)} ${f(-22 * s)} 0 ${f(-34 * s)} q${f(5 * s)} ${f(12 * s)} 0 ${f(34 * s)}Z" fill="${P.goldLight}"/>`);
  return out;
}

function chairBack(doc, x, y, s, cover = P.white, sash = P.maroon) {
  return [
    `<rect x="${f(x - 28 * s)}" y="${f(y - 110 * s)}" width="${f(56 * s)}" height="${f(120 * s)}" rx="${f(24 * s)}" fill="${cover}"/>`,
    `<rect x="${f(x - 28 * s)}" y="${f(y - 60 * s)}" width="${f(56 * s)}" height="${f(16 * s)}" fill="${sash}"/>`,
  ];
}

function roundTable(doc, x, y, s = 1, { cloth = P.white, runner = P.maroon, centre = 'flowers', chairs = true } = {}) {
  const out = [];
  if (chairs) for (const dx of [-120, -50, 50, 120]) out.push(chairBack(doc, x + dx * s, y - 10 * s, s, P.white, runner));
  out.push(shadow(x, y + 170 * s, 200 * s, 30 * s, 0.25));
  out.push(`<path d="M${f(x - 190 * s)} ${f(y)} Q${f(x - 200 * s)} ${f(y + 120 * s)} ${f(x - 180 * s)} ${f(y + 170 * s)} H${f(x + 180 * s)} Q${f(x + 200 * s)} ${f(y + 120 * s)} ${f(x + 190 * s)} ${f(y)}Z" fill="${doc.linear([cloth, darken(cloth, 0.12)])}"/>`);
  out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(190 * s)}" ry="${f(46 * s)}" fill="${lighten(cloth, 0.3)}"/>`);
  out.push(`<path d="M${f(x - 30 * s)} ${f(y + 40 * s)} V${f(y + 170 * s)} H${f(x + 30 * s)} V${f(y + 40 * s)}" fill="${runner}" opacity="0.9"/>`);
  for (const dx of [-120, -40, 40, 120]) out.push(`<ellipse cx="${f(x + dx * s)}" cy="${f(y + 8 * s)}" rx="${f(30 * s)}" ry="${f(8 * s)}" fill="${P.gold}"/>`);
  if (centre === 'flowers') {
    out.push(`<rect x="${f(x - 8 * s)}" y="${f(y - 90 * s)}" width="${f(16 * s)}" height="${f(90 * s)}" fill="${P.goldDeep}"/>`);
    for (let i = 0; i < 7; i++) out.push(`<circle cx="${f(x + (i - 3) * 16 * s)}" cy="${f(y - 100 * s - Math.abs(i - 3) * -6 * s)}" r="${f(18 * s)}" fill="${[P.saffron, P.rose, P.saffronLight][i % 3]}"/>`);
  }
  if (centre === 'candles') for (const dx of [-30, 0, 30]) out.push(`<rect x="${f(x + dx * s - 7 * s)}" y="${f(y - 50 * s)}" width="${f(14 * s)}" height="${f(46 * s)}" fill="${P.cream}"/>`, `<ellipse cx="${f(x + dx * s)}" cy="${f(y - 60 * s)}" rx="${f(6 * s)}" ry="${f(12 * s)}" fill="${P.saffronLight}"/>`, `<circle cx="${f(x + dx * s)}" cy="${f(y - 58 * s)}" r="${f(30 * s)}" fill="${doc.glow(P.goldLight)}"/>`);
  return out;
}

function floralBackdrop(doc, x, y, w, h) {
  const out = [`<path d="${archPath(x, y, w, h)}" fill="${P.maroon}"/>`];
  for (let i = 0; i < 60; i++) {
    const t = i / 59;
    const a = Math.PI + t * Math.PI;
    const cx = x + w / 2 + Math.cos(a) * (w / 2 - 20);
    const cy = y + w * 0.5 + Math.sin(a) * (w * 0.45);
    out.push(marigold(doc, cx, cy, 18, i % 2 ? P.saffron : P.saffronLight).join(''));
  }
  for (let col = 0; col < 8; col++) {
    const gx = x + 40 + col * ((w - 80) / 7);
    for (let k = 0; k < 9; k++) out.push(`<circle cx="${f(gx)}" cy="${f(y + w * 0.45 + k * 26)}" r="10" fill="${k % 2 ? P.saffron : P.white}"/>`);
  }
  return out;
}

function stage(doc, x, y, w) {
  const out = [];
  out.push(floralBackdrop(doc, x + w * 0.15, y - 430, w * 0.7, 430));
  out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="60" fill="${darken(P.maroonDeep, 0.1)}"/>`, `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="12" fill="${P.gold}"/>`);
  const sx = x + w / 2;
  out.push(`<path d="M${f(sx - 170)} ${f(y)} V${f(y - 120)} Q${f(sx)} ${f(y - 220)} ${f(sx + 170)} ${f(y - 120)} V${f(y)}Z" fill="${P.goldLight}"/>`);
  out.push(`<rect x="${f(sx - 150)}" y="${f(y - 80)}" width="300" height="80" rx="20" fill="${P.maroon}"/>`);
  return out;
}

function buffet(doc, x, y, w, { lamps = true } = {}) {
  const out = [];
  out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="170" fill="${doc.linear([P.white, '#e8dcc4'])}"/>`, `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="26" fill="${P.maroon}"/>`);
  for (let i = 0; i < Math.floor(w / 70); i++) out.push(`<path d="M${f(x + 35 + i * 70)} ${f(y + 26)} q35 40 70 0" stroke="${P.gold}" stroke-width="5" fill="none"/>`);
  const n = Math.floor(w / 200);
  for (let i = 0; i < n; i++) {
    const cx = x + 100 + i * ((w - 200) / Math.max(1, n - 1));
    out.push(`<ellipse cx="${f(cx)}" cy="${f(y - 6)}" rx="80" ry="18" fill="${darken(P.copper, 0.2)}"/>`);
    out.push(`<path d="M${f(cx - 80)} ${f(y - 8)} Q${f(cx - 78)} ${f(y - 110)} ${f(cx)} ${f(y - 112)} Q${f(cx + 78)} ${f(y - 110)} ${f(cx + 80)} ${f(y - 8)}Z" fill="${doc.linear([lighten(P.copper, 0.3), P.copper, darken(P.copper, 0.3)], true)}"/>`);
    out.push(`<circle cx="${f(cx)}" cy="${f(y - 118)}" r="12" fill="${P.goldLight}"/>`, `<path d="M${f(cx - 50)} ${f(y - 80)} q20 -24 40 -26" stroke="#fff" stroke-width="6" opacity="0.35" fill="none"/>`);
  }
  if (lamps) for (const lx of [x - 60, x + w + 60]) out.push(brassLamp(doc, lx, y + 170, 1));
  return out;
}

function brassLamp(doc, x, y, s) {
  return [
    `<circle cx="${f(x)}" cy="${f(y - 260 * s)}" r="${f(90 * s)}" fill="${doc.glow(P.goldLight)}"/>`,
    `<path d="M${f(x - 40 * s)} ${f(y)} h${f(80 * s)} l${f(-20 * s)} ${f(-30 * s)} h${f(-40 * s)}Z" fill="${P.goldDeep}"/>`,
    `<rect x="${f(x - 7 * s)}" y="${f(y - 230 * s)}" width="${f(14 * s)}" height="${f(200 * s)}" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y - 230 * s)}" rx="${f(46 * s)}" ry="${f(12 * s)}" fill="${P.gold}"/>`,
    ...[-30, -10, 10, 30].map((dx) => `<ellipse cx="${f(x + dx * s)}" cy="${f(y - 250 * s)}" rx="${f(6 * s)}" ry="${f(14 * s)}" fill="${P.saffronLight}"/>`),
  ];
}

function garland(doc, x0, x1, y, sag, n = 26) {
  const out = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + Math.sin(t * Math.PI) * sag;
    out.push(`<circle cx="${f(x)}" cy="${f(yy)}" r="13" fill="${i % 3 === 0 ? P.white : i % 2 ? P.saffron : P.saffronLight}"/>`);
  }
  return out;
}

function stringLights(doc, x0, x1, y, sag, n = 22) {
  const out = [`<path d="M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}" stroke="#2b1a12" stroke-width="3" fill="none" opacity="0.7"/>`];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const yy = y + 4 * sag * t * (1 - t);
    out.push(`<circle cx="${f(x)}" cy="${f(yy + 8)}" r="22" fill="${doc.glow(P.goldLight)}"/>`, `<circle cx="${f(x)}" cy="${f(yy + 8)}" r="6" fill="#fff3c4"/>`);
  }
  return out;
}

function balloon(doc, x, y, colour, s = 1) {
  return [
    `<path d="M${f(x)} ${f(y + 60 * s)} q${f(-20 * s)} ${f(60 * s)} ${f(10 * s)} ${f(130 * s)}" stroke="#8a7a6a" stroke-width="2" fill="none"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(48 * s)}" ry="${f(60 * s)}" fill="${doc.ball(colour, 0.35, 0.2)}"/>`,
  ];
}

function cake(doc, x, y, s = 1) {
  const tiers = [[200, 110, '#f7e3ef'], [150, 90, '#fff8ec'], [100, 80, '#f7e3ef']];
  const out = [shadow(x, y + 10, 260 * s, 26 * s, 0.2), `<rect x="${f(x - 230 * s)}" y="${f(y - 10 * s)}" width="${f(460 * s)}" height="${f(20 * s)}" rx="10" fill="${P.gold}"/>`];
  let top = y - 10 * s;
  for (const [w, h, c] of tiers) {
    out.push(`<rect x="${f(x - w * s)}" y="${f(top - h * s)}" width="${f(w * 2 * s)}" height="${f(h * s)}" rx="${f(12 * s)}" fill="${c}"/>`);
    out.push(`<path d="M${f(x - w * s)} ${f(top - h * s + 14 * s)} ${Array.from({ length: 10 }, (_, i) => `q${f((w * s) / 10)} ${f(24 * s)} ${f((w * s) / 5)} 0`).join(' ')}" fill="none" stroke="${P.rose}" stroke-width="${f(7 * s)}"/>`);
    top -= h * s;
  }
  for (const dx of [-40, 0, 40]) out.push(`<rect x="${f(x + dx * s - 5 * s)}" y="${f(top - 50 * s)}" width="${f(10 * s)}" height="${f(50 * s)}" fill="${P.saffronLight}"/>`, `<ellipse cx="${f(x + dx * s)}" cy="${f(top - 58 * s)}" rx="${f(6 * s)}" ry="${f(12 * s)}" fill="${P.saffron}"/>`, `<circle cx="${f(x + dx * s)}" cy="${f(top - 56 * s)}" r="${f(26 * s)}" fill="${doc.glow(P.goldLight)}"/>`);
  return out;
}

function bed(doc, x, y, w, { throwColour = P.maroon, twin = false } = {}) {
  const out = [];
  const hw = w / 2;
  out.push(`<path d="${archPath(x - hw - 20, y - 330, w + 40, 330)}" fill="${doc.linear([P.wood, P.woodDark])}"/>`);
  out.push(`<path d="${archPath(x - hw + 20, y - 300, w - 40, 290)}" fill="none" stroke="${P.gold}" stroke-width="6"/>`);
  if (!twin) out.push(mandala(x, y - 170, 80, P.goldLight, 0.6));
  out.push(shadow(x, y + 260, hw + 60, 30, 0.25));
  out.push(`<polygon points="${f(x - hw)},${f(y - 20)} ${f(x + hw)},${f(y - 20)} ${f(x + hw + 70)},${f(y + 220)} ${f(x - hw - 70)},${f(y + 220)}" fill="${doc.linear([P.white, '#efe6d6'])}"/>`);
  out.push(`<rect x="${f(x - hw - 70)}" y="${f(y + 220)}" width="${f(w + 140)}" height="50" fill="#e5dccb"/>`);
  out.push(`<polygon points="${f(x - hw - 30)},${f(y + 110)} ${f(x + hw + 30)},${f(y + 110)} ${f(x + hw + 70)},${f(y + 220)} ${f(x - hw - 70)},${f(y + 220)}" fill="${throwColour}"/>`);
  out.push(`<rect x="${f(x - hw - 70)}" y="${f(y + 220)}" width="${f(w + 140)}" height="50" fill="${darken(throwColour, 0.2)}"/>`, `<path d="M${f(x - hw - 60)} ${f(y + 200)} H${f(x + hw + 60)}" stroke="${P.gold}" stroke-width="6"/>`);
  const pillows = twin ? [x] : [x - hw / 2, x + hw / 2];
  for (const px of pillows) out.push(`<rect x="${f(px - 110)}" y="${f(y - 40)}" width="220" height="80" rx="36" fill="${P.white}" stroke="#e5dccb" stroke-width="4"/>`);
  out.push(`<rect x="${f(x - 60)}" y="${f(y + 40)}" width="120" height="40" rx="10" fill="${P.white}"/>`);
  return out;
}

function sideLamp(doc, x, y) {
  return [
    `<rect x="${f(x - 70)}" y="${f(y)}" width="140" height="150" fill="${P.woodDark}"/>`,
    `<circle cx="${f(x)}" cy="${f(y - 110)}" r="120" fill="${doc.glow(P.goldLight)}"/>`,
    `<path d="M${f(x - 10)} ${f(y)} v-60 h20 v60z" fill="${P.gold}"/>`,
    `<path d="M${f(x - 60)} ${f(y - 60)} L${f(x - 40)} ${f(y - 150)} H${f(x + 40)} L${f(x + 60)} ${f(y - 60)}Z" fill="#fff1cf"/>`,
  ];
}

function windowFrame(doc, x, y, w, h, night = false) {
  const sky = night ? ['#1d2340', '#46305a'] : ['#bfe0f2', '#fbe6c4'];
  const out = [`<rect x="${f(x - 16)}" y="${f(y - 16)}" width="${f(w + 32)}" height="${f(h + 32)}" fill="${P.woodDark}"/>`, `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${doc.linear(sky)}"/>`];
  out.push(`<path d="M${f(x)} ${f(y + h * 0.75)} h${f(w * 0.2)} v${f(-h * 0.2)} h${f(w * 0.15)} v${f(h * 0.1)} h${f(w * 0.2)} v${f(-h * 0.25)} h${f(w * 0.15)} v${f(h * 0.2)} h${f(w * 0.3)} V${f(y + h)} H${f(x)}Z" fill="${night ? '#2a2238' : '#d9c3a0'}" opacity="0.8"/>`);
  out.push(`<path d="M${f(x + w / 2)} ${f(y)} V${f(y + h)} M${f(x)} ${f(y + h / 2)} H${f(x + w)}" stroke="${P.woodDark}" stroke-width="10"/>`);
  out.push(`<path d="M${f(x - 30)} ${f(y - 30)} Q${f(x + w * 0.2)} ${f(y + h * 0.5)} ${f(x - 10)} ${f(y + h + 40)} H${f(x - 60)} V${f(y - 30)}Z" fill="${P.maroon}"/>`);
  out.push(`<path d="M${f(x + w + 30)} ${f(y - 30)} Q${f(x + w * 0.8)} ${f(y + h * 0.5)} ${f(x + w + 10)} ${f(y + h + 40)} H${f(x + w + 60)} V${f(y - 30)}Z" fill="${P.maroon}"/>`);
  return out;
}

function plant(doc, x, y, s = 1) {
  const out = [`<path d="M${f(x - 50 * s)} ${f(y)} h${f(100 * s)} l${f(-14 * s)} ${f(90 * s)} h${f(-72 * s)}Z" fill="${P.copper}"/>`];
  for (let i = 0; i < 9; i++) out.push(leaf(x, y, 110 * s, -160 + i * 18, i % 2 ? P.leaf : lighten(P.leaf, 0.15)));
  return out;
}

function sofa(doc, x, y, w, colour = P.maroon) {
  return [
    shadow(x, y + 130, w / 2 + 20, 20, 0.25),
    `<rect x="${f(x - w / 2)}" y="${f(y - 120)}" width="${f(w)}" height="130" rx="40" fill="${darken(colour, 0.1)}"/>`,
    `<rect x="${f(x - w / 2 - 30)}" y="${f(y - 40)}" width="70" height="160" rx="30" fill="${colour}"/>`,
    `<rect x="${f(x + w / 2 - 40)}" y="${f(y - 40)}" width="70" height="160" rx="30" fill="${colour}"/>`,
    `<rect x="${f(x - w / 2 + 30)}" y="${f(y)}" width="${f(w - 60)}" height="90" rx="20" fill="${lighten(colour, 0.08)}"/>`,
    `<rect x="${f(x - 80)}" y="${f(y - 90)}" width="70" height="70" rx="16" fill="${P.gold}"/>`,
    `<rect x="${f(x + 10)}" y="${f(y - 90)}" width="70" height="70" rx="16" fill="${P.saffronLight}"/>`,
  ];
}

function rug(doc, x, y, rx, ry) {
  return [`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${P.maroon}" opacity="0.85"/>`, `<ellipse cx="${x}" cy="${y}" rx="${rx - 30}" ry="${ry - 14}" fill="none" stroke="${P.gold}" stroke-width="6"/>`, `<ellipse cx="${x}" cy="${y}" rx="${rx * 0.4}" ry="${ry * 0.4}" fill="${P.saffron}" opacity="0.6"/>`];
}

function chairRows(doc, y0, rows, cols, colour = P.maroon) {
  const out = [];
  for (let r = rows - 1; r >= 0; r--) {
    const y = y0 + r * 80;
    const s = 0.7 + r * 0.12;
    const width = 700 + r * 160;
    for (let c = 0; c < cols; c++) {
      const x = 800 - width / 2 + (c + 0.5) * (width / cols);
      if (Math.abs(x - 800) < 60 * s) continue;
      out.push(`<rect x="${f(x - 26 * s)}" y="${f(y - 70 * s)}" width="${f(52 * s)}" height="${f(80 * s)}" rx="${f(8 * s)}" fill="${darken(colour, 0.1)}"/>`, `<rect x="${f(x - 30 * s)}" y="${f(y)}" width="${f(60 * s)}" height="${f(18 * s)}" rx="4" fill="${colour}"/>`);
    }
  }
  return out;
}

function screen(doc, x, y, w, h) {
  return [
    `<rect x="${f(x - w / 2 - 14)}" y="${f(y - 14)}" width="${f(w + 28)}" height="${f(h + 28)}" fill="#2b2b2b"/>`,
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${doc.linear(['#fdf6e6', '#f1e1bf'])}"/>`,
    `<rect x="${f(x - w / 2 + 40)}" y="${f(y + 40)}" width="${f(w * 0.4)}" height="26" rx="6" fill="${P.maroon}"/>`,
    ...[0, 1, 2].map((i) => `<rect x="${f(x - w / 2 + 40)}" y="${f(y + 100 + i * 40)}" width="${f(w * (0.6 - i * 0.12))}" height="14" rx="7" fill="${P.line}"/>`),
    `<rect x="${f(x + w * 0.15)}" y="${f(y + h - 180)}" width="50" height="140" fill="${P.saffron}"/>`,
    `<rect x="${f(x + w * 0.15 + 70)}" y="${f(y + h - 240)}" width="50" height="200" fill="${P.maroon}"/>`,
    `<rect x="${f(x + w * 0.15 + 140)}" y="${f(y + h - 120)}" width="50" height="80" fill="${P.gold}"/>`,
  ];
}

function podium(doc, x, y) {
  return [`<polygon points="${x - 70},${y} ${x + 70},${y} ${x + 55},${y + 190} ${x - 55},${y + 190}" fill="${P.woodDark}"/>`, `<rect x="${x - 80}" y="${y - 20}" width="160" height="30" rx="6" fill="${P.wood}"/>`, `<circle cx="${x}" cy="${y + 80}" r="30" fill="${P.gold}"/>`, mandala(x, y + 80, 22, P.goldLight, 0.9)];
}

function nightSky(doc) {
  doc.add(`<rect width="1600" height="1200" fill="${doc.linear(['#171c36', '#3b2950', '#a0524a'])}"/>`);
  for (let i = 0; i < 60; i++) doc.add(`<circle cx="${f(doc.r.range(0, 1600))}" cy="${f(doc.r.range(0, 500))}" r="${f(doc.r.range(1, 3))}" fill="#fff8e0" opacity="${f(doc.r.range(0.4, 0.9))}"/>`);
  doc.add(`<circle cx="1320" cy="200" r="60" fill="#fbefd0"/>`, `<circle cx="1345" cy="185" r="55" fill="#2a2442"/>`);
  const sky = [];
  let x = 0;
  while (x < 1600) {
    const w = doc.r.range(60, 160);
    const h = doc.r.range(80, 260);
    sky.push(`<rect x="${f(x)}" y="${f(720 - h)}" width="${f(w)}" height="${f(h)}" fill="#241b30"/>`);
    for (let k = 0; k < 4; k++) sky.push(`<rect x="${f(x + doc.r.range(8, w - 16))}" y="${f(720 - h + doc.r.range(10, h - 20))}" width="8" height="10" fill="#f4c66a" opacity="0.7"/>`);
    x += w + 6;
  }
  doc.add(sky);
  doc.add(`<g transform="translate(1100 420)"><path d="M-60 300 V80 Q-60 0 0 -30 Q60 0 60 80 V300Z" fill="#1e1628"/><path d="M-90 300 V140 h180 V300Z" fill="#1e1628"/><path d="M-80 120 h-20 v-140 l10 -30 l10 30Z M80 120 h20 v-140 l-10 -30 l-10 30Z" fill="#1e1628"/></g>`);
}

function idliDosaTable(doc, x, y) {
  const out = [`<rect x="${x - 600}" y="${y}" width="1200" height="260" fill="${doc.linear([P.white, '#e9dfcc'])}"/>`, `<rect x="${x - 600}" y="${y}" width="1200" height="22" fill="${P.saffron}"/>`];
  const plateAt = (px, py) => [`<ellipse cx="${px}" cy="${py + 8}" rx="140" ry="42" fill="#cfc6b4"/>`, `<ellipse cx="${px}" cy="${py}" rx="140" ry="42" fill="#5b8c3a"/>`, `<ellipse cx="${px}" cy="${py}" rx="120" ry="34" fill="#7fb24a"/>`];
  out.push(plateAt(x - 380, y - 30), plateAt(x, y - 40), plateAt(x + 380, y - 30));
  for (const dx of [-420, -370, -320]) out.push(`<ellipse cx="${x + dx + 20}" cy="${y - 50}" rx="40" ry="22" fill="${doc.ball('#fbf6ea', 0.3, 0.12)}"/>`);
  out.push(`<path d="M${x - 130} ${y - 60} Q${x} ${y - 110} ${x + 130} ${y - 60} L${x + 100} ${y - 30} Q${x} ${y - 60} ${x - 100} ${y - 30}Z" fill="${doc.linear(['#e3a24a', '#b8702a'], true)}"/>`);
  out.push(`<circle cx="${x + 340}" cy="${y - 44}" r="30" fill="#e8b84a"/>`, `<circle cx="${x + 410}" cy="${y - 40}" r="30" fill="#c8452e"/>`, `<circle cx="${x + 375}" cy="${y - 20}" r="26" fill="#f3efe0"/>`);
  out.push(`<path d="M${x + 540} ${y - 140} h70 l-10 120 h-50z" fill="${P.goldLight}"/>`, `<ellipse cx="${x + 575}" cy="${y - 140}" rx="35" ry="8" fill="#8a5a36"/>`);
  return out;
}

// ---------- scenes ----------

export const SCENES = {
  'darbar-hall'(doc) {
    interior(doc, { wall: '#f6e7c8', side: '#e9cf9f', floor: ['#e8d6b0', '#b8956a'], marble: true });
    arches(doc, 230, 1370, 180, 480, 7, { fill: '#f1dcb0' });
    doc.add(stage(doc, 500, 700, 600));
    doc.add(chandelier(doc, 420, 250, 0.9), chandelier(doc, 1180, 250, 0.9), chandelier(doc, 800, 180, 1.1));
    doc.add(roundTable(doc, 300, 860, 0.8), roundTable(doc, 1300, 860, 0.8), roundTable(doc, 560, 960, 1), roundTable(doc, 1040, 960, 1));
    doc.add(garland(doc, 200, 800, 95, 80), garland(doc, 800, 1400, 95, 80));
  },
  mandap(doc) {
    interior(doc, { wall: '#fbe9cc', side: '#f0d3a3', ceiling: '#7a1f2b', floor: ['#f0dcb2', '#c9a56e'], marble: true });
    doc.add(garland(doc, 200, 1400, 100, 60, 40));
    doc.add(`<rect x="380" y="940" width="840" height="80" fill="${P.maroon}"/>`, `<rect x="380" y="940" width="840" height="14" fill="${P.gold}"/>`);
    for (const x of [430, 1170]) doc.add(`<rect x="${x - 22}" y="330" width="44" height="610" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`, `<circle cx="${x}" cy="320" r="36" fill="${P.gold}"/>`);
    for (const x of [560, 1040]) doc.add(`<rect x="${x - 16}" y="420" width="32" height="520" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`);
    doc.add(`<path d="M380 330 Q800 120 1220 330Z" fill="${P.maroon}"/>`, `<path d="M380 330 Q800 170 1220 330" stroke="${P.gold}" stroke-width="10" fill="none"/>`);
    for (let i = 0; i < 9; i++) {
      const x = 440 + i * 90;
      for (let k = 0; k < 10; k++) doc.add(`<circle cx="${x}" cy="${350 + k * 30}" r="12" fill="${k % 2 ? P.saffron : P.saffronLight}"/>`);
    }
    doc.add(`<rect x="730" y="860" width="140" height="80" fill="${P.copper}"/>`, `<path d="M740 860 q30 -80 60 -120 q30 40 60 120Z" fill="${P.saffron}"/>`, `<path d="M770 860 q20 -50 30 -70 q12 20 30 70Z" fill="${P.goldLight}"/>`);
    doc.add(diya(doc, 560, 1080, 1.2), diya(doc, 1040, 1080, 1.2), brassLamp(doc, 250, 1100, 1.2), brassLamp(doc, 1350, 1100, 1.2));
  },
  'reception-tables'(doc) {
    interior(doc, { wall: '#3d1a22', side: '#2e141a', ceiling: '#1e0c10', floor: ['#6a3a2a', '#3a1c14'] });
    doc.add(chandelier(doc, 500, 200, 1), chandelier(doc, 1100, 200, 1));
    doc.add(roundTable(doc, 380, 800, 0.9, { centre: 'candles', runner: P.gold }), roundTable(doc, 1220, 800, 0.9, { centre: 'candles', runner: P.gold }), roundTable(doc, 800, 930, 1.3, { centre: 'candles', runner: P.gold }));
  },
  'conference-hall'(doc) {
    interior(doc, { wall: '#efe2c8', side: '#dcc59a', ceiling: '#5a1420', floor: ['#7a2f33', '#4e1a20'] });
    doc.add(screen(doc, 800, 200, 760, 420));
    doc.add(podium(doc, 1240, 560));
    doc.add(chairRows(doc, 830, 4, 10));
    doc.add(plant(doc, 290, 640, 1.2), plant(doc, 1330, 640, 1.2));
  },
  'buffet-hall'(doc) {
    interior(doc, { wall: '#f6e7c8', side: '#e9cf9f', floor: ['#e8d6b0', '#b8956a'], marble: true });
    arches(doc, 230, 1370, 160, 420, 5, { fill: '#f1dcb0' });
    doc.add(garland(doc, 200, 1400, 110, 70, 36));
    doc.add(buffet(doc, 300, 760, 1000));
  },
  /** A wedding lunch served on banana leaves along a long table (the catering page's wedding service, issue #16). */
  'banana-leaf-feast'(doc) {
    interior(doc, { wall: '#fbe9cc', side: '#f0d3a3', ceiling: '#7a1f2b', floor: ['#f0dcb2', '#c9a56e'], marble: true });
    arches(doc, 230, 1370, 170, 380, 5, { fill: '#f4e2bd' });
    doc.add(garland(doc, 200, 1400, 100, 70, 36));
    // The table: a white cloth in perspective, wider towards the viewer, with a maroon runner at its edge.
    doc.add(`<path d="M420 640 H1180 L1420 1000 H180Z" fill="${P.white}"/>`, `<path d="M180 1000 H1420 V1060 H180Z" fill="${P.maroon}"/>`, `<path d="M180 1000 H1420" stroke="${P.gold}" stroke-width="10"/>`);
    const rows = [
      { y: 720, scale: 0.95, xs: [560, 800, 1040] },
      { y: 880, scale: 1.15, xs: [400, 667, 934, 1200] },
    ];
    const foods = [
      ['#fffdf8', 26],
      ['#e8b84a', 16],
      ['#c8452e', 14],
      ['#7fb24a', 14],
      ['#e0742c', 14],
      ['#f4c66a', 12],
    ];
    for (const { y, scale, xs } of rows) {
      for (const x of xs) {
        const w = 200 * scale;
        const h = 90 * scale;
        doc.add(`<path d="M${x - w / 2} ${y} Q${x - w / 2} ${y - h / 2} ${x - w / 4} ${y - h / 2} H${x + w / 2} V${y + h / 2} H${x - w / 4} Q${x - w / 2} ${y + h / 2} ${x - w / 2} ${y}Z" fill="${doc.linear(['#5f9a3e', '#3f6e2a'], true)}"/>`);
        doc.add(`<path d="M${x - w / 2 + 8} ${y} H${x + w / 2}" stroke="#9cc46a" stroke-width="${3 * scale}" opacity="0.8"/>`);
        foods.forEach(([colour, r], i) => {
          const fx = x - w / 4 + (i % 3) * (w / 4) + (i === 0 ? 0 : 6);
          const fy = y + (i < 3 ? -h / 6 : h / 5);
          doc.add(`<circle cx="${fx}" cy="${fy}" r="${r * scale}" fill="${colour}"/>`);
        });
      }
    }
    // A brass water tumbler beside each leaf of the near row, lamps at the ends.
    for (const x of rows[1].xs) doc.add(`<path d="M${x + 118} 808 h30 l-5 46 h-20z" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`);
    doc.add(brassLamp(doc, 250, 1100, 1.1), brassLamp(doc, 1350, 1100, 1.1), diya(doc, 800, 1110, 1.1));
  },
  'dance-floor'(doc) {
    interior(doc, { wall: '#2a1026', side: '#1e0b1b', ceiling: '#12060f', floor: ['#3a1530', '#1a0814'] });
    for (const [x, c] of [[400, P.saffron], [800, P.rose], [1200, P.goldLight]]) doc.add(`<polygon points="${x - 30},60 ${x + 30},60 ${x + 260},1000 ${x - 260},1000" fill="${c}" opacity="0.18"/>`, `<circle cx="${x}" cy="70" r="34" fill="${c}"/>`);
    for (let r = 0; r < 5; r++) for (let c = 0; c < 8; c++) {
      const y = 760 + r * 80;
      const w = 900 + r * 140;
      const x = 800 - w / 2 + (c * w) / 8;
      doc.add(`<rect x="${f(x)}" y="${y}" width="${f(w / 8 - 6)}" height="74" fill="${[P.saffron, P.rose, P.goldLight, '#a8558a'][(r + c) % 4]}" opacity="0.55"/>`);
    }
    doc.add(garland(doc, 200, 1400, 100, 90, 40));
    doc.add(`<circle cx="800" cy="220" r="70" fill="#d9d9e6"/>`, ...Array.from({ length: 30 }, (_, i) => `<rect x="${f(760 + (i % 6) * 14)}" y="${f(180 + Math.floor(i / 6) * 16)}" width="10" height="10" fill="#fff" opacity="0.6"/>`));
  },
  'birthday-hall'(doc) {
    interior(doc, { wall: '#fbeede', side: '#f2d9c0', ceiling: '#7a1f2b', floor: ['#e8d6b0', '#b8956a'], marble: true });
    const colours = [P.saffron, P.rose, P.goldLight, P.maroon, '#8ec3d6'];
    for (let i = 0; i < 26; i++) {
      const t = i / 25;
      const a = Math.PI + t * Math.PI;
      doc.add(balloon(doc, 800 + Math.cos(a) * 520, 720 + Math.sin(a) * 520, colours[i % colours.length], 0.9));
    }
    doc.add(`<rect x="480" y="820" width="640" height="200" fill="${doc.linear([P.white, '#ece2d0'])}"/>`, `<rect x="480" y="820" width="640" height="24" fill="${P.rose}"/>`);
    doc.add(cake(doc, 800, 820, 0.9));
    doc.add(stringLights(doc, 200, 1400, 140, 60));
  },
  'floral-entrance'(doc) {
    doc.add(`<rect width="1600" height="1200" fill="${doc.linear(['#241b30', '#5a3040', '#7a4a3a'])}"/>`);
    doc.add(`<rect x="0" y="900" width="1600" height="300" fill="#4a3028"/>`);
    doc.add(`<path d="${archPath(540, 200, 520, 720)}" fill="none" stroke="${P.leaf}" stroke-width="80"/>`);
    for (let i = 0; i < 80; i++) {
      const t = i / 79;
      const pts = t < 0.3 ? [540, 920 - (t / 0.3) * 440] : t > 0.7 ? [1060, 480 + ((t - 0.7) / 0.3) * 440] : [800 + Math.cos(Math.PI + ((t - 0.3) / 0.4) * Math.PI) * 260, 480 + Math.sin(Math.PI + ((t - 0.3) / 0.4) * Math.PI) * 280];
      doc.add(marigold(doc, pts[0] + doc.r.range(-30, 30), pts[1] + doc.r.range(-20, 20), 26, doc.r.pick([P.saffron, P.saffronLight, P.rose, '#f7e6ee'])));
    }
    doc.add(`<path d="${archPath(580, 240, 440, 680)}" fill="#f4c66a" opacity="0.18"/>`);
    for (const x of [440, 1160]) doc.add(`<rect x="${x - 6}" y="300" width="12" height="600" fill="${P.goldDeep}"/>`, `<circle cx="${x}" cy="290" r="90" fill="${doc.glow(P.goldLight)}"/>`, `<rect x="${x - 36}" y="250" width="72" height="90" rx="12" fill="${P.goldLight}" opacity="0.9"/>`);
    for (let i = 0; i < 14; i++) doc.add(`<ellipse cx="${f(300 + i * 80)}" cy="${f(1000 + (i % 2) * 40)}" rx="30" ry="10" fill="${[P.rose, P.saffron, P.white][i % 3]}" opacity="0.8"/>`);
  },
  'king-room'(doc) {
    interior(doc, { wall: '#f3e3c6', side: '#e4caa0', ceiling: '#5a1420', floor: ['#9a6a42', '#5e3b22'] });
    doc.add(windowFrame(doc, 1120, 240, 220, 300));
    doc.add(rug(doc, 800, 1080, 560, 90));
    doc.add(bed(doc, 760, 640, 520));
    doc.add(sideLamp(doc, 360, 620), sideLamp(doc, 1160, 620));
  },
  'suite-lounge'(doc) {
    interior(doc, { wall: '#f1dfc0', side: '#e0c394', ceiling: '#5a1420', floor: ['#a57449', '#6a4328'] });
    doc.add(windowFrame(doc, 340, 220, 260, 330), windowFrame(doc, 1000, 220, 260, 330));
    doc.add(rug(doc, 800, 1020, 520, 110));
    doc.add(sofa(doc, 800, 820, 560));
    doc.add(`<ellipse cx="800" cy="1010" rx="180" ry="40" fill="${P.woodDark}"/>`, `<rect x="780" y="1010" width="40" height="80" fill="${P.woodDark}"/>`, `<circle cx="800" cy="990" r="28" fill="${P.gold}"/>`);
    doc.add(brassLamp(doc, 330, 960, 1.3), plant(doc, 1330, 900, 1.3));
  },
  'twin-room'(doc) {
    interior(doc, { wall: '#f6e7c8', side: '#e9cf9f', ceiling: '#7a1f2b', floor: ['#9a6a42', '#5e3b22'] });
    doc.add(windowFrame(doc, 690, 200, 220, 280));
    doc.add(`<rect x="640" y="500" width="320" height="60" rx="20" fill="${P.saffron}"/>`);
    doc.add(bed(doc, 470, 680, 340, { twin: true, throwColour: '#2e5e4e' }), bed(doc, 1130, 680, 340, { twin: true, throwColour: '#2e5e4e' }));
    doc.add(sideLamp(doc, 800, 700));
  },
  bathroom(doc) {
    doc.add(`<rect width="1600" height="1200" fill="#efe6d6"/>`);
    for (let x = 0; x < 1600; x += 100) for (let y = 0; y < 900; y += 100) doc.add(`<rect x="${x + 3}" y="${y + 3}" width="94" height="94" fill="${(x + y) % 200 ? '#f7f1e6' : '#ede3d1'}"/>`);
    doc.add(`<rect x="0" y="900" width="1600" height="300" fill="#d8cbb4"/>`);
    doc.add(`<rect x="1020" y="120" width="380" height="780" fill="#dfeef2" opacity="0.6" stroke="#c8c8c8" stroke-width="8"/>`);
    doc.add(`<rect x="1200" y="120" width="20" height="120" fill="#b8b8b8"/>`, `<rect x="1130" y="230" width="160" height="26" rx="12" fill="#c8c8c8"/>`);
    for (let i = 0; i < 14; i++) doc.add(`<path d="M${1140 + i * 11} 270 l-6 ${f(doc.r.range(120, 300))}" stroke="#9cc4d4" stroke-width="3" opacity="0.6"/>`);
    doc.add(`<path d="${archPath(640, 140, 320, 360)}" fill="#f4ece0" stroke="${P.gold}" stroke-width="14"/>`);
    doc.add(`<rect x="540" y="560" width="520" height="90" rx="16" fill="#f7f1e6" stroke="#d0c2a8" stroke-width="6"/>`, `<ellipse cx="800" cy="560" rx="140" ry="30" fill="#fff"/>`, `<rect x="790" y="480" width="20" height="70" fill="${P.gold}"/>`);
    doc.add(`<rect x="560" y="650" width="480" height="250" fill="${P.wood}"/>`, `<path d="M800 660 V890" stroke="${P.woodDark}" stroke-width="6"/>`, `<circle cx="780" cy="780" r="8" fill="${P.gold}"/>`, `<circle cx="820" cy="780" r="8" fill="${P.gold}"/>`);
    for (const [y, c] of [[640, P.white], [700, P.maroon], [760, P.white]]) doc.add(`<rect x="420" y="${y}" width="110" height="50" rx="12" fill="${c}"/>`);
    doc.add(plant(doc, 300, 900, 1.1), `<rect x="620" y="520" width="40" height="40" rx="8" fill="${P.saffron}"/>`);
  },
  lobby(doc) {
    interior(doc, { wall: '#f6e7c8', side: '#e9cf9f', floor: ['#efe0c2', '#bfa57a'], marble: true });
    arches(doc, 230, 1370, 170, 520, 3, { fill: '#ead3a4' });
    doc.add(chandelier(doc, 800, 240, 1.4));
    doc.add(`<rect x="480" y="760" width="640" height="170" fill="${doc.linear([P.wood, P.woodDark])}"/>`, `<rect x="470" y="740" width="660" height="30" fill="${P.gold}"/>`, mandala(800, 845, 60, P.goldLight, 0.8));
    doc.add(plant(doc, 330, 980, 1.4), plant(doc, 1270, 980, 1.4), rug(doc, 800, 1100, 420, 60));
    doc.add(`<rect x="1080" y="660" width="60" height="80" fill="${P.gold}"/>`, `<ellipse cx="1110" cy="650" rx="50" ry="30" fill="${P.saffron}"/>`);
  },
  'breakfast'(doc) {
    interior(doc, { wall: '#fbeede', side: '#f2d9c0', ceiling: '#7a1f2b', floor: ['#c9a06e', '#8a6440'] });
    doc.add(windowFrame(doc, 300, 180, 300, 340), windowFrame(doc, 1000, 180, 300, 340));
    doc.add(idliDosaTable(doc, 800, 760));
  },
  rooftop(doc) {
    nightSky(doc);
    doc.add(`<rect x="0" y="720" width="1600" height="480" fill="#3a2a2a"/>`, `<rect x="0" y="700" width="1600" height="30" fill="${P.woodDark}"/>`);
    doc.add(stringLights(doc, 0, 800, 120, 90), stringLights(doc, 800, 1600, 120, 90));
    doc.add(roundTable(doc, 400, 860, 0.9, { centre: 'candles', cloth: '#fbf2e0', runner: P.saffron }), roundTable(doc, 1200, 860, 0.9, { centre: 'candles', cloth: '#fbf2e0', runner: P.saffron }));
    doc.add(plant(doc, 800, 900, 1.2));
  },
  corridor(doc) {
    doc.add(`<rect width="1600" height="1200" fill="#5a1420"/>`);
    for (let i = 0; i < 6; i++) {
      const s = 1 - i * 0.15;
      const w = 1300 * s;
      const h = 1000 * s;
      doc.add(`<path d="${archPath(800 - w / 2, 600 - h / 2 - 60 * s, w, h)}" fill="${i % 2 ? '#f1dcb0' : '#e6c994'}"/>`);
      doc.add(`<path d="${archPath(800 - w / 2 + 50 * s, 600 - h / 2 - 10 * s, w - 100 * s, h - 50 * s)}" fill="${i % 2 ? '#e6c994' : '#f1dcb0'}" stroke="${P.gold}" stroke-width="${f(8 * s)}"/>`);
      for (const side of [-1, 1]) doc.add(`<circle cx="${f(800 + side * (w / 2 - 90 * s))}" cy="${f(600 - 40 * s)}" r="${f(70 * s)}" fill="${doc.glow(P.goldLight)}"/>`, `<path d="M${f(800 + side * (w / 2 - 90 * s) - 18 * s)} ${f(600 - 80 * s)} h${f(36 * s)} l${f(-8 * s)} ${f(60 * s)} h${f(-20 * s)}Z" fill="${P.goldLight}"/>`);
    }
    doc.add(`<polygon points="560,1200 1040,1200 880,700 720,700" fill="${P.maroon}"/>`, `<polygon points="600,1200 1000,1200 860,720 740,720" fill="none" stroke="${P.gold}" stroke-width="6"/>`);
  },
  'private-dining'(doc) {
    interior(doc, { wall: '#3d1a22', side: '#2e141a', ceiling: '#1e0c10', floor: ['#6a3a2a', '#3a1c14'] });
    arches(doc, 300, 1300, 200, 440, 4, { fill: '#5a2a30', frame: P.goldDeep });
    doc.add(chandelier(doc, 800, 200, 1.1));
    doc.add(`<polygon points="300,780 1300,780 1460,1000 140,1000" fill="${doc.linear([P.white, '#e6dccb'])}"/>`, `<rect x="140" y="1000" width="1320" height="70" fill="#d8cdb9"/>`);
    doc.add(`<polygon points="760,780 840,780 880,1000 720,1000" fill="${P.maroon}"/>`);
    for (let i = 0; i < 6; i++) {
      const x = 360 + i * 176;
      doc.add(chairBack(doc, x, 760, 1.1, P.maroon, P.gold));
      doc.add(`<ellipse cx="${x}" cy="840" rx="62" ry="18" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`, `<ellipse cx="${x}" cy="838" rx="42" ry="11" fill="${P.gold}"/>`);
    }
    for (const x of [560, 800, 1040]) doc.add(`<rect x="${x - 8}" y="860" width="16" height="60" fill="${P.cream}"/>`, `<ellipse cx="${x}" cy="850" rx="8" ry="16" fill="${P.saffronLight}"/>`, `<circle cx="${x}" cy="852" r="40" fill="${doc.glow(P.goldLight)}"/>`);
    for (let i = 0; i < 6; i++) {
      const x = 300 + i * 200;
      doc.add(`<ellipse cx="${x}" cy="950" rx="80" ry="22" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`, ...[-30, 0, 30].map((d) => `<circle cx="${x + d}" cy="945" r="14" fill="${[P.saffron, '#f3dca8', P.leaf][(i + d / 30 + 1) % 3]}"/>`));
    }
  },
  'boxed-meals'(doc) {
    doc.add(`<rect width="1600" height="1200" fill="${doc.linear([P.cream, P.sand])}"/>`, mandala(800, 520, 480, P.gold, 0.14));
    doc.add(`<rect x="0" y="600" width="1600" height="600" fill="${P.wood}"/>`, `<rect x="0" y="600" width="1600" height="16" fill="${P.woodDark}"/>`);
    for (let i = 0; i < 3; i++) {
      const x = 260 + i * 420;
      const y = 640 + (i % 2) * 90;
      doc.add(shadow(x + 160, y + 190, 200, 24, 0.25), `<rect x="${x}" y="${y}" width="320" height="200" rx="14" fill="${P.maroon}"/>`, `<rect x="${x + 14}" y="${y + 14}" width="292" height="172" rx="10" fill="${P.cream}"/>`);
      doc.add(`<rect x="${x + 24}" y="${y + 24}" width="130" height="150" rx="8" fill="#f6e2b8"/>`, `<rect x="${x + 166}" y="${y + 24}" width="130" height="70" rx="8" fill="#e0742c"/>`, `<rect x="${x + 166}" y="${y + 104}" width="130" height="70" rx="8" fill="#7fb24a"/>`);
      doc.add(`<ellipse cx="${x + 89}" cy="${y + 100}" rx="40" ry="24" fill="#e3b067"/>`);
    }
    doc.add(`<path d="M1320 600 h140 v-60 q0 -40 -70 -40 q-70 0 -70 40z" fill="${P.white}" stroke="${P.line}" stroke-width="6"/>`, `<path d="M1460 560 q50 0 50 40 q0 40 -50 40" stroke="${P.line}" stroke-width="10" fill="none"/>`, `<rect x="1300" y="600" width="180" height="24" rx="10" fill="${P.gold}"/>`);
    for (let i = 0; i < 3; i++) doc.add(`<path d="M${1260 + i * 70} 960 l15 140 h40 l15 -140z" fill="#fff" opacity="0.6" stroke="${P.line}" stroke-width="4"/>`, `<rect x="${1265 + i * 70}" y="1020" width="70" height="78" fill="#b77a45"/>`);
    doc.add(`<rect x="200" y="200" width="1200" height="180" rx="30" fill="${P.maroon}"/>`, `<rect x="220" y="220" width="1160" height="140" rx="22" fill="none" stroke="${P.gold}" stroke-width="6"/>`, mandala(800, 290, 60, P.goldLight, 0.9), ...[-1, 1].map((k) => `<path d="M${800 + k * 120} 290 h${k * 380}" stroke="${P.goldLight}" stroke-width="8" stroke-linecap="round"/>`));
  },
  'family-table'(doc) {
    interior(doc, { wall: '#fbeede', side: '#f2d9c0', ceiling: '#7a1f2b', floor: ['#c9a06e', '#8a6440'] });
    doc.add(windowFrame(doc, 650, 180, 300, 320));
    doc.add(garland(doc, 200, 1400, 110, 60, 36));
    doc.add(`<rect x="200" y="720" width="1200" height="300" rx="24" fill="${doc.linear([P.wood, P.woodDark])}"/>`, `<rect x="200" y="700" width="1200" height="40" rx="14" fill="${P.wood}"/>`);
    for (let i = 0; i < 5; i++) {
      const x = 340 + i * 230;
      doc.add(`<ellipse cx="${x}" cy="700" rx="90" ry="28" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`);
      const kinds = [['#e0742c', '#f6e2b8'], ['#5a2a18', '#fbf3dc'], ['#7fb24a', '#e8b84a'], ['#c8452e', '#f6e2b8'], ['#e9b23a', '#fff']][i];
      doc.add(`<circle cx="${x - 30}" cy="690" r="24" fill="${kinds[0]}"/>`, `<circle cx="${x + 30}" cy="692" r="24" fill="${kinds[1]}"/>`);
    }
    doc.add(diya(doc, 300, 1120, 1), diya(doc, 1300, 1120, 1));
  },
  'wedding-suite'(doc) {
    SCENES['king-room'](doc);
    doc.add(garland(doc, 200, 1400, 100, 70, 40), garland(doc, 420, 1180, 300, 60, 24));
    doc.add(marigold(doc, 700, 900, 30), marigold(doc, 760, 915, 24, P.saffronLight), marigold(doc, 820, 900, 30));
  },
  'stage-screen'(doc) {
    SCENES['conference-hall'](doc);
    doc.add(stringLights(doc, 200, 1400, 110, 40));
  },
  'party-table'(doc) {
    SCENES['birthday-hall'](doc);
  },
  'rangoli'(doc) {
    doc.add(`<rect width="1600" height="1200" fill="${doc.linear(['#2a1420', '#5a2030'])}"/>`);
    doc.add(`<ellipse cx="800" cy="800" rx="700" ry="300" fill="#3a1a22"/>`);
    const rings = [[520, P.saffron], [430, P.rose], [340, P.goldLight], [250, '#2e6f9e'], [160, P.leaf], [80, P.white]];
    for (const [r, c] of rings) doc.add(`<polygon points="${starPoints(800, 800, r, r * 0.82, 16)}" fill="${c}" transform="translate(800 800) scale(1 0.42) translate(-800 -800)"/>`);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      doc.add(diya(doc, 800 + Math.cos(a) * 640, 800 + Math.sin(a) * 270, 1.1));
    }
    doc.add(garland(doc, 0, 1600, 80, 120, 44));
  },
  'old-counter'(doc) {
    interior(doc, { wall: '#f3dfb6', side: '#e0c394', ceiling: '#5a1420', floor: ['#9a6a42', '#5e3b22'] });
    for (const y of [250, 430]) {
      doc.add(`<rect x="260" y="${y + 100}" width="1080" height="20" fill="${P.woodDark}"/>`);
      for (let i = 0; i < 8; i++) doc.add(`<rect x="${290 + i * 132}" y="${y}" width="90" height="100" rx="12" fill="#fff" opacity="0.5" stroke="${P.line}" stroke-width="4"/>`, `<rect x="${296 + i * 132}" y="${y + 40}" width="78" height="56" rx="8" fill="${[P.saffron, '#f3dca8', '#7a4a2e', P.pistachio, '#e2a94a', P.rose, '#f1dcb2', '#c8955e'][i]}"/>`, `<rect x="${284 + i * 132}" y="${y - 10}" width="102" height="18" rx="8" fill="${P.gold}"/>`);
    }
    doc.add(`<rect x="160" y="660" width="1280" height="340" fill="${doc.linear([P.wood, P.woodDark])}"/>`, `<rect x="140" y="640" width="1320" height="40" fill="${P.woodDark}"/>`);
    doc.add(`<rect x="200" y="700" width="1200" height="180" fill="#fff" opacity="0.25" stroke="${P.gold}" stroke-width="6"/>`);
    const trays = [[330, '#f1dcb2'], [560, '#f2892a'], [790, '#e7a93a'], [1020, '#8a5230'], [1250, '#fbf6ea']];
    for (const [x, c] of trays) {
      doc.add(`<ellipse cx="${x}" cy="800" rx="100" ry="26" fill="${doc.linear([P.goldLight, P.goldDeep], true)}"/>`);
      for (let k = 0; k < 5; k++) doc.add(`<circle cx="${x - 48 + k * 24}" cy="${790 - (k % 2) * 10}" r="17" fill="${doc.ball(c, 0.3, 0.2)}"/>`);
    }
    doc.add(`<rect x="560" y="120" width="480" height="90" rx="12" fill="${P.maroon}"/>`, `<rect x="575" y="135" width="450" height="60" rx="8" fill="none" stroke="${P.gold}" stroke-width="4"/>`, mandala(800, 165, 24, P.goldLight, 0.9));
  },
  'sweets-shopfront'(doc) {
    doc.add(`<rect width="1600" height="1200" fill="${doc.linear(['#f9d9a8', '#fbeede'])}"/>`);
    doc.add(`<rect x="200" y="160" width="1200" height="900" fill="#f1dcb0"/>`, `<rect x="200" y="160" width="1200" height="60" fill="${P.maroon}"/>`);
    for (let i = 0; i < 3; i++) doc.add(`<rect x="${260 + i * 380}" y="260" width="320" height="140" fill="#c9e2ee" stroke="${P.woodDark}" stroke-width="12"/>`, `<path d="M${260 + i * 380} 400 h320" stroke="${P.maroon}" stroke-width="18"/>`);
    doc.add(`<rect x="340" y="450" width="920" height="120" rx="16" fill="${P.maroonDeep}"/>`, `<rect x="356" y="466" width="888" height="88" rx="10" fill="none" stroke="${P.gold}" stroke-width="6"/>`);
    doc.add(`<circle cx="420" cy="510" r="34" fill="${P.gold}"/>`, mandala(420, 510, 26, P.maroon, 0.9), `<text x="820" y="532" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${P.goldLight}">RASIKA SWEETS</text>`);
    const stripes = 12;
    for (let i = 0; i < stripes; i++) doc.add(`<path d="M${200 + i * 100} 600 h100 l-10 90 q-40 24 -80 0z" fill="${i % 2 ? P.saffron : P.cream}"/>`);
    doc.add(`<rect x="240" y="700" width="1120" height="360" fill="${darken('#f1dcb0', 0.05)}"/>`);
    doc.add(`<rect x="300" y="740" width="620" height="320" fill="#fff" opacity="0.55" stroke="${P.woodDark}" stroke-width="10"/>`);
    for (let i = 0; i < 5; i++) doc.add(`<ellipse cx="${370 + i * 120}" cy="940" rx="48" ry="12" fill="${P.gold}"/>`, `<circle cx="${360 + i * 120}" cy="920" r="18" fill="${[P.saffron, '#f1dcb2', '#e7a93a', '#8a5230', P.pistachio][i]}"/>`, `<circle cx="${384 + i * 120}" cy="922" r="16" fill="${[P.saffron, '#f1dcb2', '#e7a93a', '#8a5230', P.pistachio][i]}"/>`);
    doc.add(`<rect x="980" y="740" width="320" height="320" fill="${P.woodDark}"/>`, `<rect x="1000" y="760" width="130" height="300" fill="#c9e2ee" opacity="0.7"/>`, `<rect x="1150" y="760" width="130" height="300" fill="#c9e2ee" opacity="0.7"/>`);
    doc.add(garland(doc, 240, 1360, 230, 40, 40), plant(doc, 160, 1060, 1.1), plant(doc, 1440, 1060, 1.1));
    doc.add(`<rect x="0" y="1060" width="1600" height="140" fill="#b9a48a"/>`);
  },
  'hotel-building'(doc) {
    doc.add(`<rect width="1600" height="1200" fill="${doc.linear(['#f7c98a', '#fbeede'])}"/>`);
    doc.add(`<rect x="300" y="140" width="1000" height="920" fill="#f3e3c6"/>`, `<rect x="300" y="140" width="1000" height="40" fill="${P.maroon}"/>`);
    for (let r = 0; r < 5; r++) for (let c = 0; c < 6; c++) doc.add(`<path d="${archPath(350 + c * 160, 220 + r * 140, 100, 100)}" fill="${(r + c) % 3 ? '#c9e2ee' : '#f4c66a'}" stroke="${P.gold}" stroke-width="6"/>`);
    doc.add(`<rect x="580" y="920" width="440" height="140" fill="${P.maroonDeep}"/>`, `<path d="${archPath(700, 900, 200, 160)}" fill="${P.goldLight}" opacity="0.8"/>`);
    doc.add(`<rect x="480" y="880" width="640" height="40" fill="${P.maroon}"/>`, `<text x="800" y="910" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${P.goldLight}">RASIKA GRAND</text>`);
    for (const x of [260, 1340]) doc.add(plant(doc, x, 1000, 1.5));
    doc.add(`<rect x="0" y="1060" width="1600" height="140" fill="#b9a48a"/>`, `<path d="M0 1100 H1600" stroke="#fff" stroke-width="6" stroke-dasharray="60 40" opacity="0.6"/>`);
  },
  'diwali-gifting'(doc) {
    doc.add(`<rect width="1600" height="1200" fill="${doc.linear(['#3a0e16', '#5a1420', '#7a1f2b'])}"/>`, mandala(800, 560, 520, P.gold, 0.2));
    doc.add(garland(doc, 0, 1600, 60, 160, 50));
    doc.add(`<rect x="0" y="900" width="1600" height="300" fill="#2a0a10"/>`);
    for (let i = 0; i < 7; i++) doc.add(diya(doc, 170 + i * 210, 1000 + (i % 2) * 60, 1.3));
    for (let i = 0; i < 10; i++) doc.add(marigold(doc, doc.r.range(80, 1520), doc.r.range(940, 1180), 26));
  },
};

export function drawScene(id, title, sceneName, width, height, focusY) {
  const doc = new Doc(width, height, title, id);
  const scene = SCENES[sceneName];
  if (!scene) throw new Error(`Unknown scene ${sceneName}`);
  scene(doc);
  crop(doc, focusY);
  return doc.toString();
}

/** Composes other finished drawings (inner SVG strings) into one wide picture. */
export function drawComposite(id, title, width, height, { scene, items }) {
  const doc = new Doc(width, height, title, id);
  if (scene) SCENES[scene](doc);
  crop(doc, 0.55);
  items.forEach(({ svg, x, y, size }, i) => {
    const prefix = `m${i}`;
    const inner = svg
      .replace(/ width="\d+" height="\d+"/, '')
      .replace(/^<svg /, `<svg x="${x}" y="${y}" width="${size}" height="${size}" `)
      .replace(/<title>.*?<\/title>/, '')
      .replace(/id="/g, `id="${prefix}`)
      .replace(/url\(#/g, `url(#${prefix}`)
      .trim();
    const cx = x + size / 2;
    const cy = y + size / 2;
    const r = size / 2;
    doc.defs.set(`${prefix}clip`, `<clipPath id="${prefix}clip"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath>`);
    doc.add(shadow(cx, cy + r * 0.95, r * 0.8, r * 0.12, 0.35));
    doc.add(`<g clip-path="url(#${prefix}clip)">${inner}</g>`);
    doc.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${P.goldLight}" stroke-width="${f(size * 0.025)}"/>`);
    doc.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.05)}" fill="none" stroke="${P.gold}" stroke-width="3" stroke-dasharray="6 10"/>`);
  });
  return doc.toString();
}
