import { describe, expect, test } from 'vitest';
import {
  EMPTY_FORM_VALUES,
  checkProductForm,
  chosenCategory,
  toCreateFormData,
  type ProductFormValues,
} from '../../../../src/islands/staff/products/product-form-values.ts';

const filled: ProductFormValues = {
  ...EMPTY_FORM_VALUES,
  name: 'Kaju Katli',
  category: 'Sweets',
  price250: '350',
  price500: '680',
  price1kg: '1300',
  description: 'Cashew diamonds.',
  phoneNumber: '+91 40 2771 4455',
};

describe('checkProductForm (PROD-07..10)', () => {
  test('a complete new product with an image passes with whole-rupee prices', () => {
    const check = checkProductForm(filled, { count: 1, isNew: true });
    expect(check).toEqual({ ok: true, form: expect.objectContaining({ name: 'Kaju Katli', price: { '250g': 350, '500g': 680, '1kg': 1300 } }) });
  });

  test.each<[string, Partial<ProductFormValues>]>([
    ['no name', { name: ' ' }],
    ['no description', { description: '' }],
    ['no phone', { phoneNumber: '' }],
    ['no category', { category: '', newCategory: '  ' }],
    ['a price of 0', { price500: '0' }],
    ['an empty price', { price1kg: '' }],
    ['a negative price', { price250: '-5' }],
  ])('%s asks to fill in all required fields', (_name, change) => {
    expect(checkProductForm({ ...filled, ...change }, { count: 1, isNew: true })).toEqual({ ok: false, alert: 'Please fill in all required fields' });
  });

  test('a new product needs an image; an edit does not', () => {
    expect(checkProductForm(filled, { count: 0, isNew: true })).toEqual({ ok: false, alert: 'Please upload at least one image' });
    expect(checkProductForm(filled, { count: 0, isNew: false }).ok).toBe(true);
  });

  test('at most 3 images', () => {
    expect(checkProductForm(filled, { count: 4, isNew: true })).toEqual({ ok: false, alert: 'You can upload a maximum of 3 images' });
  });

  test('a fractional price gets the schema’s whole-rupees message', () => {
    expect(checkProductForm({ ...filled, price250: '10.5' }, { count: 1, isNew: true })).toEqual({ ok: false, alert: 'Enter the 250g price in whole rupees.' });
  });

  test('a typed new category wins over the select (PROD-04)', () => {
    expect(chosenCategory({ ...filled, newCategory: ' Namkeen ' })).toBe('Namkeen');
    const check = checkProductForm({ ...filled, newCategory: 'Namkeen' }, { count: 1, isNew: true });
    expect(check.ok && check.form.category).toBe('Namkeen');
  });
});

describe('toCreateFormData', () => {
  test('sends text fields, isBestseller as text, price as JSON and each image under images', () => {
    const check = checkProductForm({ ...filled, isBestseller: true }, { count: 2, isNew: true });
    if (!check.ok) throw new Error(check.alert);
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    const data = toCreateFormData(check.form, files);
    expect(data.get('isBestseller')).toBe('true');
    expect(JSON.parse(String(data.get('price')))).toEqual({ '250g': 350, '500g': 680, '1kg': 1300 });
    expect(data.getAll('images').map((file) => (file as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });
});
