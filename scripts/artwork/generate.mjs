/**
 * Generates every piece of site artwork into src/assets/ (run: node scripts/artwork/generate.mjs).
 * The drawings are original SVG illustrations in one palette (saffron, maroon, cream, gold). Content
 * files reference them by path; to use a photograph instead, see content/README.md.
 * `node scripts/artwork/preview.mjs sheet.png a.svg b.svg ...` renders a contact sheet to look at them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPORATE_GIFTS, DISHES, HAMPERS, SWEETS } from './catalogue.mjs';
import { drawDish } from './dishes.mjs';
import { drawAvatar, drawBrand, drawFounder } from './emblems.mjs';
import { drawGift } from './gifts.mjs';
import { drawComposite, drawScene } from './scenes.mjs';
import { drawSweet } from './sweets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'assets');
const titleOf = (name) => name.replace(/^(experience|service|event)-/, '').split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

const SIZES = { regular: [800, 800], wide: [1600, 800], tall: [800, 1600], large: [1200, 1200] };

const GALLERY = {
  'darbar-hall-wedding': ['darbar-hall', 'large'],
  'mandap-stage': ['mandap', 'tall'],
  'reception-dinner': ['reception-tables', 'regular'],
  'noor-hall-conference': ['conference-hall', 'wide'],
  'buffet-spread': ['buffet-hall', 'regular'],
  'sangeet-night': ['dance-floor', 'regular'],
  'birthday-setup': ['birthday-hall', 'wide'],
  'banquet-entrance': ['floral-entrance', 'tall'],
  'deluxe-king-room': ['king-room', 'large'],
  'suite-lounge': ['suite-lounge', 'wide'],
  'twin-room': ['twin-room', 'regular'],
  bathroom: ['bathroom', 'tall'],
  lobby: ['lobby', 'regular'],
  'breakfast-spread': ['breakfast', 'wide'],
  'rooftop-dining': ['rooftop', 'regular'],
  corridor: ['corridor', 'tall'],
};

const SCENE_FILES = {
  'hero/home-catering': ['buffet-hall', 1600, 900],
  'hero/home-hotels': ['darbar-hall', 1600, 900],
  'hero/hotels-private-dining': ['private-dining', 1600, 900],
  'hero/hotels-corporate-events': ['conference-hall', 1600, 900],
  'hero/hotels-birthday-celebrations': ['birthday-hall', 1600, 900],
  'hospitality/fine-dining': ['reception-tables', 1200, 900],
  'hospitality/breakfast-lunch-dinner': ['breakfast', 1200, 900],
  'hospitality/rooms-and-suites': ['king-room', 1200, 900],
  'hospitality/banquets': ['darbar-hall', 1200, 900],
  'hospitality/experience-private-dining': ['private-dining', 1200, 900],
  'hospitality/experience-corporate-events': ['conference-hall', 1200, 900],
  'hospitality/experience-birthday-celebrations': ['birthday-hall', 1200, 900],
  'hospitality/experience-wedding-stays': ['wedding-suite', 1200, 900],
  'catering/service-wedding-catering': ['banana-leaf-feast', 1200, 900],
  'catering/service-corporate-events': ['boxed-meals', 1200, 900],
  'catering/service-family-celebrations': ['family-table', 1200, 900],
  'catering/event-weddings': ['mandap', 1200, 900],
  'catering/event-corporate-events': ['stage-screen', 1200, 900],
  'catering/event-social-gatherings': ['party-table', 1200, 900],
  'catering/event-cultural-events': ['rangoli', 1200, 900],
  'about/heritage': ['old-counter', 1200, 800],
  'stores/sindhi-colony': ['sweets-shopfront', 1200, 800],
  'stores/rtc-x-roads': ['hotel-building', 1200, 800],
};

const sweet = (id) => drawSweet(id, titleOf(id), SWEETS[id]);
const gift = (id, spec) => drawGift(id, titleOf(id), spec);

/** Festive medallion compositions: [file, items as [svg, x, y, size] in the 1600 x 1200 world]. */
const COMPOSITES = {
  'hero/home-diwali-gifting': [1600, 900, [[gift('diwali-delight-box', HAMPERS['diwali-delight-box']), 560, 260, 480], [sweet('kaju-katli'), 170, 420, 330], [sweet('motichoor-laddu'), 1100, 420, 330]]],
  'hero/sweets-kaju-katli': [1600, 900, [[sweet('kaju-katli'), 500, 230, 600], [sweet('kesar-kaju-katli'), 150, 480, 300], [sweet('kaju-pista-roll'), 1150, 480, 300]]],
  'hero/sweets-pure-ghee': [1600, 900, [[sweet('motichoor-laddu'), 500, 230, 600], [sweet('besan-laddu'), 150, 480, 300], [sweet('mysore-pak'), 1150, 480, 300]]],
  'hero/sweets-gift-hampers': [1600, 900, [[gift('hyderabadi-heritage-hamper', HAMPERS['hyderabadi-heritage-hamper']), 500, 230, 600], [gift('lakshmi-pooja-potli', HAMPERS['lakshmi-pooja-potli']), 150, 480, 300], [gift('kaju-katli-gift-tin', HAMPERS['kaju-katli-gift-tin']), 1150, 480, 300]]],
  'hero/sweets-namkeen-bakery': [1600, 900, [[sweet('osmania-biscuits'), 500, 230, 600], [sweet('hyderabadi-mixture'), 150, 480, 300], [sweet('bikaneri-bhujia'), 1150, 480, 300]]],
  'collections/sweets': [800, 800, [[sweet('kaju-katli'), 500, 130, 600], [sweet('motichoor-laddu'), 300, 720, 400], [sweet('kesar-peda'), 900, 720, 400]]],
};

