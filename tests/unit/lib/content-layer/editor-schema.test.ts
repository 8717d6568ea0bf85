/** The editor's form of each collection: zod's JSON Schema of the real schema, with ui hints found in it. */
import { describe, expect, test } from 'vitest';
import { CONTENT_COLLECTIONS, findCollection } from '../../../../src/lib/content-layer/collections.ts';
import { editorForm, fieldLabel } from '../../../../src/lib/content-layer/editor-schema.ts';
import { PICTURE_WIDGET_MARK } from '../../../../src/lib/content-layer/picture-rule.ts';

const formOf = (name: string) => {
  const collection = findCollection(name);
  if (!collection) throw new Error(name);
  return editorForm(collection);
};

describe('#41 editorForm', () => {
  test('a gift hamper: its fields in the schema factory\u2019s order, the price with its bound, the pictures marked', () => {
    const { schema, ui } = formOf('gift-hampers');
    expect(ui.order).toEqual(['name', 'aliases', 'images', 'price', 'shelfLife', 'dietary', 'rating', 'isBestseller', 'inStock', 'isActive', 'createdAt', 'order', 'category', 'subtitle', 'description', 'mrp', 'weight', 'translations']);
    expect(schema['properties']).toMatchObject({ price: { properties: { custom: { type: 'integer', exclusiveMinimum: 0 } } }, inStock: { type: 'boolean', default: true } });
    expect(ui.widgets).toEqual({ 'images.*.src': 'picture', description: 'longText', 'translations.te.description': 'longText', 'translations.hi.description': 'longText' });
    // Issue #44: a Telugu and a Hindi group of the translated fields.
    expect(ui.labels).toMatchObject({ translations: 'In Telugu and Hindi', 'translations.te': 'Telugu', 'translations.hi.subtitle': 'Subtitle' });
    expect(ui.labels).toMatchObject({ shelfLife: 'Shelf life', isBestseller: 'Bestseller', inStock: 'In stock', 'images.*.src': 'Picture', 'images.*.alt': 'Picture description (alt text)' });
    // The registry's labels where a field's name does not say its unit or meaning.
    expect(ui.labels).toMatchObject({ 'price.custom': 'Price (₹)', mrp: 'MRP (₹)', isActive: 'Shown on the site', rating: 'Rating (1 to 5)' });
    expect(JSON.stringify(schema)).not.toContain(PICTURE_WIDGET_MARK);
  });

  test('a blog post: the Markdown body, a status enum and its dates', () => {
    const { schema, ui } = formOf('blog');
    expect(ui.order.at(-1)).toBe('body');
    expect(ui.widgets).toMatchObject({ body: 'markdown', excerpt: 'longText' });
    expect(schema['properties']).toMatchObject({ status: { enum: ['published', 'draft', 'archived'] }, publishedAt: { format: 'date-time' } });
  });

  test('festivals: a date per year, drawn as a date field', () => {
    // #44: the Telugu and Hindi lines are long texts too.
    expect(formOf('festivals').ui.widgets).toEqual({ 'dates.*': 'date', description: 'longText', 'translations.te.description': 'longText', 'translations.hi.description': 'longText' });
  });

  test('page texts: one form per page, every page\u2019s fields in the order', () => {
    const { schema, ui } = formOf('page-copy');
    expect(Array.isArray(schema['oneOf'])).toBe(true);
    expect(ui.order).toEqual(expect.arrayContaining(['page', 'giftGallery', 'cover', 'featuredProducts', 'visualDiary']));
    expect(ui.widgets['visualDiary.images.*.src']).toBe('picture');
  });

  test.each(CONTENT_COLLECTIONS.filter((collection) => collection.labels).map((collection) => [collection.name, collection] as const))('%s: each label the registry gives names a field of the form', (_name, collection) => {
    const { ui } = editorForm(collection);
    const generated = editorForm({ ...collection, labels: {} }).ui.labels;
    for (const [path, label] of Object.entries(collection.labels ?? {})) {
      expect(Object.keys(generated), path).toContain(path);
      expect(ui.labels[path]).toBe(label);
    }
  });

  test.each(CONTENT_COLLECTIONS.map((collection) => [collection.name, collection] as const))('%s has a JSON Schema with a label for every top-level field', (_name, collection) => {
    const { schema, ui } = editorForm(collection);
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ui.order.length).toBeGreaterThan(0);
    for (const field of ui.order) expect(ui.labels[field]).toMatch(/^[A-Z0-9]/);
  });

  test.each([['shelfLife', 'Shelf life'], ['isActive', 'Active'], ['inStock', 'In stock'], ['mapUrl', 'Map link'], ['2027', '2027'], ['peakLeadTimeWeeks', 'Peak lead time weeks'], ['id', 'Id']])('fieldLabel(%s) is %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label);
  });
});
