/**
 * Gift packaging: open box, tin, dry-fruit tray, cane basket, thali, diya set, potli, wooden trunk
 * and glass jars, each filled with small sweets, dry fruit or namkeen and tinted per item.
 */
import { Doc, P, background, darken, diya, f, lighten, mandala, marigold, shadow, thali } from './svg.mjs';
import { barfi, disc, katli, laddu, namkeenPiece, nutChunk, peda, sprinkle } from './sweets.mjs';

const FILLINGS = {
  laddu: (doc, x, y, s) => laddu(doc, x, y, 26 * s, { color: doc.r.pick(['#f2892a', '#e2a94a']), texture: 'crumb' }),
  'dry-laddu': (doc, x, y, s) => laddu(doc, x, y, 26 * s, { color: '#7a4a2e', texture: 'nuts' }),
  katli: (doc, x, y, s) => katli(doc, x, y, 30 * s, { color: '#f1dcb2', silver: true }),
  kesar: (doc, x, y, s) => katli(doc, x, y, 30 * s, { color: '#f5c96a', saffron: true }),
  barfi: (doc, x, y, s) => barfi(doc, x, y, 44 * s, { layers: [['#f0d7a3', 1]], top: '#eccb8a', garnish: 'pistachio' }),
  pista: (doc, x, y, s) => barfi(doc, x, y, 44 * s, { layers: [['#c8d99a', 1]], top: '#d3e2a8', garnish: 'silver' }),
  choco: (doc, x, y, s) => barfi(doc, x, y, 44 * s, { layers: [['#f5e9cf', 0.5], ['#6b3b25', 0.5]], top: '#6b3b25' }),
  mysore: (doc, x, y, s) => barfi(doc, x, y, 44 * s, { layers: [['#e7a93a', 1]], top: '#f0bf55', porous: true }),
  peda: (doc, x, y, s) => peda(doc, x, y, 24 * s, { color: '#f3c35a', garnish: 'pistachio' }),
  biscuit: (doc, x, y, s) => disc(doc, x, y, 30 * s, '#e2ac5a', { count: 4, size: 2, colours: ['#8a5a36'] }),
  almond: (doc, x, y, s) => nutsPile(doc, x, y, s, ['#c99a5b', '#b98a4b']),
  cashew: (doc, x, y, s) => nutsPile(doc, x, y, s, ['#f3e2b8', '#ecd49c']),
  pistachio: (doc, x, y, s) => nutsPile(doc, x, y, s, ['#9bbb59', '#c5b27a']),
  raisin: (doc, x, y, s) => nutsPile(doc, x, y, s, ['#6b2f3a', '#8a4a2a']),
  fig: (doc, x, y, s) => nutsPile(doc, x, y, s, ['#7b4b3a', '#8f5c45']),
  mixture: (doc, x, y, s) => sprinkle(doc, x, y, 40 * s, 20 * s, 40, (px, py) => namkeenPiece(doc, px, py, doc.r.pick(['sev', 'peanut', 'leaf', 'boondi']))),
  halwa: (doc, x, y, s) => disc(doc, x, y, 38 * s, '#b5742f', { count: 10, size: 4, colours: ['#8fae4e', '#f0dcb4'] }),
  chocolate: (doc, x, y, s) => nutsPile(doc, x, y, s, ['#4a2616', '#5e321e']),
};

function nutsPile(doc, x, y, s, colours) {
  return sprinkle(doc, x, y, 42 * s, 22 * s, 26, (px, py) => nutChunk(doc, px, py, 8 * s, doc.r.pick(colours)));
}

function fill(doc, kind, x, y, s = 1) {
  const draw = FILLINGS[kind];
  if (!draw) throw new Error(`Unknown filling ${kind}`);
  return draw(doc, x, y, s);
}

