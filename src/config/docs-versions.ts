// Docs versions as Docusaurus writes them: `versions.json` (newest first), each version's docs in
// `versioned_docs/version-<name>/` and its sidebar in `versioned_sidebars/version-<name>-sidebars.json`;
// the docs folder is the "current" version ("Next"). Each version is built as its own site below
// the docs path (commands/build.ts): the latest at the unversioned path, the others at
// `<routeBasePath>/<path>/`. Here: which versions there are, and each one's config.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.ts';
import { SEARCH_MANIFEST_PATH, withBase } from '../shared/output-layout.ts';
import type { DocsVersionView, SidebarItem } from '../types.ts';
import type { LoadedConfig } from './load-config.ts';

export const VERSIONS_FILE = 'versions.json';
export const CURRENT = 'current';

export interface DocsVersion {
  name: string;
  label: string;
  /** Below the docs path: '' for the latest version. */
  path: string;
  banner: 'unreleased' | 'unmaintained' | null;
  /** Its docs folder, relative to the site root. */
  contentDir: string;
  /** Its sidebars file (relative to the root), or `false`: the folder tree. */
  sidebarPath: string | false | undefined;
  /** The base URL of its build: where its docs start ('/docs/1.0/'); the site's own for the latest. */
  baseUrl: string;
  latest: boolean;
}

export interface DocsVersions {
  /** The versions built, newest first ("current" before the versions of versions.json). */
  versions: DocsVersion[];
  latest: DocsVersion;
}

/**
 * Nothing is built at the docs root: the latest version has a path of its own and no other
 * version is there (`current: { path: '' }` beside `lastVersion` at `1.x` puts the next version
 * there). docgen then writes the root's page and its not-found page itself.
 */
export function docsRootIsFree(versions: readonly DocsVersion[]): boolean {
  return versions.every((version) => version.path !== '');
}

/** The site's docs versions, or undefined when it has no versions.json (one unversioned docs folder). */
export async function readDocsVersions(loaded: LoadedConfig): Promise<DocsVersions | undefined> {
  const file = path.join(loaded.root, VERSIONS_FILE);
  if (!existsSync(file)) return undefined;
  const names = parseVersionsFile(await readFile(file, 'utf8'));
  const { config } = loaded;
  const options = config.docs.versions ?? {};
  const includeCurrent = config.docs.includeCurrentVersion ?? true;
  const listed = names.filter((name) => name !== CURRENT);
  // "current" in versions.json places the docs folder among the versions, as Docusaurus reads it
  // (tRPC's `["current", "10.x", "9.x"]`); else it comes first.
  const all = includeCurrent ? (names.includes(CURRENT) ? names : [CURRENT, ...names]) : listed;
  if (all.length === 0) {
    throw new DocgenError('versions.json lists no version and `docs.includeCurrentVersion` is false.', {
      file: VERSIONS_FILE,
      hint: 'Run `docgen version <name>` to make a version, or set `includeCurrentVersion: true`.',
    });
  }
  for (const name of Object.keys(options)) {
    if (!all.includes(name))
      throw new DocgenError(`\`docs.versions\` names "${name}", which is not a version of the site.`, {
        pointer: `docs.versions.${name}`,
        hint: `The versions are ${all.map((n) => `"${n}"`).join(', ')} (versions.json, and "current").`,
      });
  }
  const lastName = config.docs.lastVersion ?? listed[0] ?? CURRENT;
  if (!all.includes(lastName)) {
    throw new DocgenError(`\`docs.lastVersion\` is "${lastName}", which is not a version of the site.`, {
      pointer: 'docs.lastVersion',
      hint: `Name one of ${all.map((n) => `"${n}"`).join(', ')}.`,
    });
  }
  const only = config.docs.onlyIncludeVersions;
  for (const name of only ?? []) {
    if (!all.includes(name))
      throw new DocgenError(`\`docs.onlyIncludeVersions\` names "${name}", which is not a version.`, {
        pointer: 'docs.onlyIncludeVersions',
        hint: `Name some of ${all.map((n) => `"${n}"`).join(', ')}.`,
      });
  }
  if (only && !only.includes(lastName)) {
    throw new DocgenError(
      `\`docs.onlyIncludeVersions\` leaves out "${lastName}", the version served at the unversioned path.`,
      {
        pointer: 'docs.onlyIncludeVersions',
        hint: `Add "${lastName}", or set \`docs.lastVersion\` to one listed.`,
      },
    );
  }
  const lastIndex = all.indexOf(lastName);
  const versions = all
    .filter((name) => !only || only.includes(name))
    .map((name): DocsVersion => {
      const own = options[name] ?? {};
      const latest = name === lastName;
      const versionPath = own.path ?? (latest ? '' : name === CURRENT ? 'next' : name);
      if (!/^[a-z0-9._~-]*$/i.test(versionPath) || versionPath === '.' || versionPath === '..') {
        throw new DocgenError(`The version "${name}" cannot be a path segment.`, {
          file: VERSIONS_FILE,
          hint: `Give it a path: \`docs: { versions: { ${JSON.stringify(name)}: { path: 'v1' } } }\`.`,
        });
      }
      const current = name === CURRENT;
      const dir = current ? config.contentDir : `versioned_docs/version-${name}`;
      if (!existsSync(path.join(loaded.root, dir))) {
        throw new DocgenError(`The docs of version "${name}" are missing: ${dir}/ does not exist.`, {
          file: VERSIONS_FILE,
          hint: `Run \`docgen version ${name}\` on the docs of that version, or remove it from versions.json.`,
        });
      }
      const sidebars = `versioned_sidebars/version-${name}-sidebars.json`;
      const index = all.indexOf(name);
      const banner =
        own.banner ?? (index < lastIndex ? 'unreleased' : index > lastIndex ? 'unmaintained' : 'none');
      return {
        name,
        label: own.label ?? (current ? (config.docs.versionLabel ?? 'Next') : name),
        path: versionPath,
        banner: banner === 'none' ? null : banner,
        contentDir: dir,
        sidebarPath: current
          ? config.docs.sidebarPath
          : existsSync(path.join(loaded.root, sidebars))
            ? sidebars
            : false,
        baseUrl: versionBase(config.baseUrl, config.docs.routeBasePath, versionPath),
        latest,
      };
    });
  const seen = new Map<string, string>();
  for (const v of versions) {
    const other = seen.get(v.baseUrl);
    if (other !== undefined) {
      throw new DocgenError(`The versions "${other}" and "${v.name}" have the same path "${v.path}".`, {
        pointer: `docs.versions.${v.name}.path`,
        hint: 'Give each version its own `path`.',
      });
    }
    seen.set(v.baseUrl, v.name);
  }
  return { versions, latest: versions.find((v) => v.latest)! };
}

