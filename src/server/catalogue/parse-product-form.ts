/** Turns product requests into a validated ProductForm (400 with field errors otherwise). */
import { toFieldErrors } from '../../lib/api/api-error.ts';
import {
  MAX_PRODUCT_IMAGES,
  NO_IMAGE_ALERT,
  productFormSchema,
  REQUIRED_FIELDS_ALERT,
  TOO_MANY_IMAGES_ALERT,
  type ProductForm,
} from '../../lib/catalogue/product-form-schema.ts';
import { sniffImageType } from '../../lib/uploads/sniff-image-type.ts';
import { HttpError } from '../http/http-error.ts';
import type { UploadedImage } from './product-commands.ts';

export function validateProductForm(input: unknown): ProductForm {
  const parsed = productFormSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, REQUIRED_FIELDS_ALERT, { errors: toFieldErrors(parsed.error) });
  return parsed.data;
}

/** A JSON text field; text that is not JSON is passed on as is, so the schema refuses it by name. */
function parseJsonField(text: FormDataEntryValue | null): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The multipart create request: text fields, `price`, `aliases` and `dietaryInfo` as JSON text, 1 to 3
 * `images` files checked by their bytes.
 */
export async function parseProductUpload(form: FormData): Promise<{ product: ProductForm; images: UploadedImage[] }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const product = validateProductForm({
    name: text('name'),
    category: text('category'),
    description: text('description'),
    phoneNumber: text('phoneNumber'),
    isBestseller: text('isBestseller') === 'true',
    price: parseJsonField(form.get('price')),
    aliases: form.has('aliases') ? parseJsonField(form.get('aliases')) : undefined,
    shelfLife: text('shelfLife') || undefined,
    inStock: text('inStock') !== 'false',
    dietaryInfo: form.has('dietaryInfo') ? parseJsonField(form.get('dietaryInfo')) : undefined,
  });
  const files = form.getAll('images').filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  if (files.length === 0) throw new HttpError(400, NO_IMAGE_ALERT, { errors: { images: NO_IMAGE_ALERT } });
  if (files.length > MAX_PRODUCT_IMAGES) throw new HttpError(400, TOO_MANY_IMAGES_ALERT, { errors: { images: TOO_MANY_IMAGES_ALERT } });
  const images: UploadedImage[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) {
      const message = `"${file.name}" is not a PNG, JPG, GIF or WebP image.`;
      throw new HttpError(400, message, { errors: { images: message } });
    }
    images.push({ bytes, type });
  }
  return { product, images };
}