function ribbonBow(doc, x, y, colour, s = 1) {
  return [
    `<path d="M${f(x)} ${f(y)} C${f(x - 70 * s)} ${f(y - 60 * s)} ${f(x - 90 * s)} ${f(y + 20 * s)} ${f(x)} ${f(y)}Z" fill="${colour}"/>`,
    `<path d="M${f(x)} ${f(y)} C${f(x + 70 * s)} ${f(y - 60 * s)} ${f(x + 90 * s)} ${f(y + 20 * s)} ${f(x)} ${f(y)}Z" fill="${darken(colour, 0.1)}"/>`,
    `<path d="M${f(x)} ${f(y)} l${f(-30 * s)} ${f(60 * s)} M${f(x)} ${f(y)} l${f(30 * s)} ${f(60 * s)}" stroke="${colour}" stroke-width="${f(12 * s)}"/>`,
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(12 * s)}" fill="${darken(colour, 0.2)}"/>`,
  ];
}

function box(doc, o) {
  const c = o.colour;
  const out = [];
  // lid leaning behind
  out.push(`<polygon points="190,180 610,180 650,400 150,400" fill="${doc.linear([lighten(c, 0.1), darken(c, 0.2)])}"/>`);
  out.push(`<polygon points="205,195 595,195 630,385 170,385" fill="none" stroke="${P.gold}" stroke-width="6"/>`);
  out.push(mandala(400, 290, 70, P.goldLight, 0.8));
  // open top
  out.push(shadow(400, 720, 330, 30, 0.2));
  out.push(`<polygon points="170,400 630,400 690,500 110,500" fill="${darken(c, 0.35)}"/>`);
  out.push(`<polygon points="182,408 618,408 672,494 128,494" fill="${o.lining ?? P.ivory}"/>`);
  const kinds = o.fill;
  const cols = 3;
  const rows = 2;
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const t = (r + 0.5) / rows;
      const left = 182 - 54 * t;
      const width = 436 + 108 * t;
      const x = left + ((col + 0.5) * width) / cols;
      const y = 414 + t * 78;
      out.push(fill(doc, kinds[(r * cols + col) % kinds.length], x, y - 8, 1.05 + t * 0.3));
    }
  }
  for (let i = 1; i < cols; i++) out.push(`<path d="M${f(182 + (436 * i) / cols)} 408 L${f(128 + (544 * i) / cols)} 494" stroke="${P.gold}" stroke-width="3"/>`);
  // front face
  out.push(`<rect x="110" y="500" width="580" height="210" fill="${doc.linear([c, darken(c, 0.25)])}"/>`);
  out.push(`<rect x="110" y="585" width="580" height="34" fill="${doc.linear([P.goldLight, P.gold, P.goldDeep])}"/>`);
  out.push(`<circle cx="400" cy="602" r="46" fill="${darken(c, 0.1)}" stroke="${P.goldLight}" stroke-width="6"/>`, mandala(400, 602, 32, P.goldLight, 0.9));
  out.push(`<rect x="110" y="500" width="580" height="10" fill="${lighten(c, 0.15)}"/>`);
  return out;
}

function tin(doc, o) {
  const c = o.colour;
  const out = [shadow(400, 700, 210, 28, 0.22)];
  out.push(`<ellipse cx="620" cy="600" rx="120" ry="120" fill="${doc.linear([lighten(c, 0.1), darken(c, 0.25)])}" transform="rotate(-12 620 600)"/>`);
  out.push(`<ellipse cx="620" cy="600" rx="96" ry="96" fill="none" stroke="${P.gold}" stroke-width="6"/>`, mandala(620, 600, 70, P.goldLight, 0.9));
  out.push(`<path d="M200 380 V640 A200 60 0 0 0 600 640 V380Z" fill="${doc.linear([darken(c, 0.25), lighten(c, 0.12), darken(c, 0.3)], true)}"/>`);
  out.push(`<path d="M200 480 A200 60 0 0 0 600 480 V540 A200 60 0 0 1 200 540Z" fill="${doc.linear([P.goldDeep, P.goldLight, P.goldDeep], true)}"/>`);
  for (let i = 0; i < 9; i++) out.push(`<circle cx="${230 + i * 42}" cy="${f(540 + Math.sin((i / 8) * Math.PI) * 50 - 20)}" r="9" fill="${darken(c, 0.15)}"/>`);
  out.push(`<ellipse cx="400" cy="380" rx="200" ry="60" fill="${darken(c, 0.35)}"/>`, `<ellipse cx="400" cy="384" rx="186" ry="52" fill="${P.ivory}"/>`);
  const positions = [[320, 370], [400, 360], [480, 370], [350, 400], [450, 402], [400, 385]];
  for (const [x, y] of positions) out.push(fill(doc, o.fill[0], x, y, 1.3));
  return out;
}

