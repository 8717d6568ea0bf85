/** The layer over content/: an item's value, a version's snapshot, the changes between layers, the records' keys. */
import { describe, expect, test } from 'vitest';
import { effectiveEntry, layerChanges, mergedView, snapshotLayer, type ContentDefaults } from '../../../../src/lib/content-layer/layer.ts';
import { draftItemOf, draftKey, draftLayer, versionKey, versionOf } from '../../../../src/lib/content-layer/layer-records.ts';

const defaults: ContentDefaults = {
  faqs: { 'how-early': { question: 'How early?', answer: 'Two weeks.', order: 1 } },
  stores: { 'sindhi-colony': { name: 'Sindhi Colony', phone: '+91 40 2771 4455' } },
};
const by = { id: 'u1', email: 'staff@rasika.test' };

describe('#41 the content layer', () => {
  test('an item is its default with the patch applied; a staff item is its patch; a removed one is gone', () => {
    expect(effectiveEntry(defaults['faqs']?.['how-early'] ?? null, { answer: 'Three weeks.' })).toEqual({ question: 'How early?', answer: 'Three weeks.', order: 1 });
    expect(effectiveEntry(null, { question: 'New?', answer: 'Yes.', order: 2 })).toEqual({ question: 'New?', answer: 'Yes.', order: 2 });
    expect(effectiveEntry(null, { removed: true })).toBeNull();
    expect(effectiveEntry(defaults['faqs']?.['how-early'] ?? null, undefined)).toEqual(defaults['faqs']?.['how-early']);
  });

  test('the merged view has every default and staff item, without removed ones', () => {
    const view = mergedView(defaults, { faqs: { 'new-one': { question: 'New?', answer: 'Yes.', order: 2 }, gone: { removed: true } } }, ['faqs', 'stores']);
    expect([...(view.get('faqs')?.keys() ?? [])]).toEqual(['how-early', 'new-one']);
    expect(view.get('stores')?.get('sindhi-colony')?.['name']).toBe('Sindhi Colony');
  });

  test('a snapshot keeps only what differs from content/', () => {
    const layer = { faqs: { 'how-early': {}, 'new-one': { question: 'New?' }, gone: { removed: true as const } }, stores: { 'sindhi-colony': { phone: '+91 40 2771 0000' } } };
    expect(snapshotLayer(defaults, layer)).toEqual({ faqs: { 'new-one': { question: 'New?' } }, stores: { 'sindhi-colony': { phone: '+91 40 2771 0000' } } });
  });

  test('changes between two layers are the items whose value differs, whatever their patches look like', () => {
    const before = { faqs: { 'how-early': { answer: 'Three weeks.' } } };
    const after = { faqs: { 'how-early': { answer: 'Three weeks.', order: 1 }, 'new-one': { question: 'New?' } }, stores: { 'sindhi-colony': { phone: '+91 40 2771 4455' } } };
    expect(layerChanges(defaults, before, after)).toEqual([{ collection: 'faqs', id: 'new-one' }]);
    expect(layerChanges(defaults, after, {})).toEqual([{ collection: 'faqs', id: 'how-early' }, { collection: 'faqs', id: 'new-one' }]);
  });

  test('draft records make one layer; keys name their item and version', () => {
    expect(draftLayer([
      { collection: 'faqs', id: 'how-early', record: { patch: { order: 3 }, updatedAt: '2026-11-01T00:00:00.000Z', updatedBy: by } },
      { collection: 'faqs', id: 'gone', record: { removed: true, updatedAt: '2026-11-01T00:00:00.000Z', updatedBy: by } },
    ])).toEqual({ faqs: { 'how-early': { order: 3 }, gone: { removed: true } } });
    expect(draftKey('faqs', 'how-early')).toBe('draft/faqs/how-early');
    expect(draftItemOf('draft/faqs/how-early')).toEqual({ collection: 'faqs', id: 'how-early' });
    expect(draftItemOf('versions/000001')).toBeNull();
    expect(versionKey(12)).toBe('versions/000012');
    expect(versionOf('versions/000012')).toBe(12);
    expect(versionOf('versions/12')).toBeNull();
  });
});
