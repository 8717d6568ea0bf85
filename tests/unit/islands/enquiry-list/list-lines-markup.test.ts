// @vitest-environment jsdom
/**
 * The enquiry list's lines as framework-free markup (issue #14): editable on the list page (a
 * quantity field and Remove per line), read-only in the contact form; every label escaped; the
 * contact form's ListLines.tsx renders this same markup.
 */
import { cleanup, render } from '@testing-library/react';
import { getAllByRole, getByRole, queryAllByRole } from '@testing-library/dom';
import { createElement } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import ListLines from '../../../../src/islands/enquiry-list/ListLines.tsx';
import { listLinesHtml } from '../../../../src/islands/enquiry-list/list-lines-markup.ts';
import type { KeyedListLine } from '../../../../src/lib/enquiry/list-view.ts';

const LINES: KeyedListLine[] = [
  { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli', label: 'Kaju Katli, 500 g box, ₹650 / pack', category: 'sweets', unitPrice: 650, quantity: 1200, lineTotal: 780_000, key: 'diwali:kaju-katli::' },
  { kind: 'product', id: 'x', name: 'Tin', label: 'Tin <b>"new"</b>', category: 'corporate', quantity: 2, key: 'product:x::' },
];

function mount(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('listLinesHtml', () => {
  test('is one list named "Items on your enquiry list", one item per line in order, each with its line key', () => {
    const box = mount(listLinesHtml(LINES).value);
    const list = getByRole(box, 'list', { name: 'Items on your enquiry list' });
    const items = getAllByRole(list, 'listitem');
    expect(items.map((item) => item.dataset['key'])).toEqual(['diwali:kaju-katli::', 'product:x::']);
    expect(items[0]?.textContent).toContain('Kaju Katli, 500 g box, ₹650 / pack');
  });

  test('editable: a quantity field per line, named after it, bounded 1 to 10,000, and a Remove button per line', () => {
    const box = mount(listLinesHtml(LINES, { editable: true }).value);
    // jsdom's name computation drops the space before the hidden " of …" that browsers keep.
    const field = getByRole(box, 'spinbutton', { name: /^Quantity ?of Kaju Katli, 500 g box, ₹650 \/ pack$/ }) as HTMLInputElement;
    expect(field.value).toBe('1200');
    expect([field.min, field.max, field.inputMode]).toEqual(['1', '10000', 'numeric']);
    expect(getAllByRole(box, 'button').map((button) => button.textContent)).toEqual(['Remove Kaju Katli, 500 g box, ₹650 / pack', 'Remove Tin <b>"new"</b>']);
  });

  test('line totals in the one price format, "Price on request" when a line has no price', () => {
    const box = mount(listLinesHtml(LINES, { editable: true }).value);
    const items = getAllByRole(box, 'listitem');
    expect(items[0]?.textContent).toContain('₹7,80,000');
    expect(items[1]?.textContent).toContain('Price on request');
  });

  test('read-only: "× 1,200" instead of a field, and no buttons', () => {
    const box = mount(listLinesHtml(LINES).value);
    expect(queryAllByRole(box, 'spinbutton')).toEqual([]);
    expect(queryAllByRole(box, 'button')).toEqual([]);
    expect(getAllByRole(box, 'listitem')[0]?.textContent).toBe('Kaju Katli, 500 g box, ₹650 / pack× 1,200₹7,80,000');
  });

  test('labels are text: markup a staff member typed into a name is shown, never run', () => {
    const box = mount(listLinesHtml(LINES, { editable: true }).value);
    expect(box.querySelector('b')).toBeNull();
    expect(getAllByRole(box, 'listitem')[1]?.textContent).toContain('Tin <b>"new"</b>');
  });
});

describe('ListLines (the contact form)', () => {
  test('renders the same read-only markup', () => {
    const { container } = render(createElement(ListLines, { lines: LINES }));
    const rendered = container.querySelector('ul')?.outerHTML;
    expect(rendered).toBe(mount(listLinesHtml(LINES).value).querySelector('ul')?.outerHTML);
    expect(rendered).toContain('× 1,200');
  });
});
