/**
 * An atom kept in the browser's localStorage and shared across tabs, read on first use rather than
 * when its module loads (issue #14): the header imports the enquiry list on every page, and the
 * first touch of localStorage opens the browser's storage, which is kept out of the page's load task.
 * Reading happens when the atom is first read or watched (nanostores mounts it); while it is watched,
 * a change made in another tab, or a page restored from the back/forward cache, is read again.
 * Storage that cannot be used (blocked, full) leaves the atom working in memory for the page.
 */
import { atom, onMount, type WritableAtom } from 'nanostores';

export interface StoredCoding<Value> {
  encode(value: Value): string;
  /** Turns what was stored back into a value; it must not throw (unreadable data decodes to a default). */
  decode(raw: string): Value;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, raw: string): void {
  try {
    localStorage.setItem(key, raw);
  } catch {
    // Blocked or full storage: the value lives in memory for this page.
  }
}

export function storedAtom<Value>(key: string, initial: Value, coding: StoredCoding<Value>): WritableAtom<Value> {
  const store = atom<Value>(initial);
  const setInMemory = store.set.bind(store);
  /** The stored text the atom's value came from; undefined until storage is first read. */
  let lastRaw: string | null | undefined;

  function readBack(): void {
    const raw = readStorage(key);
    if (raw === lastRaw) return;
    lastRaw = raw;
    setInMemory(raw === null ? initial : coding.decode(raw));
  }

  store.set = (value: Value) => {
    const raw = coding.encode(value);
    lastRaw = raw;
    writeStorage(key, raw);
    setInMemory(value);
  };

  // A storage event with no key is another tab clearing all of the site's storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) readBack();
  };

  onMount(store, () => {
    readBack();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', readBack);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', readBack);
    };
  });

  return store;
}
