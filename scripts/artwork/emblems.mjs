/**
 * Emblems and portraits: the three brand emblems, the monogram avatars of the guest reviews and an
 * illustrated portrait of the founder. Same palette, flat shapes, soft shading.
 */
import { Doc, P, darken, diya, escapeXml, f, lighten, mandala, marigold, shadow, starPoints } from './svg.mjs';

function badge(doc, colour) {
  const c = 300;
  doc.add(`<rect width="600" height="600" fill="${P.cream}"/>`);
  doc.add(`<circle cx="${c}" cy="${c}" r="270" fill="${doc.ball(colour, 0.15, 0.3)}"/>`);
  doc.add(`<circle cx="${c}" cy="${c}" r="250" fill="none" stroke="${P.goldLight}" stroke-width="8"/>`);
  doc.add(`<circle cx="${c}" cy="${c}" r="228" fill="none" stroke="${P.gold}" stroke-width="2" stroke-dasharray="4 10"/>`);
  doc.add(mandala(c, c, 210, P.goldLight, 0.25));
}

const BRANDS = {
  sweets(doc) {
    badge(doc, P.maroon);
    for (let i = 0; i < 8; i++) {
      const a = -90 + (i - 3.5) * 22;
      doc.add(`<path d="M300 430 Q${f(300 + Math.cos(((a - 10) * Math.PI) / 180) * 120)} ${f(430 + Math.sin(((a - 10) * Math.PI) / 180) * 120)} ${f(300 + Math.cos((a * Math.PI) / 180) * 190)} ${f(430 + Math.sin((a * Math.PI) / 180) * 190)} Q${f(300 + Math.cos(((a + 10) * Math.PI) / 180) * 120)} ${f(430 + Math.sin(((a + 10) * Math.PI) / 180) * 120)} 300 430Z" fill="${i % 2 ? P.rose : lighten(P.rose, 0.3)}"/>`);
    }
    doc.add(`<circle cx="300" cy="300" r="92" fill="${doc.ball(P.saffron, 0.35, 0.25)}"/>`);
    for (let i = 0; i < 70; i++) {
      const a = doc.r.range(0, Math.PI * 2);
      const d = Math.sqrt(doc.r.next()) * 82;
      doc.add(`<circle cx="${f(300 + Math.cos(a) * d)}" cy="${f(300 + Math.sin(a) * d)}" r="5" fill="${i % 3 ? lighten(P.saffron, 0.3) : darken(P.saffron, 0.2)}" opacity="0.7"/>`);
    }
    doc.add(`<path d="M150 440 Q300 500 450 440" stroke="${P.goldLight}" stroke-width="10" fill="none" stroke-linecap="round"/>`);
  },
  catering(doc) {
    badge(doc, '#2e5e4e');
    doc.add(`<path d="M170 150 Q300 240 430 150" stroke="${P.saffron}" stroke-width="0" fill="none"/>`);
    for (let i = 0; i <= 14; i++) {
      const t = i / 14;
      doc.add(`<circle cx="${f(160 + 280 * t)}" cy="${f(170 + Math.sin(t * Math.PI) * 60)}" r="14" fill="${i % 2 ? P.saffron : P.saffronLight}"/>`);
    }
    doc.add(shadow(300, 455, 140, 16, 0.3));
    doc.add(`<path d="M170 300 Q150 450 300 455 Q450 450 430 300Z" fill="${doc.linear([lighten(P.copper, 0.3), P.copper, darken(P.copper, 0.35)], true)}"/>`);
    doc.add(`<ellipse cx="300" cy="300" rx="140" ry="32" fill="${darken(P.copper, 0.4)}"/>`, `<path d="M150 300 q-40 0 -40 30 M450 300 q40 0 40 30" stroke="${darken(P.copper, 0.2)}" stroke-width="14" fill="none" stroke-linecap="round"/>`);
    doc.add(`<path d="M190 305 Q200 250 300 246 Q400 250 410 305Z" fill="${P.gold}"/>`, `<circle cx="300" cy="236" r="16" fill="${P.goldLight}"/>`);
    doc.add(`<path d="M250 230 q-14 -30 0 -60 M300 220 q-14 -30 0 -60 M350 230 q-14 -30 0 -60" stroke="#fff" stroke-width="8" opacity="0.55" fill="none" stroke-linecap="round"/>`);
  },
  hotels(doc) {
    badge(doc, P.maroonDeep);
    doc.add(`<path d="M180 470 V290 Q180 200 300 150 Q420 200 420 290 V470Z" fill="${doc.linear([P.goldLight, P.goldDeep])}"/>`);
    doc.add(`<path d="M215 470 V300 Q215 225 300 190 Q385 225 385 300 V470Z" fill="${P.maroon}"/>`);
    doc.add(`<path d="M250 470 V320 Q250 265 300 240 Q350 265 350 320 V470Z" fill="${doc.linear(['#f9d9a8', P.saffronLight])}"/>`);
    doc.add(`<circle cx="300" cy="135" r="18" fill="${P.goldLight}"/>`, `<path d="M300 117 v-30" stroke="${P.goldLight}" stroke-width="6"/>`);
    doc.add(`<rect x="150" y="470" width="300" height="22" rx="6" fill="${P.goldLight}"/>`);
    doc.add(`<polygon points="${starPoints(300, 300, 20, 8, 8)}" fill="${P.maroon}" opacity="0.6"/>`);
  },
};

