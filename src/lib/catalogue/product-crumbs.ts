/**
 * The breadcrumb of a product page (FEATURES PDP-05, G-36): Home (/mithai) > Products (/mithai/shop)
 * > {category} (the shop on that category) > {name}. The island shows it; structured data lists it.
 */
export interface ProductCrumb {
  name: string;
  /** Path on the site; the last crumb is the product page itself. */
  href: string;
}

export function productCrumbs(category: string, name: string, productPath: string): ProductCrumb[] {
  return [
    { name: 'Home', href: '/mithai' },
    { name: 'Products', href: '/mithai/shop' },
    { name: category, href: `/mithai/shop?category=${encodeURIComponent(category)}` },
    { name, href: productPath },
  ];
}
