import { describe, expect, test } from 'vitest';
import { nextIndex, previousIndex, swipeStep, wrapIndex } from '../../../../src/lib/carousel/carousel-index.ts';

describe('carousel index (MITHAI-02, PDP-06, CONST-08)', () => {
  test('wraps forwards from the last slide to the first', () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(nextIndex(1, 4)).toBe(2);
  });

  test('wraps backwards from the first slide to the last', () => {
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(2, 4)).toBe(1);
  });

  test('maps any integer into range, and 0 for an empty carousel', () => {
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  test('counts a swipe only beyond 50 px', () => {
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-30, 20)).toBe(1);
  });
});
