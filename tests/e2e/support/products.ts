/** Products staff create through the API, for tests of the pages functions build for them. */
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { SignedIn } from './staff.ts';

export const bearerOf = (user: SignedIn) => ({ authorization: `Bearer ${user.token}` });

/** Creates a visible product of `category` with one 1600 × 1000 JPEG photo; answers its id. */
export async function createProduct(request: APIRequestContext, user: SignedIn, name: string, category = 'Sweets'): Promise<string> {
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 214, g: 140, b: 40 } } }).jpeg().toBuffer();
  const res = await request.post('/api/products', {
    headers: bearerOf(user),
    multipart: {
      name, category, description: 'Saffron milk fudge, made for a test.', phoneNumber: '+91 40 2771 4455', isBestseller: 'false',
      price: JSON.stringify({ '250g': 260, '500g': 500, '1kg': 980 }),
      images: { name: 'peda.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { _id: string } }).product._id;
}
