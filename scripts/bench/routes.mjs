/** The public routes every page benchmark measures (one product and one Diwali product stand for their kind). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/catering-events',
  '/hotels-banquet',
  '/mithai',
  '/mithai/shop',
  '/corporate-gifting',
  '/product/anjeer-barfi',
  '/diwali-product/ariselu',
  '/blog',
];
