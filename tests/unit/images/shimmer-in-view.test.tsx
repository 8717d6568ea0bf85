// @vitest-environment jsdom
/**
 * Issue #14: an image box's shimmer runs only while the box is on screen (shimmer-in-view.ts, read by
 * smart-image.css); <smart-image> and the React SmartImage watch their box while the picture loads, and
 * stop once it settles or leaves the page.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

/** A stand-in IntersectionObserver that the tests drive: which boxes are watched, and a way to report them. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  readonly #report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.#report = report;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.watched.add(target);
  }
  unobserve(target: Element): void {
    this.watched.delete(target);
  }
  disconnect(): void {
    this.watched.clear();
  }
  /** Reports `target` as on screen or not, as the browser would after a scroll. */
  show(target: Element, isIntersecting: boolean): void {
    this.#report([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeAll(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const { watchInView } = await import('../../../src/islands/ui/shimmer-in-view.ts');
const { defineSmartImage } = await import('../../../src/islands/ui/smart-image-element.ts');
const { default: SmartImage } = await import('../../../src/islands/ui/SmartImage.tsx');
defineSmartImage();

/** The one observer every box shares. */
const observer = (): FakeIntersectionObserver => {
  const [only, ...others] = FakeIntersectionObserver.instances;
  if (!only || others.length > 0) throw new Error(`expected one observer, found ${FakeIntersectionObserver.instances.length}`);
  return only;
};

function mountSmartImage(): { box: HTMLElement; img: HTMLImageElement } {
  const holder = document.createElement('div');
  holder.innerHTML = '<smart-image class="smart-image" data-state="loading"><img alt="Kaju katli" width="800" height="800"></smart-image>';
  const img = holder.querySelector('img');
  if (!img) throw new Error('markup missing');
  Object.defineProperty(img, 'complete', { configurable: true, get: () => false });
  document.body.append(holder);
  const box = holder.querySelector('smart-image');
  if (!(box instanceof HTMLElement)) throw new Error('markup missing');
  return { box, img };
}

describe('SHELL-17 watchInView', () => {
  test('marks a box data-in-view while it is on screen, and stops when asked, with one observer for all boxes', () => {
    const first = document.createElement('span');
    const second = document.createElement('span');
    const stopFirst = watchInView(first);
    watchInView(second);
    expect(first.hasAttribute('data-in-view')).toBe(false);
    observer().show(first, true);
    expect(first.hasAttribute('data-in-view')).toBe(true);
    expect(second.hasAttribute('data-in-view')).toBe(false);
    observer().show(first, false);
    expect(first.hasAttribute('data-in-view')).toBe(false);
    stopFirst();
    expect([...observer().watched]).toEqual([second]);
  });
});

describe('SHELL-17 <smart-image> and the shimmer', () => {
  test('is watched while its picture loads and no longer once it has loaded', () => {
    const { box, img } = mountSmartImage();
    expect(observer().watched.has(box)).toBe(true);
    observer().show(box, true);
    expect(box.hasAttribute('data-in-view')).toBe(true);
    img.dispatchEvent(new Event('load'));
    expect(box.dataset['state']).toBe('loaded');
    expect(observer().watched.has(box)).toBe(false);
  });

  test('is no longer watched once its picture fails, or once it leaves the page still loading', () => {
    const failed = mountSmartImage();
    failed.img.dispatchEvent(new Event('error'));
    expect(observer().watched.has(failed.box)).toBe(false);
    const removed = mountSmartImage();
    expect(observer().watched.has(removed.box)).toBe(true);
    removed.box.remove();
    expect(observer().watched.has(removed.box)).toBe(false);
  });
});

describe('SHELL-17 SmartImage (React) and the shimmer', () => {
  const image = { src: '/_astro/kaju-katli.jpg', width: 800, height: 800 };
  const boxOf = (img: HTMLElement): Element => img.closest('.smart-image') ?? document.body;

  test('is watched while its picture loads and no longer once it has loaded', () => {
    render(<SmartImage image={image} alt="Kaju katli" />);
    const img = screen.getByRole('img', { name: 'Kaju katli' });
    expect(observer().watched.has(boxOf(img))).toBe(true);
    observer().show(boxOf(img), true);
    expect(boxOf(img).hasAttribute('data-in-view')).toBe(true);
    fireEvent.load(img);
    expect(observer().watched.has(boxOf(img))).toBe(false);
  });

  test('is no longer watched once it leaves the page still loading', () => {
    const { unmount } = render(<SmartImage image={image} alt="Kaju katli" />);
    const box = boxOf(screen.getByRole('img', { name: 'Kaju katli' }));
    expect(observer().watched.has(box)).toBe(true);
    unmount();
    expect(observer().watched.has(box)).toBe(false);
  });
});
