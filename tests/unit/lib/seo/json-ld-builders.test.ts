/** The JSON-LD builders against schema.org types and Google's required properties (issue #13). */
import { describe, expect, test } from 'vitest';
import { blogPostingLd } from '../../../../src/lib/seo/blog-posting-ld.ts';
import { breadcrumbLd } from '../../../../src/lib/seo/breadcrumb-ld.ts';
import { serializeJsonLd } from '../../../../src/lib/seo/json-ld.ts';
import { localBusinessLd, schemaTime, type StoreFacts } from '../../../../src/lib/seo/local-business-ld.ts';
import { menuLd } from '../../../../src/lib/seo/menu-ld.ts';
import { organizationLd } from '../../../../src/lib/seo/organization-ld.ts';
import { productLd } from '../../../../src/lib/seo/product-ld.ts';
import { structuredDataProblems } from '../../../support/structured-data.ts';

const SITE = 'https://rasika.in';

const SWEETS: StoreFacts = {
  id: 'sindhi-colony',
  name: 'Sweets and restaurant store, Sindhi Colony',
  types: ['Bakery', 'Store'],
  address: { street: '1-8-204, S.P. Road', locality: 'Sindhi Colony', city: 'Secunderabad', region: 'Telangana', postalCode: '500003' },
  geo: { latitude: 17.44, longitude: 78.49 },
  telephone: '+914027845566',
  hours: {
    monday: { closed: false, opens: '08:00', closes: '23:00' },
    tuesday: { closed: false, opens: '08:00', closes: '23:00' },
    wednesday: { closed: false, opens: '08:00', closes: '23:00' },
    thursday: { closed: false, opens: '08:00', closes: '23:00' },
    friday: { closed: false, opens: '08:00', closes: '23:00' },
    saturday: { closed: false, opens: '08:00', closes: '24:00' },
    sunday: { closed: false, opens: '08:00', closes: '24:00' },
  },
  notices: [],
  priceRange: '₹₹',
  image: `${SITE}/icons/icon-512.png`,
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Rasika',
};

describe('organizationLd', () => {
  const org = organizationLd({ name: 'Rasika', url: `${SITE}/`, logo: `${SITE}/icons/icon-512.png`, telephone: '+914027845500', email: 'a@b.in', foundingYear: 2009, sameAs: ['https://i/x', 'https://i/x', 'https://f/y'], brands: ['Rasika Sweets'] });

  test('is an Organization with logo and de-duplicated social profiles', () => {
    expect(structuredDataProblems(org as never)).toEqual([]);
    expect(org).toMatchObject({ '@type': 'Organization', logo: `${SITE}/icons/icon-512.png`, sameAs: ['https://i/x', 'https://f/y'], foundingDate: '2009' });
  });
});

describe('localBusinessLd', () => {
  const store = localBusinessLd(SWEETS, SITE, `${SITE}/#organization`) as unknown as Record<string, unknown>;

  test('is a Bakery and Store with address, geo, telephone, hours and price range', () => {
    expect(structuredDataProblems(store)).toEqual([]);
    expect(store['@type']).toEqual(['Bakery', 'Store']);
    expect(store['address']).toMatchObject({ addressLocality: 'Secunderabad', addressRegion: 'Telangana', addressCountry: 'IN', postalCode: '500003' });
  });

  test('weekdays Monday to Friday and weekends Saturday and Sunday, closing at midnight as 23:59', () => {
    expect(store['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`), opens: '08:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'], opens: '08:00', closes: '23:59' },
    ]);
    expect(schemaTime('07:30')).toBe('07:30');
  });

  test('#41 a closed Tuesday is left out, and days with the same hours share one specification even when apart', () => {
    const hours = { ...SWEETS.hours, tuesday: { closed: true }, thursday: { closed: false, opens: '08:00', closes: '24:00' } };
    const ld = localBusinessLd({ ...SWEETS, hours }, SITE, 'org') as unknown as Record<string, unknown>;
    expect(ld['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Wednesday', 'Friday'].map((d) => `https://schema.org/${d}`), opens: '08:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`), opens: '08:00', closes: '23:59' },
    ]);
  });

  test('#41 notices become specialOpeningHoursSpecification: a closure opens and closes at 00:00, special hours keep theirs', () => {
    const notices = [
      { from: '2027-01-14', to: '2027-01-14', kind: 'closed' as const, text: 'Closed on 14 January for Sankranti' },
      { from: '2027-10-29', to: '2027-10-30', kind: 'special-hours' as const, opens: '07:00', closes: '24:00', text: 'Open late for Diwali' },
    ];
    const ld = localBusinessLd({ ...SWEETS, notices }, SITE, 'org') as unknown as Record<string, unknown>;
    expect(structuredDataProblems(ld)).toEqual([]);
    expect(ld['specialOpeningHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-14', validThrough: '2027-01-14', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-10-29', validThrough: '2027-10-30', opens: '07:00', closes: '23:59' },
    ]);
    expect(store['specialOpeningHoursSpecification']).toBeUndefined();
  });

  test('extra properties such as the hotel menu are added', () => {
    const hotel = localBusinessLd({ ...SWEETS, id: 'rtc', types: ['Hotel', 'Restaurant'] }, SITE, 'org', { hasMenu: { '@type': 'Menu' } });
    expect(hotel).toMatchObject({ '@type': ['Hotel', 'Restaurant'], hasMenu: { '@type': 'Menu' }, '@id': `${SITE}/#store-rtc` });
  });
});