/**
 * versions.json: a JSON array of version names, newest first. A name becomes a folder name
 * (`version-<name>`): no slashes, no `..`, no control characters.
 */
export function parseVersionsFile(source: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new DocgenError(`versions.json is not valid JSON: ${(error as Error).message}`, {
      file: VERSIONS_FILE,
      hint: 'Write the version names newest first: ["2.0", "1.0"].',
    });
  }
  if (!Array.isArray(value)) {
    throw new DocgenError('versions.json must be an array of version names.', {
      file: VERSIONS_FILE,
      hint: 'Write the version names newest first: ["2.0", "1.0"].',
    });
  }
  const names: string[] = [];
  for (const [i, name] of value.entries()) {
    // "current" (the docs folder) may be listed too: its place among the versions (Docusaurus).
    const problem = name === CURRENT ? undefined : versionNameProblem(name);
    if (problem) {
      throw new DocgenError(`versions.json: ${problem}.`, {
        file: VERSIONS_FILE,
        pointer: `/${i}`,
        hint: 'Name versions like "2.0" or "v1": letters, digits, dots and dashes.',
      });
    }
    if (names.includes(name as string))
      throw new DocgenError(`versions.json lists "${name as string}" twice.`, {
        file: VERSIONS_FILE,
        pointer: `/${i}`,
      });
    names.push(name as string);
  }
  return names;
}

