/**
 * The content API (issue #41) as the browser tests use it: read an item's draft, live and default
 * values, change a draft as another staff member would, discard what a test changed, read the
 * overview's counts.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { ItemBody } from '../../support/content.ts';

/** An item as GET /api/admin/content/{collection}/{id} answers it (the API tests' shape). */
export type ContentItem = ItemBody;

export interface ContentOverviewCounts {
  collections: { name: string; label: string; count: number; drafts: number }[];
  draftChanges: number;
  publish: { status: string; requested: number; live: { version: number; at: string } | null; failed: { version: number; reason: string } | null };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const itemPath = (collection: string, id: string) => `/api/admin/content/${collection}/${id}`;

export async function readContentItem(request: APIRequestContext, token: string, collection: string, id: string): Promise<ContentItem> {
  const res = await request.get(itemPath(collection, id), { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ContentItem;
}

/** Saves `change` of the item's draft entry, as another staff member would; answers the saved item. */
export async function changeContentItem(request: APIRequestContext, token: string, collection: string, id: string, change: (entry: Record<string, unknown>) => Record<string, unknown>): Promise<ContentItem> {
  const item = await readContentItem(request, token, collection, id);
  const res = await request.put(itemPath(collection, id), { headers: auth(token), data: { etag: item.etag, entry: change(structuredClone(item.entry ?? {})) } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ContentItem;
}

/** Puts the item back at its live value (drops its draft change), when it has one. */
export async function discardContentDraft(request: APIRequestContext, token: string, collection: string, id: string): Promise<void> {
  const item = await readContentItem(request, token, collection, id);
  if (item.etag === null) return;
  const res = await request.post(`${itemPath(collection, id)}/discard`, { headers: auth(token), data: { etag: item.etag } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function contentOverview(request: APIRequestContext, token: string): Promise<ContentOverviewCounts> {
  const res = await request.get('/api/admin/content', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ContentOverviewCounts;
}

/** "1 unpublished change", "3 unpublished changes" as the screens write them. */
export const unpublishedChanges = (count: number) => `${count} unpublished ${count === 1 ? 'change' : 'changes'}`;