const files = new Map();
const put = (path, svg) => files.set(path, svg);

for (const id of Object.keys(SWEETS)) put(`sweets/${id}`, sweet(id));
for (const [id, spec] of Object.entries(HAMPERS)) put(`hampers/${id}`, gift(id, spec));
for (const [id, spec] of Object.entries(CORPORATE_GIFTS)) put(`corporate-gifts/${id}`, gift(id, spec));
for (const [id, spec] of Object.entries(DISHES)) put(`dishes/${id}`, drawDish(id, titleOf(id), spec));
for (const [id, [scene, size]] of Object.entries(GALLERY)) {
  const [w, h] = SIZES[size];
  put(`gallery/${id}`, drawScene(id, titleOf(id), scene, w, h, 0.55));
}
for (const [path, [scene, w, h]] of Object.entries(SCENE_FILES)) {
  const name = path.split('/')[1];
  put(path, drawScene(name, titleOf(name), scene, w, h, 0.55));
}
for (const [path, [w, h, items]] of Object.entries(COMPOSITES)) {
  const name = path.split('/')[1];
  put(path, drawComposite(name, titleOf(name), w, h, { scene: 'diwali-gifting', items: items.map(([svg, x, y, size]) => ({ svg, x, y, size })) }));
}
put('collections/namkeen', drawSweet('collection-namkeen', 'Namkeen', SWEETS['hyderabadi-mixture']));
put('collections/bakery', drawSweet('collection-bakery', 'Bakery', SWEETS['osmania-biscuits']));
put('collections/gift-boxes', drawGift('collection-gift-boxes', 'Gift Boxes', ['box', { colour: '#7a1f2b', fill: ['katli', 'laddu', 'peda', 'barfi', 'pista', 'mysore'], marigolds: true }]));
put('brands/rasika-sweets', drawBrand('rasika-sweets', 'Rasika Sweets', 'sweets'));
put('brands/rasika-catering-events', drawBrand('rasika-catering-events', 'Rasika Catering & Events', 'catering'));
put('brands/rasika-grand-hotels-banquets', drawBrand('rasika-grand-hotels-banquets', 'Rasika Grand Hotels & Banquets', 'hotels'));
const reviewers = { 'ananya-reddy': ['A', '#7a1f2b'], 'farhan-siddiqui': ['F', '#2e5e4e'], 'meera-agarwal': ['M', '#b8621a'], 'venkat-rao': ['V', '#5a1420'] };
for (const [id, [letter, colour]] of Object.entries(reviewers)) put(`reviews/${id}`, drawAvatar(id, titleOf(id), letter, colour));
put('about/founder', drawFounder('founder', 'Ramesh Agarwal, founder'));

let bytes = 0;
for (const [path, svg] of files) {
  const file = join(root, `${path}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  bytes += svg.length;
}
console.log(`Wrote ${files.size} artwork files (${Math.round(bytes / 1024)} KB) to src/assets/`);
