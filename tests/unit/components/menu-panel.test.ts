// @vitest-environment jsdom
/**
 * The Full Menu without a framework (issue #14; storefront §4 "Menu panel"; FEATURES HOTEL-06..HOTEL-10):
 * <menu-panel> on the markup MenuPanel.astro writes. The toggle opens and closes the panel; the
 * category chips and the name search combine; the status line counts; a link to the panel's anchor,
 * or the page opened at it, opens it with the category reset to All.
 */
import { fireEvent, getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { defineMenuPanel } from '../../../src/components/hotels/menu-panel-element.ts';

const DISHES = [
  { name: 'Paneer Tikka', category: 'Tandoori Starters' },
  { name: 'Paneer Butter Masala', category: 'Curries' },
  { name: 'Dal Makhani', category: 'Curries' },
  { name: 'Veg Hakka Noodles', category: 'Noodles' },
];
const CATEGORIES = ['All', 'Tandoori Starters', 'Curries', 'Noodles'];

/** The markup of MenuPanel.astro over DISHES, closed; `search` as if typed before the script ran. */
function mountMenu(search = ''): HTMLElement {
  const host = document.createElement('menu-panel');
  host.id = 'full-menu';
  host.dataset['count'] = 'Showing {shown} of {total} dishes';
  host.dataset['empty'] = 'No dishes match your search.';
  const chips = CATEGORIES.map((name) => `<button type="button" aria-pressed="${name === 'All'}" data-category="${name}">${name}</button>`).join('');
  const items = DISHES.map((dish) => `<li data-name="${dish.name}" data-category="${dish.category}"><article><h4>${dish.name}</h4></article></li>`).join('');
  host.innerHTML =
    '<button type="button" aria-expanded="false" aria-controls="full-menu-panel" data-ref="toggle">Full Menu</button>' +
    '<div id="full-menu-panel" role="region" aria-label="Full Menu" hidden data-ref="panel">' +
    `<div role="group" aria-label="Filter by category">${chips}</div>` +
    `<label>Search dishes <input type="search" value="" data-ref="search" /></label>` +
    '<p role="status" data-ref="count">Showing 4 of 4 dishes</p>' +
    `<ul>${items}</ul></div>`;
  const input = host.querySelector('input');
  if (input) input.value = search;
  document.body.append(host);
  return host;
}

const toggle = (host: HTMLElement) => getByRole(host, 'button', { name: 'Full Menu' });
const panel = (host: HTMLElement) => host.querySelector<HTMLElement>('[data-ref="panel"]');
const chip = (host: HTMLElement, name: string) => getByRole(host, 'button', { name, hidden: true });
const shownNames = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('li:not([hidden]) h4')].map((heading) => heading.textContent);
const status = (host: HTMLElement) => host.querySelector('[data-ref="count"]')?.textContent;
const search = (host: HTMLElement, text: string) => {
  const input = host.querySelector('input');
  if (!input) throw new Error('no search box');
  input.value = text;
  fireEvent.input(input);
};

beforeAll(() => defineMenuPanel());
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/hotels-banquet');
});

describe('<menu-panel>', () => {
  test('HOTEL-06 closed at first; the toggle opens and closes it; wired, it says so', () => {
    const host = mountMenu();
    expect(host.dataset['ready']).toBe('');
    expect(panel(host)?.hidden).toBe(true);
    fireEvent.click(toggle(host));
    expect(toggle(host).getAttribute('aria-expanded')).toBe('true');
    expect(panel(host)?.hidden).toBe(false);
    expect(getAllByRole(host, 'article')).toHaveLength(4);
    fireEvent.click(toggle(host));
    expect(toggle(host).getAttribute('aria-expanded')).toBe('false');
    expect(panel(host)?.hidden).toBe(true);
  });

  test('HOTEL-08 HOTEL-09 HOTEL-10 a category and a case-insensitive name search combine, and the status counts', () => {
    const host = mountMenu();
    fireEvent.click(toggle(host));
    fireEvent.click(chip(host, 'Curries'));
    expect(CATEGORIES.map((name) => chip(host, name).getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false']);
    expect(shownNames(host)).toEqual(['Paneer Butter Masala', 'Dal Makhani']);
    expect(status(host)).toBe('Showing 2 of 4 dishes');
    search(host, '  pAnEeR ');
    expect(shownNames(host)).toEqual(['Paneer Butter Masala']);
    expect(status(host)).toBe('Showing 1 of 4 dishes');
    fireEvent.click(chip(host, 'All'));
    expect(shownNames(host)).toEqual(['Paneer Tikka', 'Paneer Butter Masala']);
    search(host, 'zzz');
    expect(shownNames(host)).toEqual([]);
    expect(status(host)).toBe('No dishes match your search.');
  });

  test('HOTEL-07 a "View Full Menu" link to the anchor opens it with the category reset to All; other links do not', () => {
    const host = mountMenu();
    document.body.insertAdjacentHTML('afterbegin', '<a href="#full-menu">View Full Menu</a><a href="#hotel">Back</a>');
    fireEvent.click(toggle(host));
    fireEvent.click(chip(host, 'Noodles'));
    fireEvent.click(toggle(host));
    fireEvent.click(getByRole(document.body, 'link', { name: 'Back' }));
    expect(panel(host)?.hidden).toBe(true);
    fireEvent.click(getByRole(document.body, 'link', { name: 'View Full Menu' }));
    expect(toggle(host).getAttribute('aria-expanded')).toBe('true');
    expect(chip(host, 'All').getAttribute('aria-pressed')).toBe('true');
    expect(status(host)).toBe('Showing 4 of 4 dishes');
  });

  test('HOTEL-07 opened at the anchor, the page shows it open', () => {
    window.history.replaceState(null, '', '/hotels-banquet#full-menu');
    const host = mountMenu();
    expect(toggle(host).getAttribute('aria-expanded')).toBe('true');
    expect(panel(host)?.hidden).toBe(false);
  });

  test('issue #14 what was typed in the search before the script ran is applied', () => {
    const host = mountMenu('dal');
    fireEvent.click(toggle(host));
    expect(shownNames(host)).toEqual(['Dal Makhani']);
    expect(status(host)).toBe('Showing 1 of 4 dishes');
  });
});
