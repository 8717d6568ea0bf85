// @vitest-environment jsdom
/**
 * <slide-carousel> (HeroCarousel.astro's script, issue #14; storefront §4 Hero carousels, CONST-07,
 * CONST-08): the advance every interval, restarted by every change; hover, focus and the Pause button
 * stop it (paused stays paused through arrows and dots); arrows, dots and keys wrap; reduced motion
 * never advances; a cover keeps it hidden and still until pressed.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { defineSlideCarousel } from '../../../src/components/ui/slide-carousel-element.ts';

let reducedMotion = false;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  defineSlideCarousel();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  reducedMotion = false;
});

function mount({ interval = 6000, cover = false, heldTap = '' } = {}): HTMLElement {
  const slides = [1, 2, 3]
    .map((n) => `<div data-slide role="group" aria-label="${n} of 3"${n === 1 ? '' : ' aria-hidden="true" inert'}><a href="/${n}">Slide ${n}</a></div>`)
    .join('');
  const dots = [0, 1, 2].map((i) => `<button type="button" data-go="${i}" aria-label="Go to slide ${i + 1}"></button>`).join('');
  document.body.innerHTML = `<slide-carousel data-holds-taps data-interval="${interval}" data-swipe="50" tabindex="-1">
    ${cover ? '<div data-cover><button type="button" data-reveal>Unlock</button></div>' : ''}
    <section${cover ? ' hidden' : ''}><div data-viewport><div data-track>${slides}</div></div>
      <button type="button" data-go="previous" aria-label="Previous slide"${heldTap === 'previous' ? ' data-held-tap' : ''}></button>
      <button type="button" data-go="next" aria-label="Next slide"></button>
      ${dots}
      <button type="button" data-go="toggle" data-pause-label="Pause slideshow" data-play-label="Play slideshow" aria-label="Pause slideshow"><span>❚❚</span></button>
    </section></slide-carousel>`;
  const element = document.querySelector('slide-carousel');
  if (!(element instanceof HTMLElement)) throw new Error('not mounted');
  return element;
}

const current = (element: HTMLElement) => element.querySelector('[data-slide]:not([aria-hidden])')?.getAttribute('aria-label');
const button = (element: HTMLElement, go: string) => element.querySelector<HTMLButtonElement>(`button[data-go="${go}"]`) as HTMLButtonElement;

describe('<slide-carousel>', () => {
  test('is ready once wired, and advances every interval, wrapping from the last slide to the first', () => {
    const element = mount();
    expect(element.dataset['ready']).toBe('');
    vi.advanceTimersByTime(5999);
    expect(current(element)).toBe('1 of 3');
    vi.advanceTimersByTime(1);
    expect(current(element)).toBe('2 of 3');
    vi.advanceTimersByTime(12000);
    expect(current(element)).toBe('1 of 3');
    expect(element.querySelectorAll('[inert]')).toHaveLength(2);
    expect(button(element, '0').getAttribute('aria-current')).toBe('true');
  });

  test('HOTEL-05 issue #14: "Previous" tapped before the script ran (held by the page) is replayed once wired', () => {
    const element = mount({ heldTap: 'previous' });
    expect(current(element)).toBe('3 of 3');
    expect(element.querySelector('[data-held-tap]')).toBeNull();
  });

  test('a manual change starts the wait again', () => {
    const element = mount({ interval: 5000 });
    vi.advanceTimersByTime(4000);
    button(element, 'next').click();
    expect(current(element)).toBe('2 of 3');
    vi.advanceTimersByTime(4999);
    expect(current(element)).toBe('2 of 3');
    vi.advanceTimersByTime(1);
    expect(current(element)).toBe('3 of 3');
  });

  test('pauses while hovered or focused, and goes on after', () => {
    const element = mount();
    const region = element.querySelector('section') as HTMLElement;
    region.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(20000);
    expect(current(element)).toBe('1 of 3');
    region.dispatchEvent(new MouseEvent('mouseleave'));
    button(element, '1').focus();
    vi.advanceTimersByTime(20000);
    expect(current(element)).toBe('1 of 3');
    button(element, '1').blur();
    vi.advanceTimersByTime(6000);
    expect(current(element)).toBe('2 of 3');
  });

  test('Pause stops it, arrows and dots keep it stopped, Play restarts it (WCAG 2.2.2)', () => {
    const element = mount();
    const toggle = button(element, 'toggle');
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Play slideshow');
    expect(element.querySelector('[data-track]')?.getAttribute('aria-live')).toBe('polite');
    button(element, 'previous').click();
    expect(current(element)).toBe('3 of 3');
    button(element, '1').click();
    expect(current(element)).toBe('2 of 3');
    vi.advanceTimersByTime(60000);
    expect(current(element)).toBe('2 of 3');
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Pause slideshow');
    vi.advanceTimersByTime(6000);
    expect(current(element)).toBe('3 of 3');
  });

  test('ArrowRight and ArrowLeft move and wrap', () => {
    const element = mount({ interval: 0 });
    const region = element.querySelector('section') as HTMLElement;
    region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(current(element)).toBe('3 of 3');
    region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(current(element)).toBe('1 of 3');
  });

  test('never advances on its own under prefers-reduced-motion, and hides the Pause button', () => {
    reducedMotion = true;
    const element = mount();
    vi.advanceTimersByTime(60000);
    expect(current(element)).toBe('1 of 3');
    expect(button(element, 'toggle').hidden).toBe(true);
    button(element, 'next').click();
    expect(current(element)).toBe('2 of 3');
  });

  test('with a cover: hidden and still until the cover is pressed, then shown, focused and advancing', () => {
    const element = mount({ interval: 5000, cover: true });
    vi.advanceTimersByTime(20000);
    expect(element.querySelector('section')?.hidden).toBe(true);
    (element.querySelector('[data-reveal]') as HTMLButtonElement).click();
    expect(element.querySelector('[data-cover]')).toBeNull();
    expect(element.querySelector('section')?.hidden).toBe(false);
    expect(document.activeElement).toBe(element);
    expect(element.dataset['armed']).toBe('');
    expect(current(element)).toBe('1 of 3');
    vi.advanceTimersByTime(5000);
    expect(current(element)).toBe('2 of 3');
  });
});
