/** Stores products for API tests. */
import type { ProductInput } from '../../src/lib/catalogue/product-schema.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createProduct } from '../../src/server/storage/product-repository.ts';

let counter = 0;

export async function storeProduct(overrides: Partial<ProductInput> = {}): Promise<ProductInput & { _id: string }> {
  counter += 1;
  const product = {
    _id: `test-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Kaju Katli ${counter}`,
    category: 'Sweets',
    description: 'Cashew diamonds.',
    phoneNumber: '+91 40 2771 4455',
    images: ['/api/images/00000000-0000-4000-8000-000000000000'],
    price: { '250g': 300, '500g': 570, '1kg': 1080 },
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, counter)).toISOString(),
    ...overrides,
  };
  if (!(await createProduct(openStore('products'), product))) throw new Error(`product ${product._id} exists`);
  return product;
}