/** Why `name` cannot be a version name (it names a folder), or undefined. */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return `${JSON.stringify(name)} is not a version name`;
  if (name === CURRENT) return '"current" is the docs folder, not a version name';
  // eslint-disable-next-line no-control-regex -- control characters are what a folder name may not hold
  if (/[/\\\u0000-\u001f\u007f<>:"|?*]/.test(name) || name === '.' || name === '..' || name.length > 100)
    return `${JSON.stringify(name)} cannot be a folder name (no slashes, "..", control or reserved characters)`;
  return undefined;
}

/** `/`, `/docs`, `1.0` → `/docs/1.0/`; the latest ('' path) keeps the site's base URL. */
function versionBase(baseUrl: string, routeBasePath: string, versionPath: string): string {
  if (versionPath === '') return baseUrl;
  const docs = routeBasePath === '/' ? '' : `${routeBasePath.slice(1)}/`;
  return `${baseUrl}${docs}${versionPath}/`;
}

/**
 * The version built as the site itself, at the docs path: the one whose `path` is '' (the latest
 * by default; the next one when the latest has a path of its own, as `current: { path: '' }`).
 */
function atSiteRoot(version: DocsVersion): boolean {
  return version.path === '';
}

/** Where a version's docs start, as a URL path ending in '/' (the latest: the site's docs path). */
function docsBase(config: LoadedConfig['config'], version: DocsVersion): string {
  if (!atSiteRoot(version)) return version.baseUrl;
  const docs = config.docs.routeBasePath === '/' ? '' : `${config.docs.routeBasePath.slice(1)}/`;
  return `${config.baseUrl}${docs}`;
}

/** The latest version's pages, as the older versions' banners and dropdowns link to them. */
export interface LatestDocs {
  /** Its pages, docs-relative (`/intro`): a page of an older version links to its namesake. */
  routes: ReadonlySet<string>;
  /**
   * Its main doc, docs-relative, where a page the latest does not have links to instead (as
   * Docusaurus does): the docs root's page, else the sidebar's first page; undefined: neither.
   */
  main?: string;
}

/** What the latest version's build made, as LatestDocs (`routes`: its build's routes, in order). */
export function latestDocs(routes: Iterable<string>, sidebar: SidebarItem[], docsRoot: string): LatestDocs {
  const docs = new Set([...routes].flatMap((route) => docsRelative(route, docsRoot) ?? []));
  const first = (items: SidebarItem[]): string | undefined => {
    for (const item of items) {
      const rel = item.route === undefined ? null : docsRelative(item.route, docsRoot);
      if (rel !== null && docs.has(rel)) return rel;
      const inside = item.type === 'category' ? first(item.items) : undefined;
      if (inside) return inside;
    }
    return undefined;
  };
  return { routes: docs, main: docs.has('/') ? '/' : first(sidebar) };
}

/**
 * The latest version's own pages link to its main doc too, known only once its routes are made
 * (its config is made before them): the view with that link, for the render stage.
 */
export function withOwnMainDoc(
  view: DocsVersionView,
  routes: Iterable<string>,
  sidebar: SidebarItem[],
): DocsVersionView {
  if (!view.isLatest) return view;
  const { main } = latestDocs(routes, sidebar, view.docsRoot);
  if (main === undefined) return view;
  const home = view.latest.docsBase + main.slice(1);
  return {
    ...view,
    latest: { ...view.latest, home },
    versions: view.versions.map((v) => (v.name === view.name ? { ...v, home } : v)),
  };
}

/**
 * The config one version is built with: its docs folder, sidebars and label; below the docs
 * path, its own base URL, its docs at its root, and no API reference (the APIs are the latest
 * build's). `latest`: the latest version's pages, for the banner's and the dropdown's links
 * (empty while the latest itself is built).
 */
export function versionConfig(
  loaded: LoadedConfig,
  all: DocsVersions,
  version: DocsVersion,
  latest: LatestDocs,
): LoadedConfig {
  const { config } = loaded;
  const latestBase = docsBase(config, all.latest);
  // The site's home until the latest version is built (and for a latest without any doc page).
  const latestHome = latest.main === undefined ? all.latest.baseUrl : latestBase + latest.main.slice(1);
  const view: DocsVersionView = {
    name: version.name,
    label: version.label,
    banner: version.banner,
    isLatest: version.latest,
    atSiteRoot: atSiteRoot(version),
    docsRoot: atSiteRoot(version) ? config.docs.routeBasePath : '/',
    site: { baseUrl: config.baseUrl, docsRoot: config.docs.routeBasePath },
    versions: all.versions.map((v) => ({
      name: v.name,
      label: v.label,
      docsBase: docsBase(config, v),
      home: v.latest ? latestHome : docsBase(config, v),
    })),
    latest: {
      label: all.latest.label,
      docsBase: latestBase,
      home: latestHome,
      routes: [...latest.routes],
    },
  };
  // Search every version, this one first: each keeps its own index, found at a fixed URL below
  // its base (the versions are built one after another, so no page could name a later one's hash).
  if (typeof config.search === 'object' && config.search.versions === 'first') {
    view.otherSearches = all.versions
      .filter((v) => v !== version)
      .map((v) => ({
        label: v.label,
        manifest: withBase(v.baseUrl, SEARCH_MANIFEST_PATH),
        home: v.baseUrl,
      }));
  }
  return {
    ...loaded,
    docsVersion: view,
    config: {
      ...config,
      contentDir: version.contentDir,
      // The APIs are the latest's, wherever it is served.
      ...(atSiteRoot(version) ? {} : { baseUrl: version.baseUrl }),
      ...(version.latest ? {} : { openapi: [] }),
      docs: {
        ...config.docs,
        versionLabel: version.label,
        sidebarPath: version.sidebarPath,
        ...(atSiteRoot(version) ? {} : { routeBasePath: '/' }),
      },
    },
  };
}

/** A route of a version's build → the same page docs-relative (`/docs/intro` → `/intro`); null if not a docs page. */
export function docsRelative(route: string, docsRoot: string): string | null {
  if (docsRoot === '/') return route;
  if (route === docsRoot) return '/';
  return route.startsWith(`${docsRoot}/`) ? route.slice(docsRoot.length) : null;
}
