/**
 * Restaurant dishes: one template per menu category (soup bowl, tandoori skewers or kebabs, breads,
 * rice handi, Indo-Chinese plate, continental plate, curry kadai, noodles, pasta, salad, chef's handi,
 * pizza), tinted per dish, on a dark table runner so the menu reads differently from the sweets.
 */
import { Doc, P, darken, f, leaf, lighten, mandala, shadow } from './svg.mjs';
import { sprinkle } from './sweets.mjs';

function table(doc) {
  doc.add(`<rect width="800" height="800" fill="${doc.linear([lighten(P.maroonDeep, 0.05), darken(P.maroonDeep, 0.35)])}"/>`);
  doc.add(mandala(400, 420, 360, P.gold, 0.12));
  doc.add(`<rect x="0" y="600" width="800" height="200" fill="${P.woodDark}" opacity="0.55"/>`);
  doc.add(`<path d="M0 600 H800" stroke="${P.gold}" stroke-width="3" opacity="0.5"/>`);
}

function bowl(doc, cx, cy, w, surface, { rim = P.white, body = [P.white, '#e9e2d4'] } = {}) {
  const h = w * 0.45;
  return [
    shadow(cx, cy + h + 10, w * 0.55, h * 0.16, 0.35),
    `<path d="M${f(cx - w / 2)} ${f(cy)} Q${f(cx - w * 0.45)} ${f(cy + h)} ${f(cx)} ${f(cy + h)} Q${f(cx + w * 0.45)} ${f(cy + h)} ${f(cx + w / 2)} ${f(cy)}Z" fill="${doc.linear(body, true)}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w / 2)}" ry="${f(w * 0.14)}" fill="${rim}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + 4)}" rx="${f(w / 2 - 14)}" ry="${f(w * 0.14 - 10)}" fill="${surface}"/>`,
  ];
}

function flatPlate(doc, cx, cy, rx, ry, colour = P.white) {
  return [
    shadow(cx, cy + ry * 0.35, rx, ry * 0.9, 0.35),
    `<ellipse cx="${f(cx)}" cy="${f(cy + 8)}" rx="${f(rx)}" ry="${f(ry)}" fill="${darken(colour, 0.15)}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${colour}"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + 4)}" rx="${f(rx * 0.72)}" ry="${f(ry * 0.7)}" fill="${darken(colour, 0.05)}"/>`,
  ];
}

function coriander(doc, cx, cy, rx, ry, n = 8) {
  return sprinkle(doc, cx, cy, rx, ry, n, (x, y) => leaf(x, y, 14, doc.r.range(0, 360), '#5b8c3a'));
}

function cubes(doc, cx, cy, rx, ry, n, colour, size = 26) {
  return sprinkle(doc, cx, cy, rx, ry, n, (x, y) => [
    `<rect x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${size}" height="${size}" rx="5" fill="${colour}" transform="rotate(${f(doc.r.range(-20, 20))} ${f(x)} ${f(y)})"/>`,
    `<rect x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${size}" height="${f(size * 0.35)}" rx="4" fill="${darken(colour, 0.25)}" opacity="0.6" transform="rotate(${f(doc.r.range(-20, 20))} ${f(x)} ${f(y)})"/>`,
  ].join(''));
}

