/**
 * Products. Public reads (hidden products never appear):
 *   GET    /api/products                -> Product[]
 *   GET    /api/products/categories     -> string[]
 *   GET    /api/products/{id}           -> Product (404 when unknown or hidden)
 *   GET    /api/products/related/{id}   -> up to 4 visible products of the same category
 * Staff with the products permission:
 *   POST   /api/products       multipart: fields + 1 to 3 `images`  -> 201 { message, product }
 *   PUT    /api/products/{id}  JSON { isActive } or the form fields, If-Match: etag -> { message, product }
 *   DELETE /api/products/{id}  -> { message }
 */
import type { Config } from '@netlify/functions';
import { messageAnswer } from '../../src/lib/api/message.ts';
import { categoriesAnswer, productAnswer, productSavedAnswer, productsAnswer } from '../../src/lib/api/catalogue.ts';
import { MAX_UPLOAD_BODY_BYTES, visibilitySchema } from '../../src/lib/catalogue/product-form-schema.ts';
import { isRecordId } from '../../src/lib/api/record-id.ts';
import { categoryNames, relatedProducts, visibleProducts } from '../../src/lib/catalogue/public-products.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { parseProductUpload, validateProductForm } from '../../src/server/catalogue/parse-product-form.ts';
import { createProductWithImages, deleteProductAndImages, editProduct, setProductVisibility } from '../../src/server/catalogue/product-commands.ts';
import { publicProductCacheHeaders } from '../../src/server/http/cache-headers.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson, readMultipart } from '../../src/server/http/read-body.ts';
import { openEventualStore } from '../../src/server/storage/blob-stores.ts';
import { getProduct, listProductsForVisitors } from '../../src/server/storage/product-repository.ts';

async function allVisible() {
  return visibleProducts(await listProductsForVisitors(openEventualStore('products')));
}

async function readPublic(path: string, id: string | undefined): Promise<Response> {
  if (path === '/api/products') return answer(productsAnswer, 200, await allVisible(), publicProductCacheHeaders());
  if (path === '/api/products/categories') return answer(categoriesAnswer, 200, categoryNames(await allVisible()), publicProductCacheHeaders());
  if (!id) throw new HttpError(404, 'Not found.');
  if (path.startsWith('/api/products/related/')) return answer(productsAnswer, 200, relatedProducts(await allVisible(), id), publicProductCacheHeaders([`product-${id}`]));
  const record = await getProduct(openEventualStore('products'), id);
  if (!record || !record.value.isActive) throw new HttpError(404, 'Product not found.');
  return answer(productAnswer, 200, record.value, publicProductCacheHeaders([`product-${id}`]));
}

async function create(req: Request): Promise<Response> {
  const actor = await requireUser(req, 'manage-products');
  const { product, images } = await parseProductUpload(await readMultipart(req, MAX_UPLOAD_BODY_BYTES));
  const created = await createProductWithImages(actor, product, images);
  return answer(productSavedAnswer, 201, { message: 'Product created successfully', product: created });
}

async function update(req: Request, id: string): Promise<Response> {
  const actor = await requireUser(req, 'manage-products');
  const body = await readJson(req, 32 * 1024);
  const etag = req.headers.get('if-match');
  const visibility = visibilitySchema.safeParse(body);
  if (visibility.success) {
    const product = await setProductVisibility(actor, id, visibility.data.isActive, etag);
    const message = product.isActive ? 'Product activated successfully' : 'Product deactivated successfully';
    return answer(productSavedAnswer, 200, { message, product });
  }
  const form = validateProductForm(body);
  if (!etag) throw new HttpError(428, 'Reload the product before editing it, so no one else\u2019s change is overwritten.');
  return answer(productSavedAnswer, 200, { message: 'Product updated successfully', product: await editProduct(actor, id, form, etag) });
}

async function remove(req: Request, id: string): Promise<Response> {
  const actor = await requireUser(req, 'manage-products');
  await deleteProductAndImages(actor, id);
  return answer(messageAnswer, 200, { message: 'Product deleted successfully' });
}

export default handle(async (req, context) => {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  const id = context.params['id'];
  const isItem = Boolean(id) && !path.startsWith('/api/products/related/') && path !== '/api/products/categories';
  allowMethods(req, path === '/api/products' ? ['GET', 'HEAD', 'POST'] : isItem ? ['GET', 'HEAD', 'PUT', 'DELETE'] : ['GET', 'HEAD']);
  if (id !== undefined && path !== '/api/products/categories' && !isRecordId(id)) throw new HttpError(404, 'Product not found.');
  if (req.method === 'POST') return create(req);
  if (req.method === 'PUT' && id) return update(req, id);
  if (req.method === 'DELETE' && id) return remove(req, id);
  return readPublic(path, id);
});

export const config: Config = {
  path: ['/api/products', '/api/products/categories', '/api/products/related/:id', '/api/products/:id'],
};
