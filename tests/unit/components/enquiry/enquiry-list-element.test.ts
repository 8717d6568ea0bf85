// @vitest-environment jsdom
/**
 * <enquiry-list-view>, the enquiry list page without a framework (issue #10; issue #14): it renders
 * the stored list at once, edits quantities in place (the field keeps its node and focus), removes,
 * clears, shows and dismisses notices, drops items the site no longer has, and asks the site about
 * staff-created products only.
 */
import { getAllByRole, getByRole, getByText, queryByRole, queryByText } from '@testing-library/dom';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { lookUpStaffProduct } from '../../../../src/client/enquiry-lookup.ts';
import { defineEnquiryListView } from '../../../../src/components/enquiry/enquiry-list-element.ts';
import type { ListItemRef } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { scriptJson } from '../../../../src/lib/markup/script-json.ts';
import { $enquiryList, $listNotice, dismissListNotice } from '../../../../src/stores/enquiry-list.ts';
import { CATALOGUE } from '../../lib/enquiry/enquiry-fixtures.ts';

vi.mock('../../../../src/client/enquiry-lookup.ts', () => ({ lookUpStaffProduct: vi.fn() }));
const lookUp = vi.mocked(lookUpStaffProduct);

const WA_NUMBER = '919849045678';
const KATLI: ListItemRef = { kind: 'diwali', id: 'kaju-katli', quantity: 3 };
const TIN: ListItemRef = { kind: 'product', id: 'gift-3', quantity: 2 };

function mount(items: ListItemRef[]): HTMLElement {
  $enquiryList.set(items);
  document.body.innerHTML = `<enquiry-list-view data-wa-number="${WA_NUMBER}"><script type="application/json" data-catalogue>${scriptJson(CATALOGUE)}</script><div class="stack" data-list-box></div></enquiry-list-view>`;
  return document.body.firstElementChild as HTMLElement;
}

const lines = (view: HTMLElement) => getAllByRole(getByRole(view, 'list', { name: 'Items on your enquiry list' }), 'listitem');
// jsdom's name computation drops the space before a visually hidden part that browsers keep.
const quantityOf = (view: HTMLElement, label: string) => getByRole(view, 'spinbutton', { name: new RegExp(`^Quantity ?of ${label}`) }) as HTMLInputElement;

function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(() => defineEnquiryListView());
beforeEach(() => {
  localStorage.clear();
  while ($listNotice.get() !== null) dismissListNotice();
  lookUp.mockReset();
});
afterEach(() => document.body.replaceChildren());
// Unmount the persistent store while window exists (its storage listener is removed a second later).
afterAll(() => cleanStores($enquiryList));

