/**
 * Issue #41: pictures staff upload for content are checked by their bytes (JPEG, PNG or WebP), at most
 * 5 MB, scaled down to at most 2000 px wide and stored once as WebP; an image field then takes
 * `picture:{key}`, and the editor reads the picture back.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import adminContentPictures from '../../netlify/functions/admin-content-pictures.mts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { editItem, storedKeys } from '../support/content.ts';
import { call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let token: string;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  token = await tokenFor(await makeUser({ email: 'pictures@rasika.test', role: 'superadmin' }));
});

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, as = token): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return call(adminContentPictures, '/api/admin/content/pictures', { method: 'POST', body: form, headers: bearer(as) });
}

/** A PNG of noise (so it does not compress away), `width` x `height`. */
async function noisePng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = new Uint8Array(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    pixels[index] = seed >> 16;
  }
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer());
}

describe('#41 POST /api/admin/content/pictures', () => {
  test('a large PNG is scaled to 2000 px wide, stored as WebP and usable in an image field', async () => {
    const png = await noisePng(3000, 1200);
    expect(png.byteLength).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(png, 'kaju-katli-tray.png', 'image/png');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { src: string; width: number; height: number };
    expect(body).toMatchObject({ width: 2000, height: 800 });
    expect(body.src).toMatch(/^picture:[0-9a-f]{20}\.webp$/);
    const key = body.src.slice('picture:'.length);

    const read = await call(adminContentPictures, `/api/admin/content/pictures/${key}`, { headers: bearer(token), params: { key } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(new Uint8Array(await read.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 2000, height: 800 });

    const saved = await editItem(token, 'diwali-sweets', 'kaju-katli', (entry) => ({ ...entry, images: [{ src: body.src, alt: 'Kaju katli on a silver tray' }] }));
    expect(saved.status).toBe(200);
    const [entry] = await listAudit(openStore('audit'), { limit: 2 });
    expect(entry?.action).toBe('content.save');
    const [, uploadEntry] = await listAudit(openStore('audit'), { limit: 2 });
    expect(uploadEntry).toMatchObject({ action: 'content.picture', target: { type: 'content-picture', id: key, label: 'kaju-katli-tray.png' } });
  });

  test('a small JPEG keeps its size; the same picture uploaded twice is one blob', async () => {
    const jpeg = new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b5651d' } }).jpeg().toBuffer());
    const first = (await (await upload(jpeg, 'box.jpg', 'image/jpeg')).json()) as { src: string; width: number };
    expect(first.width).toBe(640);
    const before = await storedKeys('pictures/');
    const second = await upload(jpeg, 'box-again.jpg', 'image/jpeg');
    expect(second.status).toBe(201);
    expect(((await second.json()) as { src: string }).src).toBe(first.src);
    expect(await storedKeys('pictures/')).toEqual(before);
  });

  test('a text file renamed to .png is refused by its bytes; nothing is stored', async () => {
    const before = await storedKeys();
    const res = await upload(new TextEncoder().encode('this is not a picture at all'), 'photo.png', 'image/png');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Upload a JPEG, PNG or WebP picture.', errors: { file: 'Upload a JPEG, PNG or WebP picture.' } });
    expect(await storedKeys()).toEqual(before);
  });

  test('a GIF is refused; a PNG header with a broken body is refused as unreadable', async () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    expect((await upload(gif, 'anim.gif', 'image/gif')).status).toBe(400);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    const res = await upload(broken, 'broken.png', 'image/png');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('This picture could not be read. Save it again as JPEG or PNG and upload it.');
  });

  test('a file over 5 MB is refused with 413; nothing is stored', async () => {
    const before = await storedKeys();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(big, 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(await storedKeys()).toEqual(before);
  });

  test('pictures are for staff with manage_content only', async () => {
    const sub = await tokenFor(await makeUser({ email: 'pictures-sub@rasika.test', role: 'subadmin', category: 'sweets', permissions: [] }));
    expect((await upload(await noisePng(10, 10), 'x.png', 'image/png', sub)).status).toBe(403);
    const missing = await call(adminContentPictures, '/api/admin/content/pictures/0123456789abcdef0123.webp', { headers: bearer(token), params: { key: '0123456789abcdef0123.webp' } });
    expect(missing.status).toBe(404);
  });
});
