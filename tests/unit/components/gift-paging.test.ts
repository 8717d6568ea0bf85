// @vitest-environment jsdom
/**
 * "Curated Collections" without a framework (issue #14; storefront §4 "Corporate gifting paging";
 * FEATURES CORP-02..CORP-05): the markup GiftPaging.astro writes (every gift, the first page shown, the
 * pager) and <gift-paging>, which shows the pages, wrapping at both ends.
 */
import { getAllByRole, getByRole, queryByRole, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { defineGiftPaging } from '../../../src/components/gift-paging/gift-paging-element.ts';
import { giftCardHtml, giftPagingHtml } from '../../../src/components/gift-paging/gift-paging-markup.ts';
import type { GiftItemData } from '../../../src/components/gift-paging/gift-item.ts';
import { GIFTING_LABELS } from '../../../src/components/gifting/gifting-labels.ts';
import { $enquiryList } from '../../../src/stores/enquiry-list.ts';

const labels = GIFTING_LABELS.paging;

const gift = (id: number, extra: Partial<GiftItemData> = {}): GiftItemData => ({
  id,
  name: `Gift ${id}`,
  description: `What gift ${id} holds.`,
  href: `/product/gift-${id}`,
  mrp: `₹${id}00`,
  shelfLife: '30 days',
  image: { src: `/images/gift-${id}.webp`, width: 800, height: 600 },
  imageAlt: `Gift box ${id}`,
  inStock: true,
  ...extra,
});

const GIFTS = Array.from({ length: 19 }, (_, i) => gift(i + 1));

function mountPaging(gifts: readonly GiftItemData[] = GIFTS): HTMLElement {
  const host = document.createElement('gift-paging');
  host.dataset['pageText'] = labels.page;
  host.innerHTML = giftPagingHtml(gifts, labels).value;
  document.body.append(host);
  return host;
}

const grid = (host: HTMLElement) => getByRole(host, 'list', { name: 'Curated Collections' });
const shownNames = (host: HTMLElement) => getAllByRole(grid(host), 'heading', { level: 3 }).map((heading) => heading.textContent);
const pageStatus = (host: HTMLElement) => host.querySelector('[data-ref="status"]')?.textContent;
const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Gift ${from + i}`);

beforeAll(() => defineGiftPaging());
beforeEach(() => {
  localStorage.clear();
  $enquiryList.set([]);
});
afterEach(() => document.body.replaceChildren());

describe('giftCardHtml (CORP-04, CORP-05)', () => {
  function mountCard(data: GiftItemData): HTMLElement {
    const box = document.createElement('div');
    box.innerHTML = giftCardHtml(data, labels).value;
    document.body.append(box);
    const card = box.firstElementChild;
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    return card;
  }

  test('the name links to the gift page, "Buy Now" to /contact about it, with MRP and shelf life', () => {
    const card = mountCard(gift(3));
    expect(card.tagName).toBe('ARTICLE');
    const link = getByRole(card, 'link', { name: 'Gift 3' });
    expect(link.getAttribute('href')).toBe('/product/gift-3');
    expect(getByRole(card, 'heading', { level: 3, name: 'Gift 3' }).contains(link)).toBe(true);
    const buy = getByRole(card, 'link', { name: 'Buy Now' });
    expect(buy.getAttribute('href')).toBe('/contact?product=gift-3');
    expect(buy.getAttribute('aria-describedby')).toBe('gift-3-name');
    expect([...card.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual(['MRP', '₹300', 'Shelf life', '30 days']);
    expect(card.textContent).toContain('What gift 3 holds.');
    expect(card.querySelector('smart-image img')?.getAttribute('alt')).toBe('Gift box 3');
    expect(getByRole(card, 'button', { name: 'Add Gift 3 to enquiry list' }).textContent).toBe('Add to enquiry list');
  });

  test('#41 a sold-out gift says "Currently unavailable" where "Add to enquiry list" was; "Buy Now" stays', () => {
    const card = mountCard(gift(4, { inStock: false }));
    expect(queryByRole(card, 'button', { name: 'Add Gift 4 to enquiry list' })).toBeNull();
    expect(getByRole(card, 'link', { name: 'Buy Now' }).getAttribute('href')).toBe('/contact?product=gift-4');
    expect(card.querySelector('p:last-child')?.textContent).toBe('Currently unavailable');
  });

  test('the subtitle and the weight show only when the gift has them', () => {
    const plain = mountCard(gift(1));
    expect(plain.querySelectorAll('h3 + p')).toHaveLength(0);
    expect(plain.textContent).not.toContain('Weight');
    const full = mountCard(gift(2, { subtitle: 'For the whole team', weight: '1 kg' }));
    expect(full.querySelector('h3 + p')?.textContent).toBe('For the whole team');
    expect([...full.querySelectorAll('dt')].map((node) => node.textContent)).toEqual(['MRP', 'Shelf life', 'Weight']);
  });

  test('every text is escaped', () => {
    const card = mountCard(gift(4, { name: '<img src=x onerror=alert(1)>', description: '"><script>alert(1)</script>' }));
    expect(card.querySelector('img[src="x"], script')).toBeNull();
    expect(getByRole(card, 'heading', { level: 3 }).textContent).toBe('<img src=x onerror=alert(1)>');
    expect(card.textContent).toContain('"><script>alert(1)</script>');
  });
});

describe('<gift-paging> (CORP-02, CORP-03)', () => {
  test('the HTML shows the first 6 of the 19 and "Page 1 of 4" before the script does anything', () => {
    const host = document.createElement('div');
    host.innerHTML = giftPagingHtml(GIFTS, labels).value;
    document.body.append(host);
    expect(shownNames(host)).toEqual(names(1, 6));
    expect(host.querySelectorAll('[data-gift]')).toHaveLength(19);
    expect(pageStatus(host)).toBe('Page 1 of 4');
    expect(getByRole(host, 'button', { name: 'Previous' })).toBeTruthy();
    expect(getByRole(host, 'button', { name: 'Next' })).toBeTruthy();
  });

  test('next goes through the pages and wraps to the first; previous from the first goes to the last', () => {
    const host = mountPaging();
    expect(host.dataset['ready']).toBe('');
    const next = getByRole(host, 'button', { name: 'Next' });
    const previous = getByRole(host, 'button', { name: 'Previous' });
    next.click();
    expect(shownNames(host)).toEqual(names(7, 12));
    expect(pageStatus(host)).toBe('Page 2 of 4');
    next.click();
    next.click();
    expect(shownNames(host)).toEqual(['Gift 19']);
    expect(pageStatus(host)).toBe('Page 4 of 4');
    next.click();
    expect(shownNames(host)).toEqual(names(1, 6));
    expect(pageStatus(host)).toBe('Page 1 of 4');
    previous.click();
    expect(shownNames(host)).toEqual(['Gift 19']);
    previous.click();
    expect(shownNames(host)).toEqual(names(13, 18));
    expect(pageStatus(host)).toBe('Page 3 of 4');
  });

  test('"Add to enquiry list" on a card adds one of that gift, says so, and keeps the page', () => {
    const host = mountPaging();
    getByRole(host, 'button', { name: 'Next' }).click();
    const card = within(grid(host)).getAllByRole('article')[0];
    if (!card) throw new Error('no card');
    getByRole(card, 'button', { name: 'Add Gift 7 to enquiry list' }).click();
    expect($enquiryList.get()).toEqual([expect.objectContaining({ kind: 'product', id: 'gift-7', quantity: 1 })]);
    expect(getByRole(card, 'status').textContent).not.toBe('');
    expect(pageStatus(host)).toBe('Page 2 of 4');
    expect(queryByRole(grid(host), 'heading', { name: 'Gift 1' })).toBeNull();
  });

  test('a second connection wires nothing twice: one click is one page', () => {
    const host = mountPaging();
    host.remove();
    document.body.append(host);
    getByRole(host, 'button', { name: 'Next' }).click();
    expect(pageStatus(host)).toBe('Page 2 of 4');
  });
});
