// The one shared sidebar, from the content folder tree, `_category_` files and positions, with
// each API spec's pages attached under its route. Pure: data in, tree out.
import path from 'node:path';
import {
  docBaseName,
  isFolderIndex,
  normalizeRoute,
  stripNumberPrefix,
  stripPathNumberPrefixes,
} from '../content/doc-route.ts';
import type { ApiSidebarEntry } from '../openapi/views/api-sidebar.ts';
import type { CategoryMeta, HttpMethod, SidebarCategory, SidebarItem, SourceDoc } from '../types.ts';

export interface ApiSidebarInput {
  /** Route the spec's pages live under, e.g. `/image-search/api`. */
  route: string;
  label: string;
  position?: number;
  /** Sidebar entries in order: the overview page first, then the operations (grouped or not). */
  entries: ApiSidebarEntry[];
}

/** An API sidebar entry as a sidebar item: a link, or a collapsed category of entries. */
export function apiSidebarItem(entry: ApiSidebarEntry): SidebarItem {
  return 'items' in entry
    ? {
        type: 'category',
        label: entry.label,
        key: entry.key,
        collapsed: true,
        items: entry.items.map(apiSidebarItem),
      }
    : { type: 'link', ...entry };
}

export interface SidebarInput {
  docs: SourceDoc[];
  categories: ReadonlyMap<string, CategoryMeta>;
  apis: ApiSidebarInput[];
  /**
   * Whether a category that does not say (`collapsed` in its `_category_.json`) starts collapsed:
   * `docs.sidebarCollapsed`, Docusaurus' option of the same name. Default true.
   */
  sidebarCollapsed?: boolean;
}

/** Sorts before any written position (Docusaurus' positions are small, possibly negative, numbers). */
const HOME_POSITION = Number.MIN_SAFE_INTEGER;

/** A category together with where it came from, while the tree is being built. */
interface Node {
  item: SidebarCategory;
  folder: string;
  position?: number;
  sortName: string;
  children: { item: SidebarItem; position?: number; sortName: string; node?: Node }[];
}

export interface SidebarResult {
  sidebar: SidebarItem[];
  /** Folders whose category gets a generated index page: folder → route. */
  generatedIndexes: {
    folder: string;
    route: string;
    title: string;
    description?: string;
    /** Where in its source the description is written (its links are reported there). */
    descriptionAt?: string;
    source?: string;
  }[];
  /** API routes that need a generated index page (no content page claims them). */
  apiIndexes: { route: string; title: string }[];
}

export function buildSidebar({
  docs,
  categories,
  apis,
  sidebarCollapsed = true,
}: SidebarInput): SidebarResult {
  const root = makeNode('', {}, sidebarCollapsed);
  const nodes = new Map<string, Node>([['', root]]);
  const generatedIndexes: SidebarResult['generatedIndexes'] = [];
  const apiIndexes: SidebarResult['apiIndexes'] = [];

  const folderNode = (folder: string): Node => {
    const existing = nodes.get(folder);
    if (existing) return existing;
    const meta = categories.get(folder) ?? {};
    const node = makeNode(folder, meta, sidebarCollapsed);
    nodes.set(folder, node);
    folderNode(parentOf(folder)).children.push({
      item: node.item,
      position: node.position,
      sortName: path.posix.basename(folder),
      node,
    });
    if (meta.link?.type === 'generated-index') {
      const route = meta.link.slug
        ? normalizeRoute(meta.link.slug.startsWith('/') ? meta.link.slug : `/${folder}/${meta.link.slug}`)
        : `/${folder}`;
      node.item.route = route;
      generatedIndexes.push({
        folder,
        route,
        title: meta.link.title ?? node.item.label,
        description: meta.link.description,
        descriptionAt: '/link/description',
      });
    }
    return node;
  };

  // `_category_` files may link their category to a doc by id (`link: { type: 'doc', id }`), which
  // Docusaurus looks up inside the folder first.
  for (const [folder, meta] of categories) {
    if (meta.link?.type !== 'doc' || folder === '') continue;
    const doc = findDocById(docs, `${folder}/${meta.link.id}`) ?? findDocById(docs, meta.link.id);
    if (!doc) continue;
    const node = folderNode(folder);
    node.item.route = doc.route;
    if (!meta.label) node.item.label = doc.sidebarLabel ?? doc.title;
  }
  for (const doc of docs) {
    const folder = path.posix.dirname(doc.relPath) === '.' ? '' : path.posix.dirname(doc.relPath);
    const node = folderNode(folder);
    const base = docBaseName(doc.relPath);
    if (node.item.route === doc.route) continue;
    if (folder !== '' && isFolderIndex(doc.relPath) && !node.item.route) {
      node.item.route = doc.route;
      if (!categories.get(folder)?.label) node.item.label = doc.sidebarLabel ?? doc.title;
      continue;
    }
    node.children.push({
      item: { type: 'link', label: doc.sidebarLabel ?? doc.title, route: doc.route },
      // The home page leads the reading order unless it is given a position: it is where a
      // reader starts, and otherwise an API category ("api" < "index") would sort above it.
      position:
        doc.sidebarPosition ??
        (folder === '' && (isFolderIndex(doc.relPath) || doc.route === '/') ? HOME_POSITION : undefined),
      sortName: base,
    });
  }

  // Folders with only a `_category_` file (e.g. an API section whose pages come from a spec).
  for (const folder of [...categories.keys()].sort()) if (folder !== '') folderNode(folder);

  for (const api of apis) {
    const folder = api.route.slice(1);
    let node = [...nodes.values()].find((n) => n.item.route === api.route) ?? nodes.get(folder);
    if (!node) {
      node = folderNode(folder);
      node.item.label = categories.get(folder)?.label ?? api.label;
      node.position = categories.get(folder)?.position ?? api.position;
      const entry = nodes.get(parentOf(folder))!.children.find((c) => c.node === node)!;
      entry.position = node.position;
    }
    if (!node.item.route) {
      node.item.route = api.route;
      apiIndexes.push({ route: api.route, title: node.item.label });
    }
    // Keep the spec's own order: overview first, then operations as the spec lists them.
    const start = node.children.length;
    api.entries.forEach((entry, i) =>
      node.children.push({ item: apiSidebarItem(entry), position: 10_000 + start + i, sortName: '' }),
    );
  }

  return { sidebar: finish(root), generatedIndexes, apiIndexes };
}

