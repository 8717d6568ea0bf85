import { describe, expect, test } from 'vitest';
import { APP_ICONS, BACKGROUND_COLOUR, icoFromPngs, THEME_COLOUR, webManifest } from '../../../../src/lib/site/brand-identity.ts';

describe('webManifest (issue #13 icons)', () => {
  const manifest = webManifest({ name: 'Rasika Hyderabad', shortName: 'Rasika', description: 'Sweets.' });

  test('carries the brand’s name and colours', () => {
    expect(manifest).toMatchObject({ name: 'Rasika Hyderabad', short_name: 'Rasika', theme_color: THEME_COLOUR, background_color: BACKGROUND_COLOUR, start_url: '/' });
  });

  test('lists 192 and 512 px icons, both "any" and "maskable"', () => {
    expect(manifest.icons).toEqual(
      APP_ICONS.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    );
    for (const purpose of ['any', 'maskable']) {
      expect(manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    }
  });
});

describe('icoFromPngs', () => {
  test('writes an ICO directory that points at each PNG', () => {
    const a = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]);
    const b = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 2, 3]);
    const ico = icoFromPngs([
      { size: 16, data: a },
      { size: 32, data: b },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect([view.getUint8(6), view.getUint32(6 + 8, true), view.getUint32(6 + 12, true)]).toEqual([16, 5, 38]);
    expect([view.getUint8(22), view.getUint32(22 + 8, true), view.getUint32(22 + 12, true)]).toEqual([32, 6, 43]);
    expect([...ico.slice(38, 43)]).toEqual([...a]);
    expect([...ico.slice(43)]).toEqual([...b]);
  });
});
