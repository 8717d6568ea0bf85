/**
 * Demo staff-created products for local runs: the kind of items the shop team
 * adds through the dashboard, priced by size and quality level.
 */

export type ArtShape = 'diamond' | 'ball' | 'square' | 'swirl' | 'bar' | 'mix' | 'biscuit' | 'disc';

export interface DemoProduct {
  slug: string;
  name: string;
  category: string;
  description: string;
  /** Standard-quality price of 250 g, in rupees. */
  price250: number;
  shelfLife: string;
  ingredients: string[];
  allergens: string[];
  isBestseller: boolean;
  art: { shape: ArtShape; fill: string; accent: string };
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { slug: 'kaju-katli', name: 'Kaju Katli', category: 'Sweets', description: 'Thin cashew diamonds finished with edible silver leaf, made fresh every morning.', price250: 320, shelfLife: '15 Days', ingredients: ['Cashew', 'Sugar', 'Ghee', 'Silver leaf'], allergens: ['Cashew'], isBestseller: true, art: { shape: 'diamond', fill: '#f1e3c6', accent: '#c9ccd1' } },
  { slug: 'motichoor-laddu', name: 'Motichoor Laddu', category: 'Sweets', description: 'Fine saffron boondi bound with ghee and studded with melon seeds.', price250: 180, shelfLife: '7 Days', ingredients: ['Gram flour', 'Ghee', 'Sugar', 'Saffron', 'Melon seeds'], allergens: [], isBestseller: true, art: { shape: 'ball', fill: '#f2962b', accent: '#c75b12' } },
  { slug: 'kalakand', name: 'Kalakand', category: 'Sweets', description: 'Soft, grainy milk cake slow-cooked from fresh milk and topped with pistachio.', price250: 220, shelfLife: '5 Days', ingredients: ['Milk', 'Sugar', 'Pistachio', 'Cardamom'], allergens: ['Milk', 'Pistachio'], isBestseller: false, art: { shape: 'square', fill: '#f6efdc', accent: '#8fb35a' } },
  { slug: 'mysore-pak', name: 'Mysore Pak', category: 'Sweets', description: 'Porous gram flour and ghee squares that melt the moment they touch the tongue.', price250: 200, shelfLife: '20 Days', ingredients: ['Gram flour', 'Ghee', 'Sugar'], allergens: [], isBestseller: true, art: { shape: 'square', fill: '#e9b44c', accent: '#b9802a' } },
  { slug: 'dharwad-peda', name: 'Dharwad Peda', category: 'Sweets', description: 'Caramelised milk pedas rolled in sugar, in the style of Dharwad.', price250: 190, shelfLife: '10 Days', ingredients: ['Milk', 'Sugar', 'Cardamom'], allergens: ['Milk'], isBestseller: false, art: { shape: 'disc', fill: '#a8673a', accent: '#f3e6cf' } },
  { slug: 'kesar-peda', name: 'Kesar Peda', category: 'Sweets', description: 'Saffron-scented milk pedas pressed by hand with a pistachio centre.', price250: 210, shelfLife: '10 Days', ingredients: ['Milk', 'Sugar', 'Saffron', 'Pistachio'], allergens: ['Milk', 'Pistachio'], isBestseller: false, art: { shape: 'disc', fill: '#f5c56b', accent: '#8fb35a' } },
  { slug: 'badam-halwa', name: 'Badam Halwa', category: 'Sweets', description: 'Ground almonds cooked low in ghee and saffron until glossy.', price250: 360, shelfLife: '12 Days', ingredients: ['Almond', 'Ghee', 'Sugar', 'Saffron'], allergens: ['Almond'], isBestseller: true, art: { shape: 'swirl', fill: '#e7a93a', accent: '#fbe3a4' } },
  { slug: 'sohan-halwa', name: 'Sohan Halwa', category: 'Sweets', description: 'Chewy, nutty wheat halwa with almonds and pistachios, a winter favourite.', price250: 280, shelfLife: '30 Days', ingredients: ['Wheat', 'Ghee', 'Sugar', 'Almond', 'Pistachio'], allergens: ['Wheat', 'Almond', 'Pistachio'], isBestseller: false, art: { shape: 'bar', fill: '#9c5a2b', accent: '#8fb35a' } },
  { slug: 'dry-fruit-laddu', name: 'Dry Fruit Laddu', category: 'Dry Fruit Sweets', description: 'Dates, figs, almonds and cashews rolled together with no added sugar.', price250: 390, shelfLife: '30 Days', ingredients: ['Dates', 'Figs', 'Almond', 'Cashew', 'Pistachio'], allergens: ['Almond', 'Cashew', 'Pistachio'], isBestseller: true, art: { shape: 'ball', fill: '#7a4424', accent: '#d9b27c' } },
  { slug: 'anjeer-barfi', name: 'Anjeer Barfi', category: 'Dry Fruit Sweets', description: 'Fig and nut roll sliced into rounds, naturally sweet and rich.', price250: 420, shelfLife: '25 Days', ingredients: ['Figs', 'Cashew', 'Almond', 'Ghee'], allergens: ['Cashew', 'Almond'], isBestseller: false, art: { shape: 'disc', fill: '#8a4f3a', accent: '#e3c190' } },
  { slug: 'kaju-pista-roll', name: 'Kaju Pista Roll', category: 'Dry Fruit Sweets', description: 'Cashew fudge rolled around a pistachio core.', price250: 440, shelfLife: '15 Days', ingredients: ['Cashew', 'Pistachio', 'Sugar'], allergens: ['Cashew', 'Pistachio'], isBestseller: false, art: { shape: 'bar', fill: '#f1e3c6', accent: '#7fa548' } },
  { slug: 'sugar-free-kaju-katli', name: 'Sugar-Free Kaju Katli', category: 'Sugar Free', description: 'Our classic kaju katli sweetened with stevia for a lighter treat.', price250: 380, shelfLife: '15 Days', ingredients: ['Cashew', 'Stevia', 'Ghee'], allergens: ['Cashew'], isBestseller: false, art: { shape: 'diamond', fill: '#efe6d2', accent: '#6f9bd1' } },
  { slug: 'sugar-free-date-barfi', name: 'Sugar-Free Date Barfi', category: 'Sugar Free', description: 'Dates and walnuts pressed into squares, sweet only from the fruit.', price250: 360, shelfLife: '20 Days', ingredients: ['Dates', 'Walnut', 'Ghee'], allergens: ['Walnut'], isBestseller: false, art: { shape: 'square', fill: '#6d3b22', accent: '#c79b6a' } },
  { slug: 'bengali-rasgulla', name: 'Bengali Rasgulla', category: 'Bengali Sweets', description: 'Spongy chhena balls poached in light sugar syrup.', price250: 150, shelfLife: '4 Days', ingredients: ['Milk', 'Sugar'], allergens: ['Milk'], isBestseller: false, art: { shape: 'ball', fill: '#fbf6ea', accent: '#e2d6b8' } },
  { slug: 'malai-chum-chum', name: 'Malai Chum Chum', category: 'Bengali Sweets', description: 'Oval chhena sweets filled with sweetened malai and coconut.', price250: 200, shelfLife: '4 Days', ingredients: ['Milk', 'Sugar', 'Coconut'], allergens: ['Milk'], isBestseller: false, art: { shape: 'bar', fill: '#f6d7c3', accent: '#fbf6ea' } },
  { slug: 'hyderabadi-mixture', name: 'Hyderabadi Mixture', category: 'Namkeen', description: 'Crunchy sev, boondi, peanuts and curry leaves with a mild chilli kick.', price250: 110, shelfLife: '60 Days', ingredients: ['Gram flour', 'Peanut', 'Curry leaves', 'Spices'], allergens: ['Peanut'], isBestseller: true, art: { shape: 'mix', fill: '#d99a3e', accent: '#5f8c3a' } },
  { slug: 'bikaneri-bhujia', name: 'Bikaneri Bhujia', category: 'Namkeen', description: 'Fine moth-bean sev spiced with black pepper and cloves.', price250: 100, shelfLife: '60 Days', ingredients: ['Moth bean flour', 'Gram flour', 'Spices'], allergens: [], isBestseller: false, art: { shape: 'mix', fill: '#e3b35a', accent: '#b5762a' } },
  { slug: 'masala-kaju', name: 'Masala Kaju', category: 'Namkeen', description: 'Whole cashews roasted with chaat masala and a pinch of pepper.', price250: 340, shelfLife: '45 Days', ingredients: ['Cashew', 'Spices', 'Salt'], allergens: ['Cashew'], isBestseller: false, art: { shape: 'mix', fill: '#e9c98f', accent: '#c0392b' } },
  { slug: 'osmania-biscuits', name: 'Osmania Biscuits', category: 'Bakery', description: 'The Hyderabadi tea-time biscuit: buttery, lightly salted and sweet.', price250: 90, shelfLife: '30 Days', ingredients: ['Wheat flour', 'Butter', 'Sugar', 'Milk solids'], allergens: ['Wheat', 'Milk'], isBestseller: true, art: { shape: 'biscuit', fill: '#e7b76a', accent: '#b7823e' } },
  { slug: 'fruit-cake', name: 'Eggless Fruit Cake', category: 'Bakery', description: 'Dense, eggless loaf with candied fruit and cashews.', price250: 160, shelfLife: '10 Days', ingredients: ['Wheat flour', 'Candied fruit', 'Cashew', 'Butter'], allergens: ['Wheat', 'Milk', 'Cashew'], isBestseller: false, art: { shape: 'bar', fill: '#8b4a2b', accent: '#d64545' } },
  { slug: 'dilkhush', name: 'Dilkhush', category: 'Bakery', description: 'Flaky bakery bun filled with coconut, tutti-frutti and nuts.', price250: 120, shelfLife: '3 Days', ingredients: ['Wheat flour', 'Coconut', 'Tutti-frutti', 'Butter'], allergens: ['Wheat', 'Milk'], isBestseller: false, art: { shape: 'disc', fill: '#d9a35b', accent: '#e85d75' } },
  { slug: 'fine-rusk', name: 'Cardamom Fine Rusk', category: 'Bakery', description: 'Twice-baked cardamom rusks, crisp enough for a long dip in chai.', price250: 80, shelfLife: '60 Days', ingredients: ['Wheat flour', 'Sugar', 'Cardamom', 'Butter'], allergens: ['Wheat', 'Milk'], isBestseller: false, art: { shape: 'biscuit', fill: '#d89a52', accent: '#f3d9a4' } },
];

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