describe('<enquiry-list-view>', () => {
  test('renders the stored lines at once: quantities, line totals, the total, the hint and the actions', () => {
    const view = mount([KATLI, TIN]);
    expect(lines(view).map((line) => line.querySelector('span')?.textContent)).toEqual(['Kaju Katli, 500 g box, ₹650 / pack', 'Sohan Halwa Heritage Tin, MRP ₹1,250']);
    expect(quantityOf(view, 'Kaju Katli').value).toBe('3');
    expect(lines(view)[1]?.textContent).toContain('₹2,500');
    expect(getByText(view, 'Indicative total ₹4,450 (inclusive of all taxes)')).toBeTruthy();
    expect(getByText(view, 'Prices are indicative, as shown on the site; our team confirms the final amount with you.')).toBeTruthy();
    expect(getByRole(view, 'link', { name: 'Send as one enquiry' }).getAttribute('href')).toBe('/contact?list=1');
    const whatsapp = getByRole(view, 'link', { name: /^Send on WhatsApp ?\(opens in a new tab\)$/ });
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toBe(
      `https://wa.me/${WA_NUMBER}?text=Hi, I would like to enquire about these items:\n1. Kaju Katli, 500 g box, ₹650 / pack × 3 = ₹1,950\n2. Sohan Halwa Heritage Tin, MRP ₹1,250 × 2 = ₹2,500\nIndicative total ₹4,450 (inclusive of all taxes)`,
    );
    expect(getByRole(view, 'button', { name: 'Clear the list' })).toBeTruthy();
    expect(queryByRole(view, 'status')).toBeNull();
    expect(lookUp).not.toHaveBeenCalled();
  });

  test('an empty list says so and leads to the shop', () => {
    const view = mount([]);
    expect(getByText(view, 'Your enquiry list is empty.')).toBeTruthy();
    expect(getByText(view, 'Add sweets, hampers and gifts from their pages, then send them to us as one enquiry.')).toBeTruthy();
    expect(getByRole(view, 'link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/mithai/shop');
    expect(queryByRole(view, 'list')).toBeNull();
  });

  test('typing a quantity stores it and updates the totals while the same field keeps its focus', () => {
    const view = mount([KATLI, TIN]);
    const field = quantityOf(view, 'Kaju Katli');
    field.focus();
    type(field, '25');
    expect($enquiryList.get()[0]?.quantity).toBe(25);
    expect(quantityOf(view, 'Kaju Katli')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(lines(view)[0]?.textContent).toContain('₹16,250');
    expect(getByText(view, 'Indicative total ₹18,750 (inclusive of all taxes)')).toBeTruthy();
  });

  test('a half-typed quantity is not stored and stays in the field; leaving it shows the stored quantity', () => {
    const view = mount([KATLI]);
    const field = quantityOf(view, 'Kaju Katli');
    field.focus();
    for (const typed of ['', '0']) {
      type(field, typed);
      expect(field.value).toBe(typed);
    }
    expect($enquiryList.get()[0]?.quantity).toBe(3);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(field.value).toBe('3');
  });

  test('a quantity past the limit is stored as 10,000 and shown so; a fraction is rounded', () => {
    const view = mount([KATLI]);
    const field = quantityOf(view, 'Kaju Katli');
    field.focus();
    type(field, '20000');
    expect([$enquiryList.get()[0]?.quantity, field.value]).toEqual([10_000, '10000']);
    type(field, '2.5');
    expect([$enquiryList.get()[0]?.quantity, field.value]).toEqual([3, '3']);
  });

  test('Remove takes one line off; the other line keeps its field', () => {
    const view = mount([KATLI, TIN]);
    const tinField = quantityOf(view, 'Sohan Halwa');
    getByRole(view, 'button', { name: /^Remove ?Kaju Katli, 500 g box, ₹650 \/ pack$/ }).click();
    expect($enquiryList.get()).toEqual([TIN]);
    expect(lines(view)).toHaveLength(1);
    expect(quantityOf(view, 'Sohan Halwa')).toBe(tinField);
    expect(getByText(view, 'Indicative total ₹2,500 (inclusive of all taxes)')).toBeTruthy();
  });

  test('"Clear the list" empties it', () => {
    const view = mount([KATLI, TIN]);
    getByRole(view, 'button', { name: 'Clear the list' }).click();
    expect($enquiryList.get()).toEqual([]);
    expect(getByText(view, 'Your enquiry list is empty.')).toBeTruthy();
  });

  test('a change from elsewhere (another tab) shows at once', () => {
    const view = mount([KATLI]);
    $enquiryList.set([{ ...KATLI, quantity: 7 }, TIN]);
    expect(quantityOf(view, 'Kaju Katli').value).toBe('7');
    expect(lines(view)).toHaveLength(2);
  });

  test('an item the site no longer has is dropped with a notice, which "Dismiss" hides', async () => {
    lookUp.mockResolvedValue('missing');
    const view = mount([KATLI, { kind: 'product', id: 'gone', quantity: 1 }]);
    expect(getByRole(view, 'status').textContent).toBe('Checking 1 item with our shop…');
    await vi.waitFor(() => expect($enquiryList.get()).toEqual([KATLI]));
    expect(lookUp.mock.calls).toEqual([['gone']]);
    const notice = getByRole(view, 'status');
    expect(notice.textContent).toBe('One item on your enquiry list is no longer on our site and was removed.Dismiss');
    getByRole(notice, 'button', { name: 'Dismiss' }).click();
    expect(queryByRole(view, 'status')).toBeNull();
    expect(lines(view)).toHaveLength(1);
  });

  test('a staff-created product is asked about once and then shown as a line', async () => {
    lookUp.mockResolvedValue({ _id: 'kaju-barfi-special', name: 'Kaju Barfi Special', category: 'Sweets', price: { '250g': 320 } } as never);
    const view = mount([{ kind: 'product', id: 'kaju-barfi-special', size: '250g', quantity: 2 }]);
    expect(getByText(view, 'Checking 1 item with our shop…')).toBeTruthy();
    await vi.waitFor(() => expect(lines(view)).toHaveLength(1));
    expect(lines(view)[0]?.textContent).toContain('Kaju Barfi Special, 250g, ₹320');
    expect(queryByText(view, /Checking/)).toBeNull();
    expect(getByText(view, 'Indicative total ₹640 (inclusive of all taxes)')).toBeTruthy();
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  test('a product the site could not be asked about stays on the list, still being checked', async () => {
    lookUp.mockImplementation(async (id) => (id === 'far-away' ? 'unreachable' : 'missing'));
    const far: ListItemRef = { kind: 'product', id: 'far-away', quantity: 2 };
    const view = mount([far, { kind: 'product', id: 'gone', quantity: 1 }]);
    // Answers arrive in the order asked: once "gone" is dropped, "far-away" has its answer too.
    await vi.waitFor(() => expect($enquiryList.get()).toEqual([far]));
    expect(lookUp.mock.calls).toEqual([['far-away'], ['gone']]);
    expect(getByText(view, 'Checking 1 item with our shop…')).toBeTruthy();
  });
});
