/** The items a collection's search box keeps (issue #41 item 2): every word typed is in the title or the id, case and accents aside. */
import type { ContentItemSummary } from '../../../lib/api/content.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function searchItems(items: readonly ContentItemSummary[], query: string): ContentItemSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = fold(`${item.title} ${item.id}`);
    return words.every((word) => text.includes(word));
  });
}
