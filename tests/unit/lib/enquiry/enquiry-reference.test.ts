import { describe, expect, test } from 'vitest';
import {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  drawReference,
  referencePeriod,
  reserveReference,
} from '../../../../src/lib/enquiry/enquiry-reference.ts';

const NOVEMBER = new Date('2026-11-23T10:00:00Z');

describe('enquiry references', () => {
  test('read RS-YYMM-XXXX with the month in India time', () => {
    expect(drawReference(NOVEMBER)).toMatch(/^RS-2611-[A-Z2-9]{4}$/);
    // 31 Dec 20:00 UTC is already 1 January in India.
    expect(referencePeriod(new Date('2026-12-31T20:00:00Z'))).toBe('2701');
  });

  test('use an alphabet without look-alikes (no 0/O, 1/I/L)', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(31);
    for (const confusable of ['0', 'O', '1', 'I', 'L']) expect(REFERENCE_ALPHABET).not.toContain(confusable);
  });

  test('100,000 reserved references are all unique, well formed and spread over the alphabet', async () => {
    const taken = new Set<string>();
    const counts = new Map<string, number>();
    const reserve = async (candidate: string) => {
      if (taken.has(candidate)) return false;
      taken.add(candidate);
      return true;
    };
    let malformed = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const reference = await reserveReference(reserve, NOVEMBER);
      if (!REFERENCE_PATTERN.test(reference)) malformed += 1;
      for (const character of reference.slice(-4)) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(malformed).toBe(0);
    expect(taken.size).toBe(100_000);
    // 400,000 characters over 31 symbols: about 12,903 each; a biased draw would stray far further.
    expect(counts.size).toBe(31);
    for (const count of counts.values()) expect(Math.abs(count - 400_000 / 31)).toBeLessThan(700);
  });

  test('draws again while a reference is taken, and gives up after the last attempt', async () => {
    const offered: string[] = [];
    const reference = await reserveReference(async (candidate) => {
      offered.push(candidate);
      return offered.length === 3;
    }, NOVEMBER);
    expect(offered).toHaveLength(3);
    expect(reference).toBe(offered[2]);
    await expect(reserveReference(async () => false, NOVEMBER, 4)).rejects.toThrow('No free enquiry reference after 4 draws.');
  });

  test('drops random bytes that would bias the draw', () => {
    // 248 and above are refused (248 = 8 x 31); 0 -> '2', 30 -> 'Z'.
    const bytes = [255, 248, 0, 30, 31, 62, 0, 0];
    const reference = drawReference(NOVEMBER, (buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(reference).toBe('RS-2611-2Z22');
  });
});
