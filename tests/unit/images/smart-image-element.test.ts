// @vitest-environment jsdom
/** <smart-image> (SmartImage.astro's script, SHELL-17): loading -> loaded or error, also when the image finished first. */
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { defineSmartImage } from '../../../src/islands/ui/smart-image-element.ts';

beforeAll(defineSmartImage);
afterEach(() => document.body.replaceChildren());

function mount(complete: boolean, naturalWidth: number): { box: HTMLElement; img: HTMLImageElement } {
  const box = document.createElement('div');
  box.innerHTML = '<smart-image class="smart-image" data-state="loading"><img alt="Kaju katli" width="800" height="800"><span class="smart-image__fallback">Image not available</span></smart-image>';
  const element = box.querySelector('smart-image');
  const img = box.querySelector('img');
  if (!(element instanceof HTMLElement) || !img) throw new Error('markup missing');
  Object.defineProperty(img, 'complete', { configurable: true, get: () => complete });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => naturalWidth });
  document.body.append(box);
  return { box: element, img };
}

describe('<smart-image>', () => {
  test('stays loading until the image loads, then is loaded', () => {
    const { box, img } = mount(false, 0);
    expect(box.dataset['state']).toBe('loading');
    img.dispatchEvent(new Event('load'));
    expect(box.dataset['state']).toBe('loaded');
  });

  test('turns to error when the image fails', () => {
    const { box, img } = mount(false, 0);
    img.dispatchEvent(new Event('error'));
    expect(box.dataset['state']).toBe('error');
  });

  test('settles at once when the image finished before the script ran', () => {
    expect(mount(true, 800).box.dataset['state']).toBe('loaded');
    expect(mount(true, 0).box.dataset['state']).toBe('error');
  });
});
