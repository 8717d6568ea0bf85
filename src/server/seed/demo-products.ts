/**
 * Demo staff-created products for local runs: the kind of items the shop team adds through the
 * dashboard, priced by size and quality level. Each is a sweet of its own: none shares a name with a
 * built-in product (content/diwali-sweets, content/gift-hampers), so the shop lists every sweet once
 * (issue #12; tests/api/seed.test.ts checks it).
 */

export type ArtShape = 'diamond' | 'ball' | 'square' | 'swirl' | 'bar' | 'mix' | 'biscuit' | 'disc';

export interface DemoDiet {
  vegan: boolean;
  glutenFree: boolean;
  jain: boolean;
  sugarFree: boolean;
}

export interface DemoProduct {
  slug: string;
  name: string;
  /** Telugu and Hindi names customers search by. */
  aliases: string[];
  category: string;
  description: string;
  /** Standard-quality price of 250 g, in rupees. */
  price250: number;
  shelfLife: string;
  ingredients: string[];
  allergens: string[];
  diet: DemoDiet;
  isBestseller: boolean;
  art: { shape: ArtShape; fill: string; accent: string };
}

const MILK_SWEET: DemoDiet = { vegan: false, glutenFree: true, jain: true, sugarFree: false };
const WHEAT_BAKE: DemoDiet = { vegan: false, glutenFree: false, jain: true, sugarFree: false };

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { slug: 'boondi-laddu', name: 'Boondi Laddu', aliases: ['बूंदी लड्डू', 'బూందీ లడ్డు'], category: 'Sweets', description: 'Golden gram-flour pearls in cardamom syrup, rolled by hand the temple way.', price250: 160, shelfLife: '7 Days', ingredients: ['Gram flour', 'Sugar', 'Ghee', 'Cardamom'], allergens: ['Milk'], diet: MILK_SWEET, isBestseller: true, art: { shape: 'ball', fill: '#f2b43b', accent: '#c77d12' } },
  { slug: 'nuvvula-laddu', name: 'Nuvvula Laddu', aliases: ['Til Laddu', 'तिल लड्डू', 'నువ్వుల లడ్డు', 'నువ్వుల ఉండలు'], category: 'Sweets', description: 'Roasted sesame bound with jaggery: the Sankranti laddu, crunchy and nutty.', price250: 150, shelfLife: '30 Days', ingredients: ['Sesame', 'Jaggery'], allergens: ['Sesame'], diet: { vegan: true, glutenFree: true, jain: true, sugarFree: false }, isBestseller: false, art: { shape: 'ball', fill: '#8a5a2b', accent: '#f3e1b5' } },
  { slug: 'gond-laddu', name: 'Gond Laddu', aliases: ['गोंद के लड्डू', 'గోంద్ లడ్డు'], category: 'Sweets', description: 'Wheat flour, edible gum and dry fruit roasted in ghee: a winter laddu.', price250: 240, shelfLife: '30 Days', ingredients: ['Wheat flour', 'Edible gum', 'Ghee', 'Sugar', 'Almond', 'Cashew'], allergens: ['Wheat', 'Milk', 'Almond', 'Cashew'], diet: WHEAT_BAKE, isBestseller: false, art: { shape: 'ball', fill: '#b9833f', accent: '#f0d9a8' } },
  { slug: 'soan-papdi', name: 'Soan Papdi', aliases: ['सोन पापड़ी', 'సోన్ పాప్డీ'], category: 'Sweets', description: 'Flaky, melt-away cubes of gram flour and ghee with pistachio and cardamom.', price250: 140, shelfLife: '60 Days', ingredients: ['Gram flour', 'Wheat flour', 'Ghee', 'Sugar', 'Pistachio'], allergens: ['Wheat', 'Milk', 'Pistachio'], diet: WHEAT_BAKE, isBestseller: true, art: { shape: 'square', fill: '#f3dc9a', accent: '#7fa548' } },
  { slug: 'kesari-bath', name: 'Rava Kesari', aliases: ['केसरी', 'రవ్వ కేసరి'], category: 'Sweets', description: 'Semolina cooked in ghee and saffron with cashews and raisins, served warm.', price250: 120, shelfLife: '2 Days', ingredients: ['Semolina', 'Ghee', 'Sugar', 'Saffron', 'Cashew'], allergens: ['Wheat', 'Milk', 'Cashew'], diet: WHEAT_BAKE, isBestseller: false, art: { shape: 'swirl', fill: '#f5a524', accent: '#fbe3a4' } },
  { slug: 'bellam-gavvalu', name: 'Bellam Gavvalu', aliases: ['బెల్లం గవ్వలు', 'गुड़ के गव्वलु'], category: 'Sweets', description: 'Little shell-shaped wheat crisps glazed in jaggery, a Telugu festival snack.', price250: 130, shelfLife: '30 Days', ingredients: ['Wheat flour', 'Jaggery', 'Ghee'], allergens: ['Wheat', 'Milk'], diet: WHEAT_BAKE, isBestseller: false, art: { shape: 'mix', fill: '#b06a2a', accent: '#f3d9a4' } },
  { slug: 'chhena-poda', name: 'Chhena Poda', aliases: ['छेना पोड़ा', 'ఛెనా పోడా'], category: 'Bengali Sweets', description: 'Baked chhena cheesecake from Odisha, caramelised on top.', price250: 220, shelfLife: '3 Days', ingredients: ['Chhena', 'Sugar', 'Semolina', 'Cardamom'], allergens: ['Milk', 'Wheat'], diet: WHEAT_BAKE, isBestseller: false, art: { shape: 'square', fill: '#c9773a', accent: '#f6e3c0' } },
  { slug: 'sandesh', name: 'Nolen Gur Sandesh', aliases: ['संदेश', 'సందేశ్'], category: 'Bengali Sweets', description: 'Soft chhena pressed with date-palm jaggery into little moulds.', price250: 240, shelfLife: '3 Days', ingredients: ['Chhena', 'Date palm jaggery'], allergens: ['Milk'], diet: MILK_SWEET, isBestseller: false, art: { shape: 'disc', fill: '#e8c89a', accent: '#9c5a2b' } },
  { slug: 'kheer-kadam', name: 'Kheer Kadam', aliases: ['खीर कदम', 'ఖీర్ కదం'], category: 'Bengali Sweets', description: 'A small rasgulla wrapped in khoya and rolled in grated khoya.', price250: 230, shelfLife: '4 Days', ingredients: ['Chhena', 'Khoya', 'Sugar'], allergens: ['Milk'], diet: MILK_SWEET, isBestseller: false, art: { shape: 'ball', fill: '#f7ecd5', accent: '#e9c27a' } },
  { slug: 'sugar-free-anjeer-roll', name: 'Sugar-Free Anjeer Roll', aliases: ['शुगर फ्री अंजीर रोल', 'షుగర్ ఫ్రీ అంజీర్ రోల్'], category: 'Sugar Free', description: 'Figs and chopped nuts rolled and sliced, sweet only from the fruit.', price250: 380, shelfLife: '30 Days', ingredients: ['Figs', 'Almond', 'Cashew', 'Pistachio'], allergens: ['Almond', 'Cashew', 'Pistachio'], diet: { vegan: true, glutenFree: true, jain: true, sugarFree: true }, isBestseller: true, art: { shape: 'disc', fill: '#8a4f3a', accent: '#e3c190' } },
  { slug: 'sugar-free-date-barfi', name: 'Sugar-Free Date Barfi', aliases: ['खजूर बर्फी', 'ఖర్జూరం బర్ఫీ'], category: 'Sugar Free', description: 'Dates and walnuts pressed into squares, sweet only from the fruit.', price250: 360, shelfLife: '20 Days', ingredients: ['Dates', 'Walnut', 'Ghee'], allergens: ['Walnut', 'Milk'], diet: { vegan: false, glutenFree: true, jain: true, sugarFree: true }, isBestseller: false, art: { shape: 'square', fill: '#6d3b22', accent: '#c79b6a' } },
  { slug: 'sugar-free-coconut-ladoo', name: 'Sugar-Free Coconut Bites', aliases: ['नारियल बाइट्स', 'కొబ్బరి బైట్స్'], category: 'Sugar Free', description: 'Fresh coconut and dates rolled into bite-sized rounds, no nuts and no added sugar.', price250: 260, shelfLife: '7 Days', ingredients: ['Coconut', 'Dates', 'Cardamom'], allergens: [], diet: { vegan: true, glutenFree: true, jain: true, sugarFree: true }, isBestseller: false, art: { shape: 'ball', fill: '#fbf6ea', accent: '#7a4424' } },
  { slug: 'badam-pista-roll', name: 'Badam Pista Lauz', aliases: ['बादाम पिस्ता लौज़', 'బాదం పిస్తా లౌజ్'], category: 'Dry Fruit Sweets', description: 'Almond paste diamonds layered with pistachio, a Hyderabadi wedding sweet.', price250: 460, shelfLife: '20 Days', ingredients: ['Almond', 'Pistachio', 'Sugar'], allergens: ['Almond', 'Pistachio'], diet: { vegan: true, glutenFree: true, jain: true, sugarFree: false }, isBestseller: false, art: { shape: 'diamond', fill: '#f1e3c6', accent: '#7fa548' } },
  { slug: 'kaju-anjeer-barfi', name: 'Kaju Anjeer Katli', aliases: ['काजू अंजीर कतली', 'కాజు అంజీర్ కట్లీ'], category: 'Dry Fruit Sweets', description: 'Cashew katli with a ribbon of fig paste through the middle.', price250: 440, shelfLife: '15 Days', ingredients: ['Cashew', 'Figs', 'Sugar', 'Ghee'], allergens: ['Cashew', 'Milk'], diet: MILK_SWEET, isBestseller: false, art: { shape: 'diamond', fill: '#e9d6b0', accent: '#8a4f3a' } },
  { slug: 'peanut-chikki', name: 'Peanut Chikki', aliases: ['मूंगफली चिक्की', 'పల్లీ పట్టీ'], category: 'Dry Fruit Sweets', description: 'Roasted peanuts set in jaggery brittle and snapped into bars.', price250: 90, shelfLife: '60 Days', ingredients: ['Peanut', 'Jaggery'], allergens: ['Peanut'], diet: { vegan: true, glutenFree: true, jain: true, sugarFree: false }, isBestseller: true, art: { shape: 'bar', fill: '#c98b3a', accent: '#f3d9a4' } },
  { slug: 'chegodilu', name: 'Chegodilu', aliases: ['చేగోడీలు', 'चेगोडीलु'], category: 'Namkeen', description: 'Crunchy rice-flour rings with sesame and cumin, an Andhra tea-time snack.', price250: 110, shelfLife: '45 Days', ingredients: ['Rice flour', 'Sesame', 'Cumin', 'Groundnut oil'], allergens: ['Sesame', 'Peanut'], diet: { vegan: true, glutenFree: true, jain: true, sugarFree: true }, isBestseller: false, art: { shape: 'biscuit', fill: '#e3b35a', accent: '#8a5a2b' } },
  { slug: 'karam-boondi', name: 'Karam Boondi', aliases: ['मसाला बूंदी', 'కారం బూందీ'], category: 'Namkeen', description: 'Crisp gram-flour pearls with red chilli, curry leaves and peanuts.', price250: 100, shelfLife: '45 Days', ingredients: ['Gram flour', 'Peanut', 'Curry leaves', 'Chilli', 'Groundnut oil'], allergens: ['Peanut'], diet: { vegan: true, glutenFree: false, jain: true, sugarFree: true }, isBestseller: false, art: { shape: 'mix', fill: '#d9682e', accent: '#5f8c3a' } },
  { slug: 'ribbon-pakoda', name: 'Ribbon Pakoda', aliases: ['रिबन पकोड़ा', 'రిబ్బన్ పకోడీ'], category: 'Namkeen', description: 'Flat ribbons of rice and gram flour with a little chilli and butter.', price250: 110, shelfLife: '45 Days', ingredients: ['Rice flour', 'Gram flour', 'Butter', 'Chilli'], allergens: ['Milk'], diet: { vegan: false, glutenFree: true, jain: true, sugarFree: true }, isBestseller: false, art: { shape: 'mix', fill: '#e5a54c', accent: '#b5762a' } },
  { slug: 'fine-rusk', name: 'Cardamom Fine Rusk', aliases: ['इलायची रस्क', 'ఏలకుల రస్క్'], category: 'Bakery', description: 'Twice-baked cardamom rusks, crisp enough for a long dip in chai.', price250: 80, shelfLife: '60 Days', ingredients: ['Wheat flour', 'Sugar', 'Cardamom', 'Butter'], allergens: ['Wheat', 'Milk'], diet: WHEAT_BAKE, isBestseller: false, art: { shape: 'biscuit', fill: '#d89a52', accent: '#f3d9a4' } },
  { slug: 'nankhatai', name: 'Nankhatai', aliases: ['नानखटाई', 'నాన్‌ఖటాయ్'], category: 'Bakery', description: 'Crumbly eggless shortbread with ghee, cardamom and a pistachio on top.', price250: 130, shelfLife: '30 Days', ingredients: ['Wheat flour', 'Gram flour', 'Ghee', 'Sugar', 'Pistachio'], allergens: ['Wheat', 'Milk', 'Pistachio'], diet: WHEAT_BAKE, isBestseller: true, art: { shape: 'biscuit', fill: '#f0cf8a', accent: '#7fa548' } },
  { slug: 'khari-biscuit', name: 'Jeera Khari', aliases: ['जीरा खारी', 'జీరా ఖారీ'], category: 'Bakery', description: 'Flaky puff-pastry sticks with roasted cumin, eggless.', price250: 100, shelfLife: '20 Days', ingredients: ['Wheat flour', 'Butter', 'Cumin', 'Salt'], allergens: ['Wheat', 'Milk'], diet: { vegan: false, glutenFree: false, jain: true, sugarFree: true }, isBestseller: false, art: { shape: 'bar', fill: '#e7b76a', accent: '#7a5a2b' } },
  { slug: 'coconut-cookies', name: 'Coconut Cookies', aliases: ['नारियल कुकीज़', 'కొబ్బరి కుకీస్'], category: 'Bakery', description: 'Eggless butter cookies with toasted desiccated coconut.', price250: 120, shelfLife: '30 Days', ingredients: ['Wheat flour', 'Coconut', 'Butter', 'Sugar'], allergens: ['Wheat', 'Milk'], diet: WHEAT_BAKE, isBestseller: false, art: { shape: 'biscuit', fill: '#f3e2bf', accent: '#c69a5a' } },
];

