// Breadcrumbs, previous/next links and category cards: all read off the sidebar. Pure.
import type { Breadcrumb, Card, HttpMethod, NavLink, SidebarItem } from '../types.ts';
import { flattenSidebar, sidebarTrail } from './sidebar.ts';

export interface PageSummary {
  title: string;
  description?: string;
  method?: HttpMethod;
  /** An API operation's path, shown on its card. */
  path?: string;
}

export function breadcrumbsFor(sidebar: SidebarItem[], route: string, title: string): Breadcrumb[] {
  if (route === '/') return [];
  const trail = sidebarTrail(sidebar, route).filter((category) => category.route !== route);
  return [
    { label: 'Home', route: '/' },
    ...trail.map((c) => ({ label: c.label, route: c.route })),
    { label: title },
  ];
}

/** Each sidebar's reading order, flattened once (every page asks; a large site has thousands). */
const readingOrders = new WeakMap<
  SidebarItem[],
  { flat: ReturnType<typeof flattenSidebar>; index: Map<string, number> }
>();

export function prevNextFor(sidebar: SidebarItem[], route: string): { prev?: NavLink; next?: NavLink } {
  let order = readingOrders.get(sidebar);
  if (!order) {
    const flat = flattenSidebar(sidebar);
    const index = new Map<string, number>();
    flat.forEach((entry, i) => index.has(entry.route) || index.set(entry.route, i));
    order = { flat, index };
    readingOrders.set(sidebar, order);
  }
  const { flat } = order;
  const index = order.index.get(route) ?? -1;
  if (index === -1) return {};
  const link = (i: number): NavLink | undefined =>
    flat[i] ? { label: flat[i].label, route: flat[i].route } : undefined;
  return { prev: link(index - 1), next: link(index + 1) };
}

/** Cards for a category page: one per child, with the child page's title and description. */
export function cardsFor(
  sidebar: SidebarItem[],
  route: string,
  pages: ReadonlyMap<string, PageSummary>,
): Card[] {
  // The generated home page (docs below a `routeBasePath`) lists the top-level sections.
  const category = route === '/' ? { items: sidebar } : findCategory(sidebar, route);
  if (!category) return [];
  return category.items.flatMap((item): Card[] => {
    const target = item.type === 'link' ? item.route : (item.route ?? flattenSidebar(item.items)[0]?.route);
    if (!target) return [];
    const page = pages.get(target);
    return [
      {
        title: item.type === 'category' ? item.label : (page?.title ?? item.label),
        route: target,
        description: page?.description,
        method: item.type === 'link' ? item.method : undefined,
        path: item.type === 'link' ? page?.path : undefined,
      },
    ];
  });
}

function findCategory(
  items: SidebarItem[],
  route: string,
): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.route === route) return item;
    const found = findCategory(item.items, route);
    if (found) return found;
  }
  return undefined;
}