function tray(doc, o) {
  const out = [shadow(400, 700, 330, 30, 0.22)];
  out.push(`<polygon points="150,360 650,360 720,640 80,640" fill="${doc.linear([P.wood, P.woodDark])}"/>`);
  out.push(`<polygon points="175,378 625,378 688,622 112,622" fill="${darken(P.wood, 0.35)}"/>`);
  out.push(`<path d="M400 378 V622 M143 500 H657" stroke="${P.wood}" stroke-width="12"/>`);
  const cells = [[290, 440], [510, 440], [270, 560], [530, 560]];
  cells.forEach(([x, y], i) => out.push(fill(doc, o.fill[i % o.fill.length], x, y, 1.6)));
  out.push(`<rect x="80" y="640" width="640" height="40" fill="${P.woodDark}"/>`, `<path d="M100 660 H700" stroke="${P.gold}" stroke-width="4"/>`);
  out.push(`<polygon points="180,140 620,140 650,330 150,330" fill="#ffffff" opacity="0.22" stroke="#fff" stroke-width="3"/>`);
  return out;
}

function basket(doc, o) {
  const out = [shadow(400, 715, 320, 30, 0.22)];
  out.push(`<path d="M160 460 Q400 120 640 460" stroke="${darken('#c9924d', 0.2)}" stroke-width="26" fill="none"/>`);
  out.push(`<path d="M160 460 Q400 120 640 460" stroke="#d8a35c" stroke-width="14" fill="none" stroke-dasharray="18 8"/>`);
  // packs inside
  const packs = o.packs;
  packs.forEach((colour, i) => {
    const x = 210 + i * (380 / packs.length);
    const h = 170 + (i % 2) * 40;
    out.push(`<rect x="${f(x)}" y="${f(470 - h)}" width="${f(380 / packs.length - 10)}" height="${f(h + 20)}" rx="10" fill="${doc.linear([lighten(colour, 0.12), darken(colour, 0.15)])}"/>`);
    out.push(`<rect x="${f(x + 8)}" y="${f(490 - h)}" width="${f(380 / packs.length - 26)}" height="34" rx="6" fill="${P.cream}" opacity="0.9"/>`);
    out.push(`<circle cx="${f(x + (380 / packs.length - 10) / 2)}" cy="${f(560 - h * 0.4)}" r="18" fill="${P.goldLight}" opacity="0.9"/>`);
  });
  out.push(`<path d="M140 450 H660 L610 700 H190Z" fill="#c9924d"/>`);
  for (let y = 470; y < 700; y += 26) out.push(`<path d="M${f(140 + (y - 450) * 0.2)} ${y} H${f(660 - (y - 450) * 0.2)}" stroke="${darken('#c9924d', 0.25)}" stroke-width="6"/>`);
  for (let x = 160; x < 660; x += 34) out.push(`<path d="M${x} 452 L${f(x + (400 - x) * 0.1)} 698" stroke="${lighten('#c9924d', 0.25)}" stroke-width="5" opacity="0.8"/>`);
  out.push(`<rect x="130" y="440" width="540" height="26" rx="13" fill="${darken('#c9924d', 0.15)}"/>`);
  out.push(...ribbonBow(doc, 400, 470, o.ribbon ?? P.maroon, 0.9));
  return out;
}