/** Ids the first demo data (demo-products-v1) used: sweets the built-in lists already hold. */
export const RETIRED_DEMO_IDS: readonly string[] = [
  'kaju-katli', 'motichoor-laddu', 'kalakand', 'mysore-pak', 'dharwad-peda', 'kesar-peda', 'badam-halwa', 'sohan-halwa',
  'dry-fruit-laddu', 'anjeer-barfi', 'kaju-pista-roll', 'bengali-rasgulla', 'malai-chum-chum',
  'hyderabadi-mixture', 'bikaneri-bhujia', 'masala-kaju', 'osmania-biscuits', 'fruit-cake', 'dilkhush',
].map((slug) => `demo-${slug}`);

const roundTo5 = (value: number) => Math.round(value / 5) * 5;

/** Prices by size for one quality level: 500 g and 1 kg are a little cheaper per gram. */
export function sizePrices(price250: number) {
  return { '250g': price250, '500g': roundTo5(price250 * 1.9), '1kg': roundTo5(price250 * 3.6) };
}

/** The basic/standard/premium map, standard being the listed price. */
export function expertisePrices(price250: number) {
  return {
    basic: sizePrices(roundTo5(price250 * 0.85)),
    standard: sizePrices(price250),
    premium: sizePrices(roundTo5(price250 * 1.3)),
  };
}