const TEMPLATES = {
  soup(doc, o) {
    doc.add(flatPlate(doc, 400, 560, 300, 90));
    doc.add(bowl(doc, 400, 450, 420, o.colour));
    if (o.corn) doc.add(...sprinkle(doc, 400, 455, 170, 40, 40, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#f2cf4a"/>`));
    if (o.veg) doc.add(...sprinkle(doc, 400, 455, 170, 40, 14, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="10" height="10" fill="${doc.r.pick(['#e8762b', '#5b8c3a'])}"/>`));
    if (o.lemon) doc.add(`<path d="M560 430 a40 40 0 0 1 60 40 z" fill="#f3dd5a" stroke="#d9c040" stroke-width="4"/>`);
    doc.add(`<path d="M330 440 q70 -20 140 0" stroke="#fff" stroke-width="6" opacity="0.4" fill="none"/>`);
    doc.add(coriander(doc, 400, 450, 120, 30, 9));
    doc.add(`<rect x="560" y="520" width="170" height="26" rx="13" fill="#d7d2c8" transform="rotate(-20 560 520)"/>`);
  },
  skewers(doc, o) {
    doc.add(`<rect x="110" y="470" width="580" height="170" rx="30" fill="#2b2b2b"/>`, `<rect x="130" y="488" width="540" height="134" rx="22" fill="#3a3a3a"/>`);
    doc.add(`<ellipse cx="400" cy="560" rx="240" ry="50" fill="#f1e6c8" opacity="0.25"/>`);
    for (let i = 0; i < 3; i++) {
      const y = 430 + i * 70;
      doc.add(`<path d="M140 ${y + 20} L660 ${y - 20}" stroke="#c0c0c0" stroke-width="6"/>`);
      for (let k = 0; k < 6; k++) {
        const x = 200 + k * 78;
        const yy = y + 20 - (k * 78 + 60) * (40 / 520);
        const c = k % 3 === 1 ? (o.alt ?? '#5b8c3a') : k % 3 === 2 ? '#c0392b' : o.colour;
        doc.add(`<rect x="${f(x - 26)}" y="${f(yy - 26)}" width="52" height="52" rx="10" fill="${doc.ball(c, 0.2, 0.25)}"/>`);
        doc.add(...sprinkle(doc, x, yy, 22, 22, 4, (px, py) => `<circle cx="${f(px)}" cy="${f(py)}" r="4" fill="#3a1a10" opacity="0.6"/>`));
      }
    }
    doc.add(`<path d="M520 380 q30 -60 0 -120 M580 390 q30 -60 0 -120" stroke="#fff" stroke-width="8" opacity="0.25" fill="none" stroke-linecap="round"/>`);
    doc.add(`<circle cx="650" cy="420" r="40" fill="#f3dd5a"/>`, `<circle cx="650" cy="420" r="30" fill="#f8ea8c"/>`);
  },
  kebabs(doc, o) {
    doc.add(flatPlate(doc, 400, 520, 310, 110));
    for (const [x, y] of [[290, 470], [410, 460], [530, 475], [340, 545], [470, 545]]) {
      doc.add(`<ellipse cx="${x}" cy="${y + 14}" rx="62" ry="26" fill="${darken(o.colour, 0.35)}"/>`, `<ellipse cx="${x}" cy="${y}" rx="62" ry="30" fill="${doc.ball(o.colour, 0.2, 0.3)}"/>`);
      doc.add(`<path d="M${x - 10} ${y - 4} q10 -14 22 0 q-10 -5 -22 0Z" fill="#f3e2b8"/>`);
    }
    doc.add(`<ellipse cx="630" cy="430" rx="48" ry="20" fill="#5b8c3a"/>`, `<ellipse cx="630" cy="425" rx="40" ry="14" fill="#7fb24a"/>`);
    doc.add(...sprinkle(doc, 200, 560, 60, 20, 10, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="10" fill="none" stroke="#b0457a" stroke-width="4"/>`));
  },
  breads(doc, o) {
    doc.add(shadow(400, 650, 300, 40, 0.35));
    doc.add(`<path d="M110 450 Q130 660 400 660 Q670 660 690 450Z" fill="#a26b36"/>`);
    for (let y = 480; y < 650; y += 24) doc.add(`<path d="M${120 + (y - 450) * 0.4} ${y} H${680 - (y - 450) * 0.4}" stroke="#7e4f26" stroke-width="5"/>`);
    doc.add(`<path d="M150 440 L400 540 L650 440 L560 360 L240 360Z" fill="#f5ecd7"/>`);
    const layers = [[300, 430, -12], [420, 410, 8], [360, 470, -3]];
    for (const [x, y, a] of layers) {
      doc.add(`<ellipse cx="${x}" cy="${y}" rx="170" ry="80" fill="${doc.ball(o.colour, 0.3, 0.2)}" transform="rotate(${a} ${x} ${y})"/>`);
      doc.add(...sprinkle(doc, x, y, 150, 60, 22, (px, py) => `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(doc.r.range(5, 12))}" ry="${f(doc.r.range(3, 7))}" fill="${darken(o.colour, 0.45)}" opacity="0.55"/>`));
      if (o.butter) doc.add(`<ellipse cx="${x - 30}" cy="${y - 20}" rx="60" ry="20" fill="#fff3b0" opacity="0.45"/>`);
      if (o.garlic) doc.add(...sprinkle(doc, x, y, 140, 55, 20, (px, py) => (doc.r.next() > 0.5 ? leaf(px, py, 12, doc.r.range(0, 360), '#5b8c3a') : `<circle cx="${f(px)}" cy="${f(py)}" r="4" fill="#fbf3dc"/>`)));
    }
    doc.add(`<path d="M110 450 H690" stroke="#7e4f26" stroke-width="12" stroke-linecap="round"/>`);
  },
  rice(doc, o) {
    if (o.handi) {
      doc.add(shadow(400, 665, 250, 34, 0.35));
      doc.add(`<path d="M170 420 Q130 660 400 665 Q670 660 630 420Z" fill="${doc.linear([P.copper, darken(P.copper, 0.35)], true)}"/>`);
      doc.add(`<ellipse cx="400" cy="420" rx="230" ry="60" fill="${darken(P.copper, 0.45)}"/>`);
      doc.add(`<path d="M190 430 Q220 300 400 290 Q580 300 610 430Z" fill="${o.colour}"/>`);
    } else {
      doc.add(bowl(doc, 400, 470, 440, o.colour));
      doc.add(`<path d="M200 470 Q240 350 400 345 Q560 350 600 470Z" fill="${o.colour}"/>`);
    }
    doc.add(...sprinkle(doc, 400, 390, 190, 70, 220, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="2.5" fill="${doc.r.next() > 0.8 ? (o.accent ?? '#f0a63a') : '#fffaf0'}" transform="rotate(${f(doc.r.range(0, 180))} ${f(x)} ${f(y)})"/>`));
    if (o.cumin) doc.add(...sprinkle(doc, 400, 390, 180, 60, 40, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="4" ry="1.5" fill="#6b4a2a"/>`));
    if (o.veg) doc.add(...sprinkle(doc, 400, 390, 170, 60, 24, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="11" height="11" fill="${doc.r.pick(['#e8762b', '#5b8c3a', '#f2cf4a'])}"/>`));
    doc.add(coriander(doc, 400, 380, 140, 50, 8));
    if (o.handi) doc.add(`<path d="M170 420 Q400 500 630 420" stroke="${P.goldLight}" stroke-width="8" fill="none" opacity="0.6"/>`);
  },
  chinese(doc, o) {
    doc.add(flatPlate(doc, 400, 520, 320, 115, '#f4f1ea'));
    doc.add(`<ellipse cx="400" cy="520" rx="220" ry="70" fill="${o.sauce}" opacity="0.9"/>`);
    if (o.pieces === 'balls') for (const [x, y] of [[320, 490], [420, 480], [510, 500], [360, 545], [470, 550]]) doc.add(`<circle cx="${x}" cy="${y}" r="42" fill="${doc.ball(o.colour, 0.25, 0.35)}"/>`);
    if (o.pieces === 'cubes') doc.add(cubes(doc, 400, 515, 180, 50, 12, o.colour, 36));
    if (o.pieces === 'corn') doc.add(...sprinkle(doc, 400, 515, 200, 60, 160, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="${doc.ball('#e9b23a', 0.3, 0.2)}"/>`));
    doc.add(...sprinkle(doc, 400, 510, 200, 60, 18, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="22" height="10" rx="3" fill="${doc.r.pick(['#5b8c3a', '#7fb24a', '#c0392b'])}" transform="rotate(${f(doc.r.range(0, 180))} ${f(x)} ${f(y)})"/>`));
    doc.add(...sprinkle(doc, 400, 500, 200, 60, 24, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="none" stroke="#8bc34a" stroke-width="3"/>`));
    doc.add(`<path d="M600 380 L720 300 M620 390 L735 315" stroke="#a0522d" stroke-width="8" stroke-linecap="round"/>`);
  },
  continental(doc, o) {
    doc.add(flatPlate(doc, 400, 520, 320, 115, '#f7f4ee'));
    if (o.pieces === 'mushrooms') for (const [x, y] of [[300, 490], [410, 480], [520, 495], [350, 550], [470, 555]]) {
      doc.add(`<ellipse cx="${x}" cy="${y + 10}" rx="50" ry="22" fill="#8a6a4a"/>`, `<ellipse cx="${x}" cy="${y}" rx="46" ry="20" fill="${doc.ball('#f0c85a', 0.3, 0.2)}"/>`);
      doc.add(...sprinkle(doc, x, y, 30, 12, 6, (px, py) => leaf(px, py, 8, doc.r.range(0, 360), '#5b8c3a')));
    }
    if (o.pieces === 'wedges') for (let i = 0; i < 12; i++) {
      const x = 260 + (i % 6) * 50;
      const y = 480 + Math.floor(i / 6) * 60;
      doc.add(`<path d="M${x} ${y} q40 -40 80 0 z" fill="${doc.ball('#e0a24a', 0.3, 0.25)}" stroke="#a8662a" stroke-width="4" transform="rotate(${f(doc.r.range(-30, 30))} ${x + 40} ${y})"/>`);
    }
    doc.add(`<ellipse cx="600" cy="470" rx="55" ry="24" fill="#f7f4ee" stroke="#d9d3c6" stroke-width="4"/>`, `<ellipse cx="600" cy="468" rx="42" ry="16" fill="${o.dip ?? '#f3efe0'}"/>`);
    doc.add(...sprinkle(doc, 400, 520, 200, 60, 14, (x, y) => leaf(x, y, 12, doc.r.range(0, 360), '#4f7a3a')));
  },
  curry(doc, o) {
    doc.add(shadow(400, 640, 280, 40, 0.35));
    doc.add(`<path d="M130 440 Q150 640 400 640 Q650 640 670 440Z" fill="${doc.linear([P.copper, darken(P.copper, 0.4)], true)}"/>`);
    doc.add(`<path d="M110 430 q-40 -10 -50 30 M690 430 q40 -10 50 30" stroke="${darken(P.copper, 0.3)}" stroke-width="16" fill="none" stroke-linecap="round"/>`);
    doc.add(`<ellipse cx="400" cy="440" rx="270" ry="70" fill="${lighten(P.copper, 0.2)}"/>`, `<ellipse cx="400" cy="446" rx="252" ry="60" fill="${o.colour}"/>`);
    if (o.paneer) doc.add(cubes(doc, 400, 445, 170, 34, 10, '#fbf3dc', 34));
    if (o.veg) doc.add(...sprinkle(doc, 400, 445, 190, 38, 26, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="18" height="12" rx="3" fill="${doc.r.pick(['#e8762b', '#5b8c3a', '#f2cf4a', '#c0392b'])}"/>`));
    if (o.lentils) doc.add(...sprinkle(doc, 400, 445, 200, 40, 70, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="4" fill="${darken(o.colour, 0.35)}"/>`));
    doc.add(`<path d="M310 440 q60 -30 100 0 q40 30 90 0" stroke="#fffaf0" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.9"/>`);
    doc.add(coriander(doc, 400, 440, 160, 30, 8));
  },
  noodles(doc, o) {
    doc.add(bowl(doc, 400, 450, 460, o.colour, { rim: '#f4f1ea' }));
    doc.add(`<path d="M190 452 Q220 320 400 315 Q580 320 610 452Z" fill="${o.colour}"/>`);
    for (let i = 0; i < 26; i++) {
      const y = 330 + doc.r.range(0, 110);
      const x = 220 + doc.r.range(0, 330);
      doc.add(`<path d="M${f(x)} ${f(y)} q20 -16 40 0 t40 0 t40 0" stroke="${lighten(o.colour, 0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
    }
    doc.add(...sprinkle(doc, 400, 390, 170, 55, 30, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="26" height="6" rx="3" fill="${doc.r.pick(['#e8762b', '#7fb24a', '#f2f2e6', '#c0392b'])}" transform="rotate(${f(doc.r.range(0, 180))} ${f(x)} ${f(y)})"/>`));
    doc.add(`<path d="M560 300 L700 200 M585 312 L720 218" stroke="#a0522d" stroke-width="9" stroke-linecap="round"/>`);
  },
  pasta(doc, o) {
    doc.add(flatPlate(doc, 400, 520, 320, 120, '#f7f4ee'));
    doc.add(`<ellipse cx="400" cy="505" rx="210" ry="75" fill="${o.sauce}"/>`);
    for (let i = 0; i < 38; i++) {
      const x = 230 + doc.r.range(0, 340);
      const y = 460 + doc.r.range(0, 90);
      const a = f(doc.r.range(-60, 60));
      doc.add(`<g transform="rotate(${a} ${f(x)} ${f(y)})"><rect x="${f(x - 22)}" y="${f(y - 9)}" width="44" height="18" rx="4" fill="${doc.ball('#f1d28a', 0.2, 0.2)}"/><ellipse cx="${f(x + 22)}" cy="${f(y)}" rx="4" ry="8" fill="#e0b864"/></g>`);
    }
    doc.add(`<ellipse cx="400" cy="500" rx="160" ry="45" fill="${o.sauce}" opacity="0.45"/>`);
    if (o.broccoli) doc.add(...sprinkle(doc, 400, 500, 160, 50, 6, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="14" fill="#3f7a2a"/>`));
    doc.add(...sprinkle(doc, 400, 490, 150, 45, 6, (x, y) => leaf(x, y, 22, doc.r.range(0, 360), '#3f8f3a')));
  },
  salad(doc, o) {
    doc.add(bowl(doc, 400, 470, 480, '#e9f0d8', { rim: '#f4f1ea' }));
    doc.add(`<path d="M180 470 Q220 350 400 345 Q580 350 620 470Z" fill="#cfe3a6"/>`);
    doc.add(...sprinkle(doc, 400, 410, 190, 55, 40, (x, y) => `<rect x="${f(x)}" y="${f(y)}" width="24" height="20" rx="4" fill="${doc.r.pick(o.pieces)}" transform="rotate(${f(doc.r.range(0, 90))} ${f(x)} ${f(y)})"/>`));
    if (o.olives) doc.add(...sprinkle(doc, 400, 410, 170, 50, 10, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="10" ry="7" fill="#2d2a26"/>`));
    doc.add(coriander(doc, 400, 400, 160, 45, 10));
    doc.add(`<path d="M540 380 a36 36 0 0 1 70 10 z" fill="#f3dd5a"/>`);
  },
  handi(doc, o) {
    doc.add(shadow(400, 660, 270, 38, 0.35));
    doc.add(`<path d="M180 380 Q100 660 400 665 Q700 660 620 380Z" fill="${doc.linear(['#8b4a2b', '#5e2d18'], true)}"/>`);
    doc.add(`<path d="M150 600 Q400 700 650 600" stroke="${P.goldLight}" stroke-width="6" fill="none" opacity="0.5"/>`);
    doc.add(`<ellipse cx="400" cy="380" rx="225" ry="55" fill="#4a2412"/>`, `<ellipse cx="400" cy="385" rx="205" ry="45" fill="${o.colour}"/>`);
    if (o.paneer) doc.add(cubes(doc, 400, 385, 130, 25, 8, '#fbf3dc', 30));
    if (o.chillies) for (let i = 0; i < 6; i++) doc.add(`<path d="M${260 + i * 50} 370 q20 30 50 22" stroke="#3f7a2a" stroke-width="14" fill="none" stroke-linecap="round"/>`);
    doc.add(`<path d="M330 380 q40 -20 80 0 q40 20 80 0" stroke="#fffaf0" stroke-width="7" fill="none" opacity="0.8"/>`);
    doc.add(coriander(doc, 400, 380, 130, 25, 7));
    if (o.rice) {
      doc.add(flatPlate(doc, 600, 650, 130, 46));
      doc.add(`<ellipse cx="600" cy="640" rx="90" ry="30" fill="#f6e2b8"/>`);
      doc.add(...sprinkle(doc, 600, 638, 80, 24, 60, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="2" fill="${doc.r.next() > 0.8 ? '#6b4a2a' : '#fffaf0'}"/>`));
    }
  },
  pizza(doc, o) {
    doc.add(shadow(400, 560, 320, 110, 0.35));
    doc.add(`<ellipse cx="400" cy="520" rx="330" ry="130" fill="#8a5a36"/>`, `<ellipse cx="400" cy="510" rx="330" ry="130" fill="#a26b43"/>`);
    doc.add(`<ellipse cx="400" cy="500" rx="290" ry="112" fill="#e3a85a"/>`, `<ellipse cx="400" cy="500" rx="262" ry="98" fill="#c8452e"/>`);
    doc.add(...sprinkle(doc, 400, 500, 250, 92, 26, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(doc.r.range(26, 44))}" ry="${f(doc.r.range(12, 18))}" fill="#fbf0c8"/>`));
    for (const piece of o.toppings) doc.add(...sprinkle(doc, 400, 500, 240, 88, 12, (x, y) => topping(doc, x, y, piece)));
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * Math.PI;
      doc.add(`<path d="M${f(400 - Math.cos(a) * 290)} ${f(500 - Math.sin(a) * 112)} L${f(400 + Math.cos(a) * 290)} ${f(500 + Math.sin(a) * 112)}" stroke="#8a3a22" stroke-width="3" opacity="0.45"/>`);
    }
  },
};

function topping(doc, x, y, piece) {
  switch (piece) {
    case 'basil':
      return leaf(x, y, 34, doc.r.range(0, 360), '#2f7d32');
    case 'mushroom':
      return `<path d="M${f(x - 14)} ${f(y)} a14 12 0 0 1 28 0 h-9 v8 h-10 v-8z" fill="#d9c6a5" stroke="#8a6a4a" stroke-width="2"/>`;
    case 'capsicum':
      return `<path d="M${f(x)} ${f(y)} q14 -10 28 0" stroke="#3f8f3a" stroke-width="6" fill="none"/>`;
    case 'onion':
      return `<path d="M${f(x)} ${f(y)} a14 10 0 0 1 28 0" stroke="#b0457a" stroke-width="4" fill="none"/>`;
    case 'corn':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="#f2cf4a"/>`;
    case 'tomato':
      return `<circle cx="${f(x)}" cy="${f(y)}" r="12" fill="#e04a33" stroke="#b0301f" stroke-width="2"/>`;
    default:
      return '';
  }
}

export function drawDish(id, title, [template, o]) {
  const doc = new Doc(800, 800, title, id);
  table(doc);
  const draw = TEMPLATES[template];
  if (!draw) throw new Error(`Unknown dish template ${template}`);
  doc.add('<g transform="translate(400 500) scale(1.08) translate(-400 -500)">');
  draw(doc, o);
  doc.add('</g>');
  return doc.toString();
}
