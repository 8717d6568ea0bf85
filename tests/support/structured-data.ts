/**
 * The required (and the checked recommended) properties of each structured-data type we publish,
 * from schema.org and Google Search Central's structured-data docs. Unit tests run the builders
 * through it; the browser test over dist/ runs every page's JSON-LD through it.
 */
type Node = Record<string, unknown>;

const has = (node: Node, key: string) => node[key] !== undefined && node[key] !== null && node[key] !== '';
const types = (node: Node): string[] => (Array.isArray(node['@type']) ? (node['@type'] as string[]) : [String(node['@type'])]);

const LOCAL_BUSINESS_TYPES = ['LocalBusiness', 'Bakery', 'Store', 'Hotel', 'Restaurant', 'FoodEstablishment', 'EventVenue'];

/** Problems of one JSON-LD node (empty when it is complete). */
export function structuredDataProblems(node: Node): string[] {
  const problems: string[] = [];
  const need = (keys: string[], where = node, label = String(node['@type'])) => {
    for (const key of keys) if (!has(where, key)) problems.push(`${label} lacks ${key}`);
  };
  if (node['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const t = types(node);
  if (t.includes('Organization')) need(['name', 'url', 'logo', 'sameAs']);
  if (t.some((type) => LOCAL_BUSINESS_TYPES.includes(type))) {
    need(['name', 'address', 'geo', 'telephone', 'openingHoursSpecification', 'priceRange']);
    need(['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'], node['address'] as Node, 'PostalAddress');
    need(['latitude', 'longitude'], node['geo'] as Node, 'GeoCoordinates');
    for (const spec of (node['openingHoursSpecification'] as Node[]) ?? []) {
      need(['dayOfWeek', 'opens', 'closes'], spec, 'OpeningHoursSpecification');
      if (!/^\d\d:\d\d$/.test(String(spec['opens'])) || !/^\d\d:\d\d$/.test(String(spec['closes']))) problems.push('opening hours are not HH:MM');
    }
    for (const spec of (node['specialOpeningHoursSpecification'] as Node[] | undefined) ?? []) {
      need(['validFrom', 'validThrough', 'opens', 'closes'], spec, 'special OpeningHoursSpecification');
      if (!/^\d{4}-\d\d-\d\d$/.test(String(spec['validFrom'])) || !/^\d{4}-\d\d-\d\d$/.test(String(spec['validThrough']))) problems.push('special hours dates are not YYYY-MM-DD');
    }
  }
  if (t.includes('Product')) {
    need(['name', 'image', 'offers']);
    const offer = node['offers'] as Node | undefined;
    if (offer) {
      need(['priceCurrency', 'availability'], offer, 'Offer');
      need(offer['@type'] === 'AggregateOffer' ? ['lowPrice', 'highPrice'] : ['price'], offer, String(offer['@type']));
      if (offer['priceCurrency'] !== 'INR') problems.push('Offer is not in INR');
    }
  }
  if (t.includes('BreadcrumbList')) {
    const items = (node['itemListElement'] as Node[]) ?? [];
    if (items.length === 0) problems.push('BreadcrumbList has no items');
    items.forEach((item, i) => {
      need(['position', 'name', 'item'], item, 'ListItem');
      if (item['position'] !== i + 1) problems.push('ListItem positions are not 1..n');
    });
  }
  if (t.includes('BlogPosting')) need(['headline', 'image', 'datePublished', 'author']);
  return problems;
}