describe('productLd', () => {
  const base = { id: 'kaju', name: 'Kaju Katli', description: 'Cashew.', category: 'Sweets', url: `${SITE}/product/kaju`, images: [`${SITE}/a.jpg`], inStock: true, brand: 'Rasika Sweets' };

  test('one price: an Offer in INR, in stock', () => {
    const ld = productLd({ ...base, price: { low: 480, high: 480 } }, 'seller');
    expect(structuredDataProblems(ld as never)).toEqual([]);
    expect(ld).toMatchObject({ offers: { '@type': 'Offer', price: 480, priceCurrency: 'INR', availability: 'https://schema.org/InStock' } });
  });

  test('several prices: an AggregateOffer from the lowest to the highest; out of stock said so', () => {
    const ld = productLd({ ...base, inStock: false, price: { low: 270, high: 1495 } }, 'seller');
    expect(structuredDataProblems(ld as never)).toEqual([]);
    expect(ld).toMatchObject({ offers: { '@type': 'AggregateOffer', lowPrice: 270, highPrice: 1495, availability: 'https://schema.org/OutOfStock' } });
  });

  test('without a price there is no offer, which the check reports', () => {
    expect(structuredDataProblems(productLd({ ...base, price: undefined }, 'seller') as never)).toEqual(['Product lacks offers']);
  });
});

describe('breadcrumbLd', () => {
  test('lists the crumbs with positions 1..n', () => {
    const ld = breadcrumbLd([
      { name: 'Home', url: `${SITE}/mithai` },
      { name: 'Kaju Katli', url: `${SITE}/product/kaju` },
    ]);
    expect(structuredDataProblems(ld as never)).toEqual([]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/mithai` },
      { '@type': 'ListItem', position: 2, name: 'Kaju Katli', item: `${SITE}/product/kaju` },
    ]);
  });
});

describe('blogPostingLd', () => {
  test('has headline, image, dates, author and the publisher', () => {
    const ld = blogPostingLd({ title: 'T', description: 'D', url: `${SITE}/blog/t`, author: 'Meera Rao', datePublished: '2026-10-02T09:00:00.000Z', dateModified: '2026-10-20T11:30:00.000Z', image: `${SITE}/og/x.jpg` }, `${SITE}/#organization`);
    expect(structuredDataProblems(ld as never)).toEqual([]);
    expect(ld).toMatchObject({ author: { '@type': 'Person', name: 'Meera Rao' }, publisher: { '@id': `${SITE}/#organization` } });
  });
});

describe('menuLd', () => {
  test('sections in menu order, empty ones left out, vegetarian items with INR offers', () => {
    const menu = menuLd('Menu', ['All', 'Soups', 'Rice'], [
      { name: 'Veg Biryani', description: 'Dum.', price: 299, category: 'Rice' },
      { name: 'Tomato Soup', description: 'Hot.', price: 149, category: 'Soups' },
    ]) as unknown as { hasMenuSection: { name: string; hasMenuItem: Record<string, unknown>[] }[] };
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(['Soups', 'Rice']);
    expect(menu.hasMenuSection[1]?.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Veg Biryani',
      description: 'Dum.',
      suitableForDiet: 'https://schema.org/VegetarianDiet',
      offers: { '@type': 'Offer', price: 299, priceCurrency: 'INR' },
    });
  });
});

describe('serializeJsonLd', () => {
  test('no text can close the script element', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' } as never);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({ name: '</script><script>alert(1)</script>' });
  });
});
