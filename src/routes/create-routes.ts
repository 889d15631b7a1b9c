// The exact-match route table: every page the site has, where it comes from, and the sidebar.
// Two sources claiming one route is an error naming both.
import { DocgenError } from '../errors.ts';
import type { CategoryMeta, NamedSidebar, SidebarItem, SourceDoc } from '../types.ts';
import type { LoadedApi } from '../openapi/load/load-openapi.ts';
import type { SidebarsFile } from '../content/load-sidebars.ts';
import { appendApis, buildExplicitSidebar } from './explicit-sidebar.ts';
import { buildSidebar } from './sidebar.ts';
import { apiSidebarEntries } from '../openapi/views/api-sidebar.ts';
import { changelogRoute } from '../openapi/views/changelog-route.ts';

export type PagePlan =
  | { kind: 'doc'; route: string; source: string; doc: SourceDoc }
  | {
      kind: 'generated-index';
      route: string;
      source: string;
      title: string;
      description?: string;
      /** Where the description is written, when it is the site's own (may link: description-links.ts). */
      descriptionAt?: string;
    }
  | { kind: 'api-info'; route: string; source: string; api: LoadedApi }
  | { kind: 'api-operation'; route: string; source: string; api: LoadedApi; operation: number }
  | { kind: 'api-changelog'; route: string; source: string; older: LoadedApi; newer: LoadedApi };

export interface RouteTable {
  pages: PagePlan[];
  /** The first sidebar (`sidebars[0].items`): the one a site without a sidebars file has. */
  sidebar: SidebarItem[];
  /** Every sidebar; a page shows the one that holds it (page-sidebar.ts). */
  sidebars: NamedSidebar[];
}

export interface CreateRoutesInput {
  docs: SourceDoc[];
  categories: ReadonlyMap<string, CategoryMeta>;
  apis: LoadedApi[];
  contentDir: string;
  /** A `sidebars.js` replaces the sidebar made from the folder tree. */
  sidebars?: SidebarsFile;
  routeBasePath?: string;
  /** Whether categories that do not say start collapsed (`docs.sidebarCollapsed`). */
  sidebarCollapsed?: boolean;
  /** Without a "/" page, "/" is a generated index (a docs version below `routeBasePath`). */
  generatedHome?: boolean;
  /** The generated home's title and lead (the site's title and tagline), else "Home". */
  home?: { title: string; description?: string };
}

export function createRoutes({
  docs,
  categories,
  apis,
  contentDir,
  sidebars,
  routeBasePath = '/',
  sidebarCollapsed = true,
  generatedHome = false,
  home,
}: CreateRoutesInput): RouteTable {
  // An API's older versions are reached from its pages' version menu, not the sidebar.
  const apiInputs = apis
    .filter((api) => api.apiVersion?.latest !== false)
    .map((api) => ({
      route: api.route,
      label: api.label,
      position: api.position,
      entries: apiSidebarEntries(api),
    }));
  const explicit =
    sidebars && buildExplicitSidebar({ sidebars, docs, categories, routeBasePath, sidebarCollapsed });
  // API specs join the first sidebar (the docs'): the config names no other for them.
  const tree = explicit ? undefined : buildSidebar({ docs, categories, apis: apiInputs, sidebarCollapsed });
  const named: NamedSidebar[] = explicit?.sidebars ?? [{ name: '', items: tree!.sidebar }];
  // A sidebars file of none (`{}`): the docs pages show none, as in Docusaurus. The API reference
  // joins a sidebar of its own, named (as a file's are) so that the docs pages are in none.
  if (named.length === 0) named.push({ name: explicit ? 'api' : '', items: [] });
  const generatedIndexes = explicit?.generatedIndexes ?? tree!.generatedIndexes;
  const apiIndexes = explicit ? appendApis(named[0]!.items, apiInputs, docs) : tree!.apiIndexes;
  // Below a `routeBasePath` nothing claims "/": the home page lists the top-level sections.
  if ((routeBasePath !== '/' || generatedHome) && !docs.some((doc) => doc.route === '/'))
    generatedIndexes.push({
      folder: '',
      source: contentDir,
      route: '/',
      title: home?.title ?? 'Home',
      ...(home?.description ? { description: home.description } : {}),
    });

  const pages: PagePlan[] = [
    ...docs.map((doc): PagePlan => ({ kind: 'doc', route: doc.route, source: doc.file, doc })),
    ...generatedIndexes.map((g): PagePlan => ({
      kind: 'generated-index',
      route: g.route,
      source: g.source ?? `${contentDir}/${g.folder}/_category_.json`,
      title: g.title,
      description: g.description,
      descriptionAt: g.descriptionAt,
    })),
    ...apiIndexes.map((g): PagePlan => {
      const api = apis.find((a) => a.route === g.route)!;
      return {
        kind: 'generated-index',
        route: g.route,
        source: api.file,
        title: api.indexTitle ?? apiIndexTitle(api.info.title),
        description: api.info.summary,
      };
    }),
    ...apis.flatMap((api): PagePlan[] => [
      { kind: 'api-info', route: api.infoRoute, source: api.file, api },
      ...api.operations.map((op, operation): PagePlan => ({
        kind: 'api-operation',
        route: op.route,
        source: `${api.file} (${op.method.toUpperCase()} ${op.path})`,
        api,
        operation,
      })),
    ]),
    ...changelogPlans(apis),
  ];
  assertUniqueRoutes(pages);
  return { pages, sidebar: named[0]!.items, sidebars: named };
}

/** A changelog page per pair of neighbouring versions of an API, newest pair first. */
function changelogPlans(apis: LoadedApi[]): PagePlan[] {
  return apis.flatMap((newest) => {
    const version = newest.apiVersion;
    if (!version?.latest) return [];
    const versionApis = version.all.map((v) => apis.find((a) => a.apiVersion && a.route === v.route)!);
    return versionApis
      .slice(1)
      .flatMap((newer, i): PagePlan[] => {
        const older = versionApis[i];
        const route = changelogRoute(version.base, older.apiVersion!.name, newer.apiVersion!.name);
        return [{ kind: 'api-changelog', route, source: `${older.file} → ${newer.file}`, older, newer }];
      })
      .reverse();
  });
}

function assertUniqueRoutes(pages: PagePlan[]): void {
  const seen = new Map<string, PagePlan>();
  for (const page of pages) {
    const other = seen.get(page.route);
    if (other) {
      throw new DocgenError(
        `Duplicate route "${page.route}": claimed by both ${other.source} and ${page.source}.`,
        {
          file: page.kind === 'doc' ? page.source : undefined,
          line: page.kind === 'doc' ? page.doc.slugLine : undefined,
          hint: 'Give one of them another file name or a different `slug` in its front matter.',
        },
      );
    }
    seen.set(page.route, page);
  }
}

/**
 * The title of an API's index page: the spec's title and "API", unless the title says API
 * already (the 3.1 examples' "My API" read "My API API"; Netlify's "Netlify's API documentation").
 */
export function apiIndexTitle(title: string): string {
  return /\bAPIs?\b/i.test(title) ? title : `${title} API`;
}