export function drawBrand(id, title, kind) {
  const doc = new Doc(600, 600, title, id);
  BRANDS[kind](doc);
  return doc.toString();
}

export function drawAvatar(id, title, letter, colour) {
  const doc = new Doc(400, 400, title, id);
  doc.add(`<rect width="400" height="400" fill="${P.cream}"/>`);
  doc.add(`<circle cx="200" cy="200" r="190" fill="${doc.ball(colour, 0.25, 0.25)}"/>`);
  doc.add(`<circle cx="200" cy="200" r="170" fill="none" stroke="${P.goldLight}" stroke-width="6"/>`);
  doc.add(mandala(200, 200, 160, P.goldLight, 0.2));
  doc.add(`<text x="200" y="262" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="180" font-weight="700" fill="${P.cream}">${escapeXml(letter)}</text>`);
  return doc.toString();
}

export function drawFounder(id, title) {
  const doc = new Doc(800, 1000, title, id);
  doc.add(`<rect width="800" height="1000" fill="${doc.linear([P.cream, P.sand])}"/>`);
  doc.add(`<path d="M120 1000 V380 Q120 150 400 90 Q680 150 680 380 V1000Z" fill="${P.maroon}"/>`);
  doc.add(`<path d="M150 1000 V390 Q150 180 400 125 Q650 180 650 390 V1000Z" fill="none" stroke="${P.gold}" stroke-width="8"/>`);
  doc.add(mandala(400, 380, 230, P.goldLight, 0.25));
  const skin = '#b97a4f';
  // shoulders and kurta
  doc.add(`<path d="M170 1000 Q180 740 330 700 L400 760 L470 700 Q620 740 630 1000Z" fill="${doc.linear(['#fbf3e2', '#e8dcc4'])}"/>`);
  doc.add(`<path d="M330 700 L400 800 L470 700" fill="none" stroke="${P.gold}" stroke-width="8"/>`, ...[820, 870, 920].map((y) => `<circle cx="400" cy="${y}" r="8" fill="${P.gold}"/>`));
  doc.add(`<path d="M230 780 Q260 880 250 1000" stroke="#e1d3b8" stroke-width="6" fill="none"/>`, `<path d="M570 780 Q540 880 550 1000" stroke="#e1d3b8" stroke-width="6" fill="none"/>`);
  // shawl
  doc.add(`<path d="M300 710 Q250 820 300 1000 H350 Q320 840 360 730Z" fill="${P.saffron}"/>`, `<path d="M300 1000 H350" stroke="${P.gold}" stroke-width="10"/>`);
  // neck and head
  doc.add(`<rect x="365" y="600" width="70" height="110" rx="30" fill="${darken(skin, 0.1)}"/>`);
  doc.add(`<ellipse cx="400" cy="480" rx="120" ry="145" fill="${doc.ball(skin, 0.15, 0.15)}"/>`);
  doc.add(`<ellipse cx="282" cy="490" rx="20" ry="34" fill="${darken(skin, 0.08)}"/>`, `<ellipse cx="518" cy="490" rx="20" ry="34" fill="${darken(skin, 0.08)}"/>`);
  doc.add(`<path d="M282 440 Q280 320 400 318 Q520 320 518 440 Q500 370 400 372 Q300 370 282 440Z" fill="#d9d4cc"/>`);
  doc.add(`<path d="M330 470 q25 -14 50 0 M420 470 q25 -14 50 0" stroke="#3a2418" stroke-width="7" fill="none" stroke-linecap="round"/>`);
  doc.add(`<circle cx="355" cy="492" r="34" fill="none" stroke="${P.goldDeep}" stroke-width="5"/>`, `<circle cx="445" cy="492" r="34" fill="none" stroke="${P.goldDeep}" stroke-width="5"/>`, `<path d="M389 490 h22" stroke="${P.goldDeep}" stroke-width="5"/>`);
  doc.add(`<circle cx="355" cy="495" r="6" fill="#2b1a12"/>`, `<circle cx="445" cy="495" r="6" fill="#2b1a12"/>`);
  doc.add(`<path d="M398 505 q-10 40 8 48" stroke="${darken(skin, 0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  doc.add(`<path d="M340 570 Q400 545 460 570 Q430 585 400 575 Q370 585 340 570Z" fill="#d9d4cc"/>`, `<path d="M370 595 q30 16 60 0" stroke="#7a3a2a" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  doc.add(`<circle cx="400" cy="412" r="7" fill="#b0202e"/>`);
  // tray of sweets
  doc.add(shadow(400, 975, 220, 20, 0.25), `<ellipse cx="400" cy="950" rx="230" ry="50" fill="${doc.linear([P.goldLight, P.gold, P.goldDeep], true)}"/>`);
  for (let i = 0; i < 7; i++) doc.add(`<circle cx="${250 + i * 50}" cy="${930 - (i % 2) * 12}" r="26" fill="${doc.ball([P.saffron, '#e2a94a', '#7a4a2e'][i % 3], 0.3, 0.2)}"/>`);
  return doc.toString();
}

export { diya, marigold };
