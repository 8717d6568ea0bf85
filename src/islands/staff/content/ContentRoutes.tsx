/**
 * The content area (issue #41), loaded on first use: the overview with the publish panel, a
 * collection's items, and the item editor, which loads the form generator on its own first use.
 */
import { lazy } from 'react';
import type { StaffRoute } from '../router/staff-routes.ts';
import CollectionRoute from './CollectionRoute.tsx';
import ContentHomeRoute from './ContentHomeRoute.tsx';

const ItemEditorRoute = lazy(() => import('./ItemEditorRoute.tsx'));

export type ContentRoute = Extract<StaffRoute, { name: 'content' | 'content-collection' | 'content-new' | 'content-item' }>;

export default function ContentRoutes({ route, basePath }: { route: ContentRoute; basePath: string }) {
  switch (route.name) {
    case 'content':
      return <ContentHomeRoute basePath={basePath} />;
    case 'content-collection':
      return <CollectionRoute key={route.collection} collection={route.collection} basePath={basePath} />;
    case 'content-new':
      return <ItemEditorRoute key={`${route.collection}/+new`} collection={route.collection} basePath={basePath} />;
    case 'content-item':
      return <ItemEditorRoute key={`${route.collection}/${route.id}`} collection={route.collection} id={route.id} basePath={basePath} />;
  }
}
