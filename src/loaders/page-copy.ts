/** Build-time loader of a page's copy (content/page-copy/<page>.json, told apart by `page`). */
import { getEntry, type CollectionEntry } from 'astro:content';

type PageCopy = CollectionEntry<'page-copy'>['data'];
export type PageName = PageCopy['page'];
export type PageCopyOf<P extends PageName> = Extract<PageCopy, { page: P }>;

function isCopyOf<P extends PageName>(data: PageCopy | undefined, page: P): data is PageCopyOf<P> {
  return data?.page === page;
}

/** The copy of `page`; throws at build time when its file is missing or names another page. */
export async function loadPageCopy<P extends PageName>(page: P): Promise<PageCopyOf<P>> {
  const data = (await getEntry('page-copy', page))?.data;
  if (!isCopyOf(data, page)) throw new Error(`content/page-copy/${page}.json is missing`);
  return data;
}