function thaliGift(doc, o) {
  const out = [...thali(doc, 400, 590, 320, 110)];
  const spots = [[270, 520], [400, 500], [530, 520], [330, 590], [470, 590]];
  spots.forEach(([x, y], i) => out.push(fill(doc, o.fill[i % o.fill.length], x, y, 1.7)));
  out.push(diya(doc, 180, 620, 0.6), diya(doc, 600, 620, 0.6));
  // Clear wrap over the thali, gathered at the top and tied with the bow, so the bow rests on it
  // rather than floating above the sweets (issue #16).
  out.push(`<path d="M90 600 Q110 300 372 222 L428 222 Q690 300 710 600" fill="#ffffff" opacity="0.3"/>`, `<path d="M90 600 Q110 300 372 222 M428 222 Q690 300 710 600" fill="none" stroke="${P.goldDeep}" stroke-width="4" opacity="0.45"/>`);
  out.push(`<path d="M150 540 Q170 360 330 262" stroke="#ffffff" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.5"/>`, `<path d="M640 520 Q630 400 560 320" stroke="#ffffff" stroke-width="7" stroke-linecap="round" fill="none" opacity="0.4"/>`);
  out.push(`<path d="M372 222 Q360 190 376 168 Q400 182 424 168 Q440 190 428 222Z" fill="#ffffff" opacity="0.6" stroke="${P.goldDeep}" stroke-width="3" stroke-opacity="0.45"/>`);
  out.push(...ribbonBow(doc, 400, 214, o.ribbon ?? P.maroon, 0.8));
  return out;
}

function diyaSet(doc, o) {
  const out = [];
  out.push(box(doc, { colour: o.colour, fill: o.fill }).map((part) => `<g transform="translate(200 40) scale(0.6)">${part}</g>`).join(''));
  const xs = o.count === 2 ? [220, 560] : [150, 300, 500, 650];
  xs.forEach((x, i) => {
    out.push(diya(doc, x, 650 + (i % 2) * 30, 1.1));
    if (o.painted) out.push(`<path d="M${x - 40} ${666 + (i % 2) * 30} q40 26 80 0" stroke="${[P.maroon, P.leaf, P.saffron, '#2e6f9e'][i % 4]}" stroke-width="6" fill="none"/>`);
  });
  return out;
}

function potli(doc, o) {
  const out = [];
  const bags = o.colours;
  const xs = bags.length === 1 ? [330] : [210, 400, 590];
  bags.forEach((colour, i) => {
    const x = xs[i];
    const s = bags.length === 1 ? 1.5 : 1;
    const y = 600;
    out.push(shadow(x, y + 95 * s, 110 * s, 16 * s, 0.2));
    out.push(`<path d="M${f(x - 60 * s)} ${f(y - 120 * s)} Q${f(x - 150 * s)} ${f(y + 30 * s)} ${f(x - 90 * s)} ${f(y + 90 * s)} H${f(x + 90 * s)} Q${f(x + 150 * s)} ${f(y + 30 * s)} ${f(x + 60 * s)} ${f(y - 120 * s)}Z" fill="${doc.ball(colour, 0.25, 0.3)}"/>`);
    out.push(`<path d="M${f(x - 60 * s)} ${f(y - 120 * s)} Q${f(x - 90 * s)} ${f(y - 170 * s)} ${f(x - 50 * s)} ${f(y - 190 * s)} L${f(x)} ${f(y - 160 * s)} L${f(x + 50 * s)} ${f(y - 190 * s)} Q${f(x + 90 * s)} ${f(y - 170 * s)} ${f(x + 60 * s)} ${f(y - 120 * s)}Z" fill="${lighten(colour, 0.1)}"/>`);
    out.push(`<path d="M${f(x - 66 * s)} ${f(y - 118 * s)} Q${f(x)} ${f(y - 100 * s)} ${f(x + 66 * s)} ${f(y - 118 * s)}" stroke="${P.goldLight}" stroke-width="${f(8 * s)}" fill="none"/>`);
    out.push(`<path d="M${f(x + 30 * s)} ${f(y - 112 * s)} l${f(20 * s)} ${f(70 * s)} M${f(x + 30 * s)} ${f(y - 112 * s)} l${f(-6 * s)} ${f(76 * s)}" stroke="${P.goldLight}" stroke-width="${f(4 * s)}"/>`);
    out.push(`<circle cx="${f(x + 50 * s)}" cy="${f(y - 38 * s)}" r="${f(9 * s)}" fill="${P.gold}"/>`, `<circle cx="${f(x + 24 * s)}" cy="${f(y - 32 * s)}" r="${f(9 * s)}" fill="${P.gold}"/>`);
    out.push(`<path d="M${f(x - 80 * s)} ${f(y + 20 * s)} Q${f(x)} ${f(y + 50 * s)} ${f(x + 80 * s)} ${f(y + 20 * s)}" stroke="${P.gold}" stroke-width="${f(5 * s)}" fill="none" stroke-dasharray="${f(4 * s)} ${f(8 * s)}"/>`);
  });
  if (bags.length === 1) {
    out.push(...thali(doc, 610, 660, 150, 50));
    out.push(fill(doc, o.fill[0], 570, 640, 1), fill(doc, o.fill[1] ?? o.fill[0], 650, 640, 1));
  }
  return out;
}

