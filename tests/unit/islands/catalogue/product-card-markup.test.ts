// @vitest-environment jsdom
/**
 * The framework-free product card (issue #14; storefront §2, §9; FEATURES SHOP-20..SHOP-24, G-22,
 * issue #12 diet badges): its markup for each kind of item, escaping of staff-typed names, the
 * picture as <smart-image>, and the delegated "Add to enquiry list" clicks.
 */
import { getByRole, queryByRole, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CatalogueItem } from '../../../../src/lib/catalogue/catalogue-item.ts';
import { productHref } from '../../../../src/lib/catalogue/card-link.ts';
import { ENQUIRY_LIST_LIMITS } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { enableProductCards, productCardHtml, type CardOptions } from '../../../../src/islands/catalogue/product-card-markup.ts';
import { smartImageHtml } from '../../../../src/islands/ui/smart-image-markup.ts';
import { $enquiryList } from '../../../../src/stores/enquiry-list.ts';

const base: CatalogueItem = {
  _id: 'motichoor-laddu',
  name: 'Motichoor Laddu',
  aliases: [],
  category: 'Laddus',
  diet: [],
  image: '/images/motichoor-laddu.jpg',
  imageAlt: 'Motichoor laddus on a brass plate',
  price: { '250g': 180 },
  isBestseller: false,
  inStock: true,
};

function mount(item: CatalogueItem, options?: CardOptions): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = productCardHtml(item, options);
  document.body.append(box);
  const card = box.firstElementChild;
  if (!(card instanceof HTMLElement)) throw new Error('no card');
  return card;
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);

beforeEach(() => {
  localStorage.clear();
  $enquiryList.set([]);
});
afterEach(() => document.body.replaceChildren());

