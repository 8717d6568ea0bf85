/**
 * The product form's values as typed, and the checks before saving (admin §5; PROD-04, PROD-07..10):
 * the spec's alerts first, then the shared productFormSchema for everything else.
 */
import {
  MAX_PRODUCT_IMAGES,
  NO_IMAGE_ALERT,
  REQUIRED_FIELDS_ALERT,
  TOO_MANY_IMAGES_ALERT,
  productFormSchema,
  type ProductForm,
} from '../../../lib/catalogue/product-form-schema.ts';
import type { Product } from '../../../lib/catalogue/product-schema.ts';

export interface ProductFormValues {
  name: string;
  category: string;
  newCategory: string;
  price250: string;
  price500: string;
  price1kg: string;
  isBestseller: boolean;
  description: string;
  phoneNumber: string;
  /** Other names, one a line (issue #12). */
  aliases: string;
  shelfLife: string;
  inStock: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  isJain: boolean;
  isSugarFree: boolean;
  /** Comma-separated, e.g. "Cashew, Milk". */
  allergens: string;
}

export const EMPTY_FORM_VALUES: ProductFormValues = {
  name: '',
  category: '',
  newCategory: '',
  price250: '',
  price500: '',
  price1kg: '',
  isBestseller: false,
  description: '',
  phoneNumber: '',
  aliases: '',
  shelfLife: '',
  inStock: true,
  isVegan: false,
  isGlutenFree: false,
  isJain: false,
  isSugarFree: false,
  allergens: '',
};

const priceText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));

export function valuesFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    newCategory: '',
    price250: priceText(product.price['250g']),
    price500: priceText(product.price['500g']),
    price1kg: priceText(product.price['1kg']),
    isBestseller: product.isBestseller,
    description: product.description,
    phoneNumber: product.phoneNumber,
    aliases: product.aliases.join('\n'),
    shelfLife: product.shelfLife ?? '',
    inStock: product.inStock,
    isVegan: product.dietaryInfo?.isVegan ?? false,
    isGlutenFree: product.dietaryInfo?.isGlutenFree ?? false,
    isJain: product.dietaryInfo?.isJain ?? false,
    isSugarFree: product.dietaryInfo?.isSugarFree ?? false,
    allergens: product.dietaryInfo?.allergens.join(', ') ?? '',
  };
}

/** Lines or comma-separated items as a list, blanks dropped. */
const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A typed new category wins over the select (PROD-04). */
export function chosenCategory(values: ProductFormValues): string {
  return values.newCategory.trim() || values.category.trim();
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export type FormCheck = { ok: true; form: ProductForm } | { ok: false; alert: string };

export function checkProductForm(values: ProductFormValues, images: { count: number; isNew: boolean }): FormCheck {
  const prices = [values.price250, values.price500, values.price1kg].map(toNumber);
  const texts = [values.name, values.description, values.phoneNumber, chosenCategory(values)];
  if (texts.some((text) => text.trim() === '') || prices.some((price) => !(price > 0))) {
    return { ok: false, alert: REQUIRED_FIELDS_ALERT };
  }
  if (images.isNew && images.count === 0) return { ok: false, alert: NO_IMAGE_ALERT };
  if (images.count > MAX_PRODUCT_IMAGES) return { ok: false, alert: TOO_MANY_IMAGES_ALERT };
  const [p250, p500, p1kg] = prices;
  const parsed = productFormSchema.safeParse({
    name: values.name,
    category: chosenCategory(values),
    description: values.description,
    phoneNumber: values.phoneNumber,
    isBestseller: values.isBestseller,
    price: { '250g': p250, '500g': p500, '1kg': p1kg },
    aliases: listOf(values.aliases, /\n/),
    ...(values.shelfLife.trim() === '' ? {} : { shelfLife: values.shelfLife }),
    inStock: values.inStock,
    dietaryInfo: {
      isVegan: values.isVegan,
      isGlutenFree: values.isGlutenFree,
      isJain: values.isJain,
      isSugarFree: values.isSugarFree,
      allergens: listOf(values.allergens, /,/),
    },
  });
  if (!parsed.success) return { ok: false, alert: parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_ALERT };
  return { ok: true, form: parsed.data };
}

/** The multipart body of POST /api/products. */
export function toCreateFormData(form: ProductForm, files: readonly File[]): FormData {
  const data = new FormData();
  data.set('name', form.name);
  data.set('category', form.category);
  data.set('description', form.description);
  data.set('phoneNumber', form.phoneNumber);
  data.set('isBestseller', form.isBestseller ? 'true' : 'false');
  data.set('price', JSON.stringify(form.price));
  data.set('aliases', JSON.stringify(form.aliases));
  if (form.shelfLife !== undefined) data.set('shelfLife', form.shelfLife);
  data.set('inStock', form.inStock ? 'true' : 'false');
  data.set('dietaryInfo', JSON.stringify(form.dietaryInfo));
  for (const file of files) data.append('images', file, file.name);
  return data;
}
