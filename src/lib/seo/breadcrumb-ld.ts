/** A schema.org BreadcrumbList from the crumbs a page shows (the last one is the page itself). */
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { withContext } from './json-ld.ts';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return withContext<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  });
}
