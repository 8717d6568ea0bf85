import { describe, expect, test } from 'vitest';
import {
  MAX_IMAGE_SIDE,
  encodeAttempts,
  fitWithin,
  pickedFileProblem,
  scaledFileName,
} from '../../../../src/lib/staff/image-resize-plan.ts';

const MB = 1024 * 1024;

describe('pickedFileProblem (PROD-06, G-39)', () => {
  test.each([
    ['image/png', 1000],
    ['image/jpeg', 5 * MB],
    ['image/gif', 10],
    ['IMAGE/JPEG', 10],
  ])('accepts %s of %i bytes', (type, size) => {
    expect(pickedFileProblem({ name: 'a', size, type })).toBeNull();
  });

  test('refuses a file over 5 MB by name', () => {
    expect(pickedFileProblem({ name: 'big.jpg', size: 5 * MB + 1, type: 'image/jpeg' })).toBe('\u201cbig.jpg\u201d is larger than 5 MB.');
  });

  test.each(['image/webp', 'image/svg+xml', 'text/plain', ''])('refuses the type %j', (type) => {
    expect(pickedFileProblem({ name: 'x.bin', size: 10, type })).toBe('\u201cx.bin\u201d is not a PNG, JPG or GIF image.');
  });
});

describe('fitWithin', () => {
  test.each([
    [{ width: 4000, height: 3000 }, { width: 1600, height: 1200 }],
    [{ width: 3000, height: 4000 }, { width: 1200, height: 1600 }],
    [{ width: 1600, height: 900 }, { width: 1600, height: 900 }],
    [{ width: 800, height: 600 }, { width: 800, height: 600 }],
    [{ width: 10000, height: 3 }, { width: 1600, height: 1 }],
  ])('fits %j into %j on the longest side, never enlarging', (source, expected) => {
    expect(fitWithin(source, MAX_IMAGE_SIDE)).toEqual(expected);
  });
});

describe('encodeAttempts', () => {
  test('starts at 1600 px and high quality, then lowers quality, then size', () => {
    const attempts = encodeAttempts({ width: 4000, height: 3000 });
    expect(attempts[0]).toEqual({ width: 1600, height: 1200, quality: 0.85 });
    const sides = attempts.map((a) => Math.max(a.width, a.height));
    expect(sides).toEqual([...sides].sort((a, b) => b - a));
    for (let i = 1; i < attempts.length; i += 1) {
      const [before, now] = [attempts[i - 1], attempts[i]];
      if (before && now && before.width === now.width) expect(now.quality).toBeLessThan(before.quality);
    }
    expect(Math.min(...sides)).toBeLessThan(1600);
  });

  test('a small image keeps its size and only lowers the quality, without repeats', () => {
    const attempts = encodeAttempts({ width: 640, height: 480 });
    expect(attempts.every((a) => a.width === 640 && a.height === 480)).toBe(true);
    const keys = attempts.map((a) => `${a.width}x${a.height}@${a.quality}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('scaledFileName', () => {
  test.each([
    ['photo.PNG', 'photo.jpg'],
    ['kaju.katli.gif', 'kaju.katli.jpg'],
    ['noext', 'noext.jpg'],
    ['.png', 'image.jpg'],
  ])('%s becomes %s', (name, expected) => {
    expect(scaledFileName(name)).toBe(expected);
  });
});
