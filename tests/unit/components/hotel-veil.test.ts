// @vitest-environment jsdom
/**
 * The hotel intro veil without a framework (issue #14; FEATURES HOTEL-01, HOTEL-02): <hotel-veil> on
 * the markup HotelVeil.astro writes. Closed, the intro is inert and hidden from assistive technology;
 * the veil button opens it for good and moves focus into it.
 */
import { fireEvent, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { defineHotelVeil } from '../../../src/components/hotels/hotel-veil-element.ts';

function mountVeil(): HTMLElement {
  const host = document.createElement('hotel-veil');
  host.dataset['veil'] = 'closed';
  host.innerHTML =
    '<div tabindex="-1" inert aria-hidden="true" data-ref="content"><a href="/contact?table=restaurant">Book a Table</a></div>' +
    '<button type="button" data-ref="veil"><span>Welcome to Rasika Grand</span> <span>Tap to enter</span></button>';
  document.body.append(host);
  return host;
}

beforeAll(() => defineHotelVeil());
afterEach(() => document.body.replaceChildren());

describe('<hotel-veil>', () => {
  test('HOTEL-01 closed at first: the intro is inert and hidden, the veil is the one button; wired, it says so', () => {
    const host = mountVeil();
    expect(host.dataset['ready']).toBe('');
    expect(host.dataset['veil']).toBe('closed');
    expect(queryByRole(host, 'link', { name: 'Book a Table' })).toBeNull();
    expect(host.querySelector('[data-ref="content"]')?.hasAttribute('inert')).toBe(true);
  });

  test('HOTEL-01 HOTEL-02 a tap opens it for good: the veil goes, the intro is live and focused', () => {
    const host = mountVeil();
    fireEvent.click(getByRole(host, 'button', { name: 'Welcome to Rasika Grand Tap to enter' }));
    const content = host.querySelector<HTMLElement>('[data-ref="content"]');
    expect(host.dataset['veil']).toBe('open');
    expect(queryByRole(host, 'button')).toBeNull();
    expect(content?.hasAttribute('inert')).toBe(false);
    expect(content?.hasAttribute('aria-hidden')).toBe(false);
    expect(getByRole(host, 'link', { name: 'Book a Table' })).toBeTruthy();
    expect(document.activeElement).toBe(content);
  });
});
