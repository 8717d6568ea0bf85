// @vitest-environment jsdom
/**
 * Updating a box to new HTML in place (the framework-free enquiry list, issue #14): nodes that stay
 * are kept (so focus and caret survive), keyed ones follow their key, and a number field being typed
 * in keeps what the visitor typed unless the stored value really differs.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { updateInPlace } from '../../../../src/components/enquiry/update-in-place.ts';

function box(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="box">${markup}</div>`;
  return document.getElementById('box') as HTMLElement;
}

const line = (key: string, quantity: number, total = quantity * 10) =>
  `<li data-key="${key}"><span>${key}</span><input type="number" value="${quantity}"><span class="total">₹${total}</span></li>`;

afterEach(() => document.body.replaceChildren());

describe('updateInPlace', () => {
  test('keeps the nodes that stay, updating their text and attributes', () => {
    const root = box('<p class="a" title="x">One</p><p>Two</p>');
    const [first, second] = [...root.children];
    updateInPlace(root, '<p class="b">Uno</p><p>Two</p>');
    expect(root.innerHTML).toBe('<p class="b">Uno</p><p>Two</p>');
    expect(root.children[0]).toBe(first);
    expect(root.children[1]).toBe(second);
  });

  test('replaces a node whose tag changed and removes what is no longer there', () => {
    const root = box('<p>One</p><div>Two</div><p>Three</p>');
    updateInPlace(root, '<div>One</div>');
    expect(root.innerHTML).toBe('<div>One</div>');
  });

  test('keyed nodes follow their key: removing, adding and moving lines keeps the lines that stay', () => {
    const root = box(`<ul>${line('a', 1)}${line('b', 2)}${line('c', 3)}</ul>`);
    const [, b, c] = [...root.querySelectorAll('li')];
    updateInPlace(root, `<ul>${line('c', 3)}${line('b', 2)}${line('d', 4)}</ul>`);
    const now = [...root.querySelectorAll('li')];
    expect(now.map((item) => item.dataset['key'])).toEqual(['c', 'b', 'd']);
    expect(now[0]).toBe(c);
    expect(now[1]).toBe(b);
    expect(root.querySelectorAll('input')[2]?.value).toBe('4');
  });

  test('removing a line keeps the following lines and the field being typed in, with its focus', () => {
    const root = box(`<ul>${line('a', 1)}${line('b', 2)}</ul>`);
    const field = root.querySelectorAll('input')[1] as HTMLInputElement;
    field.focus();
    updateInPlace(root, `<ul>${line('b', 2)}</ul>`);
    expect(root.querySelector('input')).toBe(field);
    expect(document.activeElement).toBe(field);
  });

  test('a focused field keeps a half-typed value (empty, 0) and the same number written otherwise', () => {
    const root = box(`<ul>${line('a', 2)}</ul>`);
    const field = root.querySelector('input') as HTMLInputElement;
    field.focus();
    for (const typed of ['', '0', '02']) {
      field.value = typed;
      updateInPlace(root, `<ul>${line('a', 2, 99)}</ul>`);
      expect(field.value).toBe(typed);
      expect(root.querySelector('.total')?.textContent).toBe('₹99');
    }
  });

  test('a focused field shows the stored value when it differs from a whole number typed (bounded, rounded)', () => {
    const root = box(`<ul>${line('a', 2)}</ul>`);
    const field = root.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = '20000';
    updateInPlace(root, `<ul>${line('a', 10000)}</ul>`);
    expect(field.value).toBe('10000');
    expect(document.activeElement).toBe(field);
  });

  test('a field nobody is typing in shows the new value, even one changed by hand before', () => {
    const root = box(`<ul>${line('a', 2)}</ul>`);
    const field = root.querySelector('input') as HTMLInputElement;
    field.value = '';
    updateInPlace(root, `<ul>${line('a', 7)}</ul>`);
    expect(field.value).toBe('7');
  });
});
