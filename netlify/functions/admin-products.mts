/**
 * Staff product reads, hidden products included, each with its `etag` for conditional edits:
 *   GET /api/admin/products        -> Array<Product & { etag }>
 *   GET /api/admin/products/{id}   -> Product & { etag }
 */
import type { Config } from '@netlify/functions';
import { staffProductSchema, staffProductsAnswer } from '../../src/lib/api/catalogue.ts';
import { isRecordId } from '../../src/lib/api/record-id.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getProduct, listProductRecords } from '../../src/server/storage/product-repository.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['GET']);
  await requireUser(req, 'manage-products');
  const id = context.params['id'];
  if (!id) {
    const records = await listProductRecords(openStore('products'));
    return answer(staffProductsAnswer, 200, records.map(({ value, etag }) => ({ ...value, etag })));
  }
  const record = isRecordId(id) ? await getProduct(openStore('products'), id) : null;
  if (!record) throw new HttpError(404, 'Product not found.');
  return answer(staffProductSchema, 200, { ...record.value, etag: record.etag });
});

export const config: Config = { path: ['/api/admin/products', '/api/admin/products/:id'] };
