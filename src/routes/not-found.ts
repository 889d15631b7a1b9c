// The not-found page's route data: a page of its own, outside the route table.
import type { NotFoundRoute } from '../types.ts';

export const NOT_FOUND_ROUTE: NotFoundRoute = {
  kind: 'not-found',
  route: '/404',
  title: 'Page not found',
  source: '(generated)',
  toc: [],
  anchors: [],
  hideToc: true,
  breadcrumbs: [],
};