function makeNode(folder: string, meta: CategoryMeta, collapsedByDefault: boolean): Node {
  // As Docusaurus: the folder's name (number prefix dropped) unless a label or index page says otherwise.
  const { name, prefix } = stripNumberPrefix(path.posix.basename(folder));
  return {
    folder,
    position: meta.position ?? prefix,
    sortName: path.posix.basename(folder),
    item: {
      type: 'category',
      label: meta.label ?? name,
      collapsed: meta.collapsed ?? collapsedByDefault,
      items: [],
    },
    children: [],
  };
}

/** Sorts children by position (unpositioned last), then by name, and fills in `items`. */
function finish(node: Node): SidebarItem[] {
  const sorted = [...node.children].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.sortName.localeCompare(b.sortName),
  );
  node.item.items = sorted.map((child) => {
    if (child.node) child.node.item.items = finish(child.node);
    return child.item;
  });
  // A category with nothing in it and no page of its own says nothing: drop it.
  return node.item.items.filter((item) => item.type !== 'category' || item.items.length > 0 || item.route);
}

/** A doc by its Docusaurus id; number prefixes in folder names may be written or left out. */
export function findDocById(docs: SourceDoc[], id: string): SourceDoc | undefined {
  const plain = stripPathNumberPrefixes(id);
  const found =
    docs.find((doc) => doc.id === id) ?? docs.find((doc) => stripPathNumberPrefixes(doc.id) === plain);
  // `version-3.x/server-api`: a versioned sidebar written by Docusaurus 1's migration (Socket.IO's),
  // whose ids Docusaurus 2 still reads as the version's own docs.
  const unversioned = /^version-[^/]+\/(.+)$/.exec(id)?.[1];
  return found ?? (unversioned === undefined ? undefined : findDocById(docs, unversioned));
}

function parentOf(folder: string): string {
  const parent = path.posix.dirname(folder);
  return parent === '.' ? '' : parent;
}

/** Every route in reading order: a category's page comes before its children. External links are no pages. */
export function flattenSidebar(
  items: SidebarItem[],
): { label: string; route: string; method?: HttpMethod }[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? item.route.startsWith('/')
        ? [{ label: item.label, route: item.route, method: item.method }]
        : []
      : [...(item.route ? [{ label: item.label, route: item.route }] : []), ...flattenSidebar(item.items)],
  );
}

/**
 * The chain of categories from the root down to the item with `route` (empty if at the root, or
 * if no item has it): the first such item in reading order, a category before its children.
 */
export function sidebarTrail(items: SidebarItem[], route: string): readonly SidebarCategory[] {
  return trailIndex(items).get(route) ?? [];
}

/**
 * Every route's trail, from one walk of the sidebar: every page asks for its own, and searching
 * the whole sidebar for each made a 10,000-page site's breadcrumbs cost the square of its size.
 */
const trails = new WeakMap<SidebarItem[], Map<string, readonly SidebarCategory[]>>();

function trailIndex(items: SidebarItem[]): Map<string, readonly SidebarCategory[]> {
  let index = trails.get(items);
  if (index) return index;
  const found = new Map<string, readonly SidebarCategory[]>();
  const walk = (list: SidebarItem[], above: readonly SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!found.has(item.route)) found.set(item.route, above);
        continue;
      }
      const trail = [...above, item];
      if (item.route !== undefined && !found.has(item.route)) found.set(item.route, trail);
      walk(item.items, trail);
    }
  };
  walk(items, []);
  trails.set(items, (index = found));
  return index;
}
