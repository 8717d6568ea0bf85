import { beforeEach, describe, expect, test } from 'vitest';
import {
  $announcementDismissed,
  dismissAnnouncement,
  restoreAnnouncementDismissal,
  type KeyValueStorage,
} from '../../../src/stores/announcement.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const failingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('announcement store', () => {
  beforeEach(() => $announcementDismissed.set(false));

  test('SHELL-12 a dismissal is remembered for the same campaign', () => {
    const storage = memoryStorage();
    dismissAnnouncement('diwali-2026', storage);
    expect($announcementDismissed.get()).toBe(true);

    $announcementDismissed.set(false);
    restoreAnnouncementDismissal('diwali-2026', storage);
    expect($announcementDismissed.get()).toBe(true);
  });

  test('a new campaign shows again', () => {
    const storage = memoryStorage();
    dismissAnnouncement('diwali-2026', storage);
    restoreAnnouncementDismissal('holi-2027', storage);
    expect($announcementDismissed.get()).toBe(false);
  });

  test('blocked storage still hides the bar on the current page', () => {
    restoreAnnouncementDismissal('diwali-2026', failingStorage);
    expect($announcementDismissed.get()).toBe(false);
    dismissAnnouncement('diwali-2026', failingStorage);
    expect($announcementDismissed.get()).toBe(true);
  });

  test('works without any storage (server side)', () => {
    dismissAnnouncement('diwali-2026', undefined);
    expect($announcementDismissed.get()).toBe(true);
  });
});