describe('productCardHtml', () => {
  test('is one <article> whose name is the link to /product/{id}, with the price line and the compact add button', () => {
    const card = mount(base);
    expect(card.tagName).toBe('ARTICLE');
    expect(card.className).toMatch(/^card \S+$/);
    const link = getByRole(card, 'link', { name: 'Motichoor Laddu' });
    expect(link.getAttribute('href')).toBe('/product/motichoor-laddu');
    expect(getByRole(card, 'heading', { level: 3, name: 'Motichoor Laddu' }).contains(link)).toBe(true);
    expect(card.textContent).toContain('₹180 / 250g');
    expect(getByRole(card, 'button', { name: 'Add Motichoor Laddu to enquiry list' }).textContent).toBe('Add to enquiry list');
    expect(getByRole(card, 'status').textContent).toBe('');
    expect(queryByRole(card, 'list', { name: 'Labels' })).toBeNull();
    expect(card.querySelector('dl')).toBeNull();
    expect(card.textContent).not.toContain('Currently unavailable');
  });

  const cases: { title: string; item: CatalogueItem; href: string; price: string; badges: string[]; details: string[]; soldOut: boolean }[] = [
    {
      title: 'a Diwali Collection item: its pack page, pack price and pack details',
      item: { ...base, _id: 'kaju-katli', name: 'Kaju Katli', category: 'Diwali Collection', price: { custom: 650 }, quantity: '12 pieces', weight: '500 g', shelfLife: '15 days' },
      href: '/diwali-product/kaju-katli',
      price: '₹650 / pack',
      badges: [],
      details: ['Quantity', '12 pieces', 'Weight', '500 g', 'Shelf life', '15 days'],
      soldOut: false,
    },
    {
      title: 'a Gift Hampers item: the GIFT HAMPER badge and its details',
      item: { ...base, _id: 'diwali-delight-box', name: 'Diwali Delight Box', category: 'Gift Hampers', price: { custom: 1200 }, weight: '1 kg' },
      href: '/product/diwali-delight-box',
      price: '₹1,200 / pack',
      badges: ['GIFT HAMPER'],
      details: ['Weight', '1 kg'],
      soldOut: false,
    },
    {
      title: 'a bestseller: the BESTSELLER badge; details are not shown outside Diwali and hampers',
      item: { ...base, isBestseller: true, quantity: '10 pieces' },
      href: '/product/motichoor-laddu',
      price: '₹180 / 250g',
      badges: ['BESTSELLER'],
      details: [],
      soldOut: false,
    },
    {
      title: 'a bestseller hamper: both badges, BESTSELLER first',
      item: { ...base, category: 'Gift Hampers', isBestseller: true },
      href: '/product/motichoor-laddu',
      price: '₹180 / 250g',
      badges: ['BESTSELLER', 'GIFT HAMPER'],
      details: [],
      soldOut: false,
    },
    {
      title: 'no price: "Price on request"',
      item: { ...base, price: {} },
      href: '/product/motichoor-laddu',
      price: 'Price on request',
      badges: [],
      details: [],
      soldOut: false,
    },
    {
      title: '#41 sold out: "Currently unavailable" where the add button was; it cannot be put on the enquiry list',
      item: { ...base, inStock: false },
      href: '/product/motichoor-laddu',
      price: '₹180 / 250g',
      badges: [],
      details: [],
      soldOut: true,
    },
  ];

  test.each(cases)('$title', ({ item, href, price, badges, details, soldOut }) => {
    const card = mount(item);
    expect(getByRole(card, 'link', { name: item.name }).getAttribute('href')).toBe(href);
    expect(card.querySelectorAll('p')[0]?.textContent).toBe(price);
    const labels = queryByRole(card, 'list', { name: 'Labels' });
    expect(labels ? texts(within(labels).getAllByRole('listitem')) : []).toEqual(badges);
    if (labels) {
      const [first, second] = within(labels).getAllByRole('listitem');
      if (second) expect(second.className).not.toBe(first?.className);
    }
    expect(texts(card.querySelectorAll('dt, dd'))).toEqual(details);
    expect(card.textContent?.includes('Currently unavailable')).toBe(soldOut);
    expect(queryByRole(card, 'button', { name: `Add ${item.name} to enquiry list` }) === null).toBe(soldOut);
  });

  test('diet badges: the vegetarian mark first, then the item\'s tags in the table order, each named for screen readers', () => {
    const card = mount({ ...base, diet: ['contains-nuts', 'jain'] });
    const diet = getByRole(card, 'list', { name: 'Dietary information' });
    const items = within(diet).getAllByRole('listitem');
    expect(items.map((item) => item.dataset['diet'])).toEqual(['vegetarian', 'jain', 'contains-nuts']);
    expect(texts(items)).toEqual(['Vegetarian', 'Jain', 'Contains nuts']);
    expect(items.map((item) => item.title)).toEqual(['Vegetarian', 'Jain', 'Contains nuts']);
    expect(items.every((item) => item.querySelector('svg[aria-hidden="true"]')?.childElementCount)).toBe(true);
  });

  test('the picture: a <smart-image> box of 400 x 400, lazy and normal priority by default', () => {
    const card = mount(base);
    const box = card.querySelector('smart-image');
    const img = getByRole(card, 'img', { name: 'Motichoor laddus on a brass plate' });
    expect(box?.contains(img)).toBe(true);
    expect(box?.getAttribute('data-state')).toBe('loading');
    expect(box?.hasAttribute('data-priority')).toBe(false);
    expect(box?.getAttribute('style')).toContain('--smart-image-ratio: 400 / 400');
    expect(img.getAttribute('src')).toBe('/images/motichoor-laddu.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['400', '400', 'lazy', 'auto']);
    expect(box?.querySelector('.smart-image__fallback')?.textContent).toBe('Image not available');
  });

  test('the first cards of a grid: eager, high priority (painted at once) and an h2 when asked', () => {
    const card = mount(base, { loading: 'eager', fetchPriority: 'high', headingLevel: 'h2' });
    const img = getByRole(card, 'img');
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(card.querySelector('smart-image')?.hasAttribute('data-priority')).toBe(true);
    expect(getByRole(card, 'heading', { level: 2, name: 'Motichoor Laddu' })).toBeTruthy();
  });

  test('an image with modern-format sources is drawn as a <picture> with them and the srcset', () => {
    const box = document.createElement('div');
    box.innerHTML = smartImageHtml(
      {
        src: '/_astro/laddu.jpg',
        width: 800,
        height: 600,
        srcSet: '/_astro/laddu-320.jpg 320w, /_astro/laddu-640.jpg 640w',
        sources: [
          { type: 'image/avif', srcSet: '/_astro/laddu-320.avif 320w' },
          { type: 'image/webp', srcSet: '/_astro/laddu-320.webp 320w' },
        ],
      },
      { alt: 'Laddus', width: 400, sizes: '45vw' },
    ).value;
    const sources = [...box.querySelectorAll('smart-image > picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', '/_astro/laddu-320.avif 320w', '45vw'],
      ['image/webp', '/_astro/laddu-320.webp 320w', '45vw'],
    ]);
    const img = box.querySelector('picture > img');
    expect([img?.getAttribute('srcset'), img?.getAttribute('sizes'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      '/_astro/laddu-320.jpg 320w, /_astro/laddu-640.jpg 640w',
      '45vw',
      '400',
      '300',
    ]);
  });

  test('a plain image URL has no <picture>, srcset or sizes', () => {
    const card = mount(base);
    expect(card.querySelector('picture')).toBeNull();
    const img = getByRole(card, 'img');
    expect(img.hasAttribute('srcset') || img.hasAttribute('sizes')).toBe(false);
  });
});

describe('escaping (names come from staff input)', () => {
  test.each(['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "It's <b>bold</b> & \"quoted\""])('%s comes out as text in the name, alt, aria-label and href', (name) => {
    const card = mount({ ...base, _id: `x"><script>alert(1)</script>`, name, imageAlt: name, diet: ['vegan'] });
    expect(card.querySelectorAll('script, b')).toHaveLength(0);
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect([...card.querySelectorAll('*')].some((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on')))).toBe(false);
    const link = getByRole(card, 'link', { name });
    expect(link.textContent).toBe(name);
    expect(link.getAttribute('href')).toBe(productHref({ _id: `x"><script>alert(1)</script>`, category: base.category }));
    expect(link.getAttribute('href')).toBe('/product/x%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(getByRole(card, 'img').getAttribute('alt')).toBe(name);
    expect(getByRole(card, 'button').getAttribute('aria-label')).toBe(`Add ${name} to enquiry list`);
  });
});

describe('enableProductCards', () => {
  function button(card: HTMLElement): HTMLElement {
    return getByRole(card, 'button', { name: /^Add .* to enquiry list$/ });
  }

  test('a click on a card inserted after it ran adds one unit and writes the status', () => {
    enableProductCards();
    const card = mount({ ...base, _id: 'kaju-katli', name: 'Kaju Katli', category: 'Diwali Collection', price: { custom: 650 } });
    button(card).click();
    expect($enquiryList.get()).toEqual([{ kind: 'diwali', id: 'kaju-katli', quantity: 1 }]);
    expect(getByRole(card, 'status').textContent).toBe('Added 1 × Kaju Katli to your enquiry list.');
  });

  test('a product is added at its default size and quality, as the React card did', () => {
    enableProductCards();
    const card = mount({ ...base, name: '"><script>x</script>' });
    button(card).click();
    expect($enquiryList.get()).toEqual([{ kind: 'product', id: 'motichoor-laddu', size: '250g', quantity: 1 }]);
    expect(getByRole(card, 'status').textContent).toBe('Added 1 × "><script>x</script> to your enquiry list.');
  });

  test('installed twice, a click still adds once', () => {
    enableProductCards();
    enableProductCards();
    const card = mount(base);
    button(card).click();
    expect($enquiryList.get()).toEqual([{ kind: 'product', id: 'motichoor-laddu', size: '250g', quantity: 1 }]);
    button(card).click();
    expect($enquiryList.get()[0]?.quantity).toBe(2);
  });

  test('a full list says so and adds nothing', () => {
    enableProductCards();
    $enquiryList.set(Array.from({ length: ENQUIRY_LIST_LIMITS.items }, (_, i) => ({ kind: 'diwali' as const, id: `sweet-${i}`, quantity: 1 })));
    const card = mount(base);
    button(card).click();
    expect($enquiryList.get()).toHaveLength(ENQUIRY_LIST_LIMITS.items);
    expect(getByRole(card, 'status').textContent).toBe(`Your enquiry list is full (${ENQUIRY_LIST_LIMITS.items} items).`);
  });

  test('a button whose item reference is not valid adds nothing', () => {
    enableProductCards();
    const card = mount(base);
    button(card).setAttribute('data-add-to-list', '{"kind":"service","id":"x"}');
    button(card).click();
    button(card).setAttribute('data-add-to-list', 'not json');
    button(card).click();
    expect($enquiryList.get()).toEqual([]);
    expect(getByRole(card, 'status').textContent).toBe('');
  });

  test('defines <smart-image>, so a card inserted later follows its image: loading, then loaded or error', () => {
    enableProductCards();
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    try {
      const first = mount(base);
      const second = mount({ ...base, _id: 'besan-laddu', name: 'Besan Laddu' });
      const [a, b] = [first, second].map((card) => card.querySelector('smart-image'));
      expect(a).toBeInstanceOf(customElements.get('smart-image') ?? Object);
      first.querySelector('img')?.dispatchEvent(new Event('load'));
      second.querySelector('img')?.dispatchEvent(new Event('error'));
      expect(a?.getAttribute('data-state')).toBe('loaded');
      expect(b?.getAttribute('data-state')).toBe('error');
    } finally {
      complete.mockRestore();
    }
  });
});
