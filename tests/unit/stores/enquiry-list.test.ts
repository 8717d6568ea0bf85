// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';

/** The store as a page load would create it: a fresh module over the browser's localStorage. */
async function loadStore() {
  vi.resetModules();
  return import('../../../src/stores/enquiry-list.ts');
}

const storage = {
  get: (key: string) => localStorage.getItem(key),
  set: (key: string, value: string) => localStorage.setItem(key, value),
};

beforeEach(() => localStorage.clear());

const katli = { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' } as const;

describe('enquiry list store (issue #10)', () => {
  test('adds items, merges the same choice on one line and counts the units', async () => {
    const store = await loadStore();
    store.addToEnquiryList({ ...katli, quantity: 2 });
    store.addToEnquiryList({ kind: 'diwali', id: 'kaju-katli', quantity: 3 });
    store.addToEnquiryList({ ...katli, quantity: 1 });
    expect(store.$enquiryList.get()).toEqual([{ ...katli, quantity: 3 }, { kind: 'diwali', id: 'kaju-katli', quantity: 3 }]);
    expect(store.$enquiryListCount.get()).toBe(6);
    expect(JSON.parse(storage.get(store.ENQUIRY_LIST_KEY) ?? '[]')).toHaveLength(2);
  });

  test('keeps quantities within 1 to 10,000 and removes lines', async () => {
    const store = await loadStore();
    store.addToEnquiryList({ ...katli, quantity: 1 });
    store.setListQuantity('product:demo-kaju-katli:1kg:premium', 50_000);
    expect(store.$enquiryList.get()[0]?.quantity).toBe(10_000);
    store.setListQuantity('product:demo-kaju-katli:1kg:premium', 0);
    expect(store.$enquiryList.get()[0]?.quantity).toBe(1);
    store.removeFromList('product:demo-kaju-katli:1kg:premium');
    expect(store.$enquiryList.get()).toEqual([]);
  });

  test('refuses a 31st line', async () => {
    const store = await loadStore();
    for (let i = 0; i < 30; i += 1) expect(store.addToEnquiryList({ kind: 'diwali', id: `sweet-${i}`, quantity: 1 })).toBe('added');
    expect(store.addToEnquiryList({ kind: 'diwali', id: 'one-more', quantity: 1 })).toBe('full');
    expect(store.$enquiryList.get()).toHaveLength(30);
  });

  test('reads a saved list back after a reload, dropping unreadable items with a notice', async () => {
    storage.set('rasika:enquiry-list', JSON.stringify([{ ...katli, quantity: 2 }, { kind: 'product', id: 'x', quantity: -1 }]));
    const store = await loadStore();
    expect(store.$enquiryList.get()).toEqual([{ ...katli, quantity: 2 }]);
    expect(store.$listNotice.get()).toBe('One item of your saved enquiry list could not be read and was removed.');
  });

  test('survives corrupted JSON', async () => {
    storage.set('rasika:enquiry-list', '[{"kind":"prod');
    const store = await loadStore();
    expect(store.$enquiryList.get()).toEqual([]);
    expect(store.$listNotice.get()).toBe('One item of your saved enquiry list could not be read and was removed.');
  });

  test('follows a change made in another tab', async () => {
    const store = await loadStore();
    const unbind = store.$enquiryList.listen(() => {});
    const value = JSON.stringify([{ kind: 'diwali', id: 'kaju-katli', quantity: 4 }]);
    storage.set('rasika:enquiry-list', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'rasika:enquiry-list', newValue: value }));
    expect(store.$enquiryListCount.get()).toBe(4);
    unbind();
  });

  test('issue #14: loading the store does not touch localStorage; the first read does', async () => {
    storage.set('rasika:enquiry-list', JSON.stringify([{ ...katli, quantity: 2 }]));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      const store = await loadStore();
      expect(getItem).not.toHaveBeenCalled();
      expect(store.$enquiryListCount.get()).toBe(2);
      expect(getItem).toHaveBeenCalledWith('rasika:enquiry-list');
    } finally {
      getItem.mockRestore();
    }
  });

  test('a list cleared in another tab empties this one', async () => {
    storage.set('rasika:enquiry-list', JSON.stringify([{ ...katli, quantity: 2 }]));
    const store = await loadStore();
    const unbind = store.$enquiryList.listen(() => {});
    expect(store.$enquiryListCount.get()).toBe(2);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.$enquiryList.get()).toEqual([]);
    unbind();
  });

  test('keeps working in memory when the browser refuses storage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      const store = await loadStore();
      expect(store.addToEnquiryList({ ...katli, quantity: 2 })).toBe('added');
      expect(store.$enquiryListCount.get()).toBe(2);
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });

  test('drops items the site no longer has, saying how many', async () => {
    const store = await loadStore();
    store.addToEnquiryList({ ...katli, quantity: 1 });
    store.addToEnquiryList({ kind: 'diwali', id: 'gone', quantity: 1 });
    store.dropStaleItems(['diwali:gone::']);
    expect(store.$enquiryList.get()).toEqual([{ ...katli, quantity: 1 }]);
    expect(store.$listNotice.get()).toBe('One item on your enquiry list is no longer on our site and was removed.');
  });
});
