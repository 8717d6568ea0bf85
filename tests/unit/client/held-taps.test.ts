// @vitest-environment jsdom
/**
 * Taps before a framework-free element's script has run are held, not lost (issue #14, #16's rule):
 * the inline <head> script marks the tapped button of a not-yet-defined `data-holds-taps` host and
 * stops the click; replayHeldTap clicks it again once the element is wired.
 */
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { HELD_TAP, replayHeldTap } from '../../../src/client/held-taps.ts';
import { HELD_TAPS_SCRIPT } from '../../../src/layouts/held-taps-script.ts';

let clicks: string[] = [];

class LaterElement extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('click', (event) => {
      if (event.target instanceof HTMLButtonElement) clicks.push(event.target.textContent ?? '');
    });
    replayHeldTap(this);
  }
}

function mount(tag: string, holds = true): HTMLElement {
  const host = document.createElement(tag);
  if (holds) host.setAttribute('data-holds-taps', '');
  host.innerHTML = '<button type="button">One</button><button type="button"><span>Two</span></button><a href="#x">Link</a>';
  document.body.append(host);
  return host;
}
const button = (host: HTMLElement, name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;

beforeAll(() => {
  // As the page's <head> runs it, before any module.
  new Function(HELD_TAPS_SCRIPT)();
});
afterEach(() => {
  document.body.replaceChildren();
  clicks = [];
});

describe('held taps', () => {
  test('a tap inside a host not yet defined is held (the last one wins), stopped, and replayed once when the element is wired', () => {
    const host = mount('later-one');
    const stray: Event[] = [];
    const listen = (event: Event) => stray.push(event);
    document.addEventListener('click', listen);
    fireEvent.click(button(host, 'One'));
    fireEvent.click(button(host, 'Two').querySelector('span')!);
    document.removeEventListener('click', listen);
    expect(stray).toHaveLength(0);
    expect(host.querySelectorAll(`[${HELD_TAP}]`)).toHaveLength(1);
    expect(button(host, 'Two').hasAttribute(HELD_TAP)).toBe(true);
    customElements.define('later-one', class extends LaterElement {});
    expect(clicks).toEqual(['Two']);
    expect(host.querySelector(`[${HELD_TAP}]`)).toBeNull();
  });

  test('once defined, taps go through as they are; hosts without data-holds-taps and taps off a button are left alone', () => {
    customElements.define('later-two', class extends LaterElement {});
    const live = mount('later-two');
    fireEvent.click(button(live, 'One'));
    expect(clicks).toEqual(['One']);
    const plain = mount('later-three', false);
    fireEvent.click(button(plain, 'One'));
    expect(button(plain, 'One').hasAttribute(HELD_TAP)).toBe(false);
    const waiting = mount('later-four');
    fireEvent.click(waiting.querySelector('a')!);
    expect(waiting.querySelector(`[${HELD_TAP}]`)).toBeNull();
  });

  test('replayHeldTap does nothing when nothing was held', () => {
    const host = mount('later-five');
    replayHeldTap(host);
    expect(clicks).toEqual([]);
  });
});