function trunk(doc, o) {
  const out = [shadow(400, 720, 340, 30, 0.22)];
  out.push(`<polygon points="130,200 670,200 690,420 110,420" fill="${doc.linear([P.wood, P.woodDark])}"/>`);
  out.push(`<polygon points="160,225 640,225 655,400 145,400" fill="none" stroke="${P.gold}" stroke-width="5"/>`);
  out.push(mandala(400, 312, 60, P.goldLight, 0.7));
  out.push(`<polygon points="110,420 690,420 730,500 70,500" fill="${darken(P.woodDark, 0.3)}"/>`);
  const spots = [[200, 455], [330, 450], [470, 450], [600, 455], [270, 480], [530, 480]];
  spots.forEach(([x, y], i) => out.push(fill(doc, o.fill[i % o.fill.length], x, y, 1.2)));
  out.push(`<rect x="70" y="500" width="660" height="210" fill="${doc.linear([P.wood, P.woodDark])}"/>`);
  for (const x of [90, 410]) out.push(`<rect x="${x}" y="520" width="300" height="170" rx="8" fill="none" stroke="${darken(P.woodDark, 0.2)}" stroke-width="6"/>`, mandala(x + 150, 605, 50, P.gold, 0.55));
  for (const [x, y] of [[70, 500], [690, 500], [70, 670], [690, 670]]) out.push(`<rect x="${x}" y="${y}" width="40" height="40" fill="${P.gold}"/>`);
  out.push(`<rect x="370" y="490" width="60" height="50" rx="6" fill="${P.goldLight}"/>`, `<circle cx="400" cy="515" r="8" fill="${P.woodDark}"/>`);
  return out;
}

function jars(doc, o) {
  const out = [];
  const xs = [215, 400, 585];
  o.fill.slice(0, 3).forEach((kind, i) => {
    const x = xs[i];
    const top = 330 + (i === 1 ? -40 : 0);
    out.push(shadow(x, 705, 100, 16, 0.2));
    out.push(`<rect x="${x - 85}" y="${top}" width="170" height="${700 - top}" rx="30" fill="#ffffff" opacity="0.35" stroke="#e6cfa3" stroke-width="4"/>`);
    const inner = [];
    for (let y = top + 60; y < 700; y += 30) inner.push(fill(doc, kind, x, y, 1.8));
    const clip = `jar${i}`;
    doc.defs.set(clip, `<clipPath id="${clip}"><rect x="${x - 80}" y="${top + 40}" width="160" height="${655 - top}" rx="26"/></clipPath>`);
    out.push(`<g clip-path="url(#${clip})">${inner.flat().join('')}</g>`);
    out.push(`<rect x="${x - 70}" y="${top - 34}" width="140" height="44" rx="10" fill="${doc.linear([P.goldLight, P.goldDeep])}"/>`);
    out.push(`<rect x="${x - 60}" y="${top + 150}" width="120" height="70" rx="8" fill="${o.label ?? P.maroon}"/>`, mandala(x, top + 185, 22, P.goldLight, 0.9));
    out.push(`<rect x="${x - 70}" y="${top + 40}" width="14" height="${560 - top}" rx="7" fill="#fff" opacity="0.35"/>`);
  });
  return out;
}

const STYLES = { box, tin, tray, basket, thali: thaliGift, diya: diyaSet, potli, trunk, jars };

export function drawGift(id, title, [style, o]) {
  const doc = new Doc(800, 800, title, id);
  background(doc, { cy: 420 });
  const draw = STYLES[style];
  if (!draw) throw new Error(`Unknown gift style ${style}`);
  doc.add(draw(doc, o));
  if (o.marigolds) doc.add(marigold(doc, 70, 740, 30), marigold(doc, 730, 740, 30), marigold(doc, 125, 770, 20, P.saffronLight));
  return doc.toString();
}
