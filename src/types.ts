// Stage contracts. Data flows one way:
// config → content (markdown, openapi) → routes → render → write.
// Everything a template reads (RouteData, SiteData) is plain, serialisable JSON.

import type { NavbarItem, ResolvedConfig } from './config/schema.ts';
export type { NavbarItem, ResolvedConfig, UserConfig } from './config/schema.ts';
// The API pages' views, as templates read them (built in src/openapi/views/).
export type * from './openapi/views/types.ts';

/** A link found in a page, kept with its source position for the broken-link report. */
export interface PageLink {
  /** The resolved target: a route path with an optional #hash, e.g. `/platform-api#scopes`. */
  target: string;
  /** What the writer wrote, for the message. */
  raw: string;
  line: number;
  /** Where in an OpenAPI document the link is written (`#/paths/~1pets/get/description`). */
  pointer?: string;
  /**
   * A spec link's place, looked up only when a message needs it (lines cost a parse of the file):
   * its line, and for a multi-file spec the part file that writes it and the pointer there.
   */
  locate?: () => { file?: string; line?: number; pointer?: string };
  /** With `locate`: the link's line inside the text at `pointer` (what `locate` looks up in the file). */
  lineInText?: number;
  /** A link of an older or newer docs version to a page outside it (`OutsideLinks`). */
  outside?: true;
}

/**
 * Each docs version is built as a site below its own path; a link of its pages to a route that is
 * not one of them (`/docs/options` from `/docs/next/…`) is a route of the whole site, as in
 * Docusaurus: written under the site's base URL, checked once every version is built.
 */
export interface OutsideLinks {
  /** The site's base URL. */
  baseUrl: string;
  /** Where this version's pages are among the site's routes (`/docs/next`; `/` for the latest). */
  prefix: string;
  /** Every version's folder: a Markdown link to a file of another version is that version's page. */
  folders?: readonly VersionFolder[];
}

/**
 * A docs version's folder, for Markdown links into it from another version's pages
 * (`../../versioned_docs/version-9.x/intro.md`), which Docusaurus resolves to that version's page.
 */
export interface VersionFolder {
  /** Relative to the site root (`versioned_docs/version-9.x`). */
  contentDir: string;
  /** Absolute: where its pages' front matter (`slug`, `id`) is read. */
  dir: string;
  /** The site route its docs start at (`/docs/9.x`; `/docs` for the latest, `/` at the root). */
  docsRoute: string;
}

export type { TocItem } from './content/toc-item.ts';
import type { TocItem } from './content/toc-item.ts';
import type { RouteHead } from './shared/route-json.ts';

/** A Markdown document after front matter parsing, before its body is rendered. */
export interface SourceDoc {
  /** Path relative to the site root, with forward slashes (for messages). */
  file: string;
  /** Path relative to the content folder, e.g. `image-search/overview.md`. */
  relPath: string;
  route: string;
  /** Docusaurus document id (`guide/intro`): what `sidebars.js` and category links name. */
  id: string;
  title: string;
  /** True when the title came from the body's leading `# heading`. */
  titleFromBody: boolean;
  description?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  hideToc: boolean;
  tocMin?: number;
  tocMax?: number;
  body: string;
  /** 1-based line of the body's first line in the file, so messages point at the file's lines. */
  bodyLine: number;
  /** Line of the front matter `slug` key, if any (a duplicate route points at it). */
  slugLine?: number;
  /** Docusaurus serves the page at a URL ending in `/` (doc-route.ts `hasFolderUrl`): relative links start there. */
  folderUrl?: true;
  /** The page's front matter, kept only for an MDX page that reads `frontMatter` (`{frontMatter.title}`). */
  frontMatter?: Record<string, unknown>;
}

/**
 * What a page's own `<head>` block sets (src/content/page-head.ts), as Docusaurus applies it with
 * react-helmet: its `<title>` is the document title as written, its meta tags and canonical /
 * alternate links replace the defaults of the same name or are added. Every value is as written
 * (checked, not escaped: the templates escape).
 */
export interface PageHead extends RouteHead {
  title?: string;
}

/** A rendered Markdown document. */
export interface RenderedDoc {
  html: string;
  toc: TocItem[];
  /** Every heading id on the page (all levels), for anchor checks. */
  anchors: string[];
  links: PageLink[];
  /** The page's `<head>` block, when it has one. */
  head?: PageHead;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?:
    | { type: 'generated-index'; title?: string; description?: string; slug?: string }
    | { type: 'doc'; id: string };
}

export type { HttpMethod } from './openapi/document.ts';
import type { HttpMethod } from './openapi/document.ts';

// ---------------------------------------------------------------- sidebar

export interface SidebarLink {
  type: 'link';
  label: string;
  route: string;
  /** HTTP method badge for API operation entries. */
  method?: HttpMethod;
  /** A deprecated API operation (struck through). */
  deprecated?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (folder index page or generated index), if any. */
  route?: string;
  /** Unique on the site, for a category without a route (an API tag): its list's id comes from it. */
  key?: string;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** One sidebar of the site: a `sidebars.js` key and its items (the folder tree's is the only one, named ""). */
export interface NamedSidebar {
  name: string;
  items: SidebarItem[];
}

// ---------------------------------------------------------------- routes

export interface Breadcrumb {
  label: string;
  route?: string;
}

export interface NavLink {
  label: string;
  route: string;
}

export interface Card {
  title: string;
  route: string;
  description?: string;
  method?: HttpMethod;
  /** An API operation's path. */
  path?: string;
}

/** Shared by every page kind. */
interface RouteBase {
  route: string;
  title: string;
  description?: string;
  /** Source file shown in error messages (content file or spec file). */
  source: string;
  toc: TocItem[];
  /** Every id a link may point at with `#id` (headings, and ids the page's Markdown defines). */
  anchors: string[];
  hideToc: boolean;
  breadcrumbs: Breadcrumb[];
  prev?: NavLink;
  next?: NavLink;
  /** The name of the sidebar the page shows (src/routes/page-sidebar.ts); absent: none. */
  sidebar?: string;
}

export interface DocRoute extends RouteBase {
  kind: 'doc';
  html: string;
  /** The body already has its own `<h1>`. */
  hasOwnH1: boolean;
  /** The body as plain Markdown, made by the Markdown chain (absent when the build asks none). */
  markdown?: string;
  /** What the page's own `<head>` block sets (title, meta tags, canonical link). */
  head?: PageHead;
  /** "Edit this page" link (config `docs.editUrl`). */
  editUrl?: string;
  /** The page file's last commit: `time` in seconds (`docs.showLastUpdateTime`), `author`. */
  lastUpdate?: { time?: number; author?: string };
  /** The classes made of the page's safe inline styles (src/content/markdown/html-embeds.ts), written at `path`. */
  stylesheet?: { path: string; css: string };
  /** A changelog between two API versions (src/openapi/views/changelog.ts): also written as the API's changelog.md and .json. */
  apiChangelog?: { base: string; markdown: string; data: import('./openapi/views/types.ts').Changelog };
}

export interface IndexRoute extends RouteBase {
  kind: 'generated-index';
  cards: Card[];
  /** The description as written, its links to other pages kept (`[text](/route)`, src/routes/description-links.ts). */
  lead?: LeadPart[];
}

/** A run of a generated page's lead: text, or a link to a route of the site when `href` is set. */
export interface LeadPart {
  text: string;
  href?: string;
}

/** The version menu of a versioned API's pages: each version's page for the same operation (else its overview). */
export interface ApiVersionMenu {
  current: string;
  versions: { name: string; route: string }[];
  /** The changelog pages that involve this version: into it, and out of it. */
  changelogs: { label: string; route: string }[];
}

export interface ApiInfoRoute extends RouteBase {
  kind: 'api-info';
  api: import('./openapi/views/types.ts').ApiInfo;
  apiVersions?: ApiVersionMenu;
}

export interface ApiOperationRoute extends RouteBase {
  kind: 'api-operation';
  api: import('./openapi/views/types.ts').ApiOperation;
  /** Whether the page has a Try-it console (its module: src/openapi/outputs/console-data.ts). */
  console?: boolean;
  apiVersions?: ApiVersionMenu;
}

export interface NotFoundRoute extends RouteBase {
  kind: 'not-found';
}

export type RouteData = DocRoute | IndexRoute | ApiInfoRoute | ApiOperationRoute | NotFoundRoute;

/** The docs version a build shows (src/config/docs-versions.ts): its pill, banner and dropdown. */
export interface DocsVersionView {
  name: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  /** It is the latest version (`lastVersion`). */
  isLatest: boolean;
  /**
   * Its build is the site's own, at the unversioned path: the version whose `path` is '' (the
   * latest, unless its `path` says otherwise). The others are built below the site's base URL,
   * '/' of their build their home.
   */
  atSiteRoot: boolean;
  /** Where its docs start among its build's routes ('/docs' in the latest's, '/' in the others'). */
  docsRoot: string;
  /** Every version built, newest first: where its docs start and its home page (URL paths). */
  versions: { name: string; label: string; docsBase: string; home: string }[];
  /** The site's base URL and docs path, as the config's navbar and footer routes name pages. */
  site: { baseUrl: string; docsRoot: string };
  /** The latest version, and its pages (docs-relative routes) for the banner's link. */
  latest: { label: string; docsBase: string; home: string; routes: string[] };
  /**
   * Config `search: { versions: 'first' }`: the other versions' search indexes (manifest URL,
   * label, home), newest first, searched after this version's; absent in `'only'` mode.
   */
  otherSearches?: DocsVersionSearch[];
}

/** Another docs version's search index, as the search button carries it. */
export interface DocsVersionSearch {
  label: string;
  /** Its manifest's URL (unhashed: `<home>_docgen/search-manifest.json`). */
  manifest: string;
  /** Its base URL, which its results' routes are under. */
  home: string;
}

/**
 * A navbar item as pages show it: a `docSidebar` item has the route of its sidebar's first page,
 * which it links to, and keeps the sidebar's key: it is marked while a page of that sidebar is
 * shown (src/routes/navbar-sidebars.ts).
 */
export type ShownNavbarItem =
  | Exclude<NavbarItem, { type: 'docSidebar' | 'doc' }>
  | (Extract<NavbarItem, { type: 'docSidebar' }> & { route: string })
  /** `sidebarId`: on a site with a sidebars file, the sidebar that holds the page (it is marked with it). */
  | (Extract<NavbarItem, { type: 'doc' }> & { sidebarId?: string });

/** The config as pages get it: the navbar's `docSidebar` items resolved. */
export type SiteConfig = Omit<ResolvedConfig, 'navbar'> & {
  navbar: Omit<ResolvedConfig['navbar'], 'items'> & { items: ShownNavbarItem[] };
};

/** What every page template receives besides its RouteData: site-wide, route-independent. */
export interface SiteData {
  config: SiteConfig;
  /** The first sidebar (`sidebars[0].items`): what a template written for one sidebar shows. */
  sidebar: SidebarItem[];
  /** Every sidebar, in the sidebars file's order; a page shows the one its `sidebar` names. */
  sidebars: NamedSidebar[];
  assets: AssetManifest;
  /**
   * URL of the search index manifest, or null when search is off. It is in the pages (on the
   * search button), not compiled into the client bundle: the bundle then neither waits for the
   * index nor changes (losing its year-long cache) whenever the content does.
   */
  searchIndex: string | null;
  /** URLs under the base URL (src/render/site-urls.ts): templates join no paths themselves. */
  urls: SiteUrls;
  /** The docs version of this build, when the site has versions (versions.json). */
  docsVersion?: DocsVersionView;
  /** The announcement bar's content as safe HTML (src/render/announcement-html.ts). */
  announcementHtml?: string;
}

export interface SiteUrls {
  /** A route or output path under the base URL: `/guide` → `/docs/guide`. */
  to(path: string): string;
  /**
   * A route the config's navbar or footer names, a route of the site: in a docs version built
   * below the site's base, this version's page of it, else the latest's, else the site's route.
   */
  link(path: string): string;
  /** A page's plain Markdown copy: `/` → `/docs/index.md`. */
  markdown(route: string): string;
  /** An operation page's Try-it console module. */
  console(route: string): string;
}

export interface AssetManifest {
  /** Public URLs (with base URL) of the hashed assets. */
  css: string;
  client: string;
  /** Inline script applied in <head> before first paint (colour mode). */
  themeScript: string;
  /** CSP hash source of `themeScript` (`sha256-…`), so pages can forbid every other inline script. */
  themeScriptHash: string;
  /** Files to write, relative to the output folder. */
  files: { path: string; contents: string | Uint8Array }[];
  /**
   * Static images the config names on every page (logo, favicon) → public URLs of content-hashed
   * copies, which can be cached for a year like the other assets.
   */
  images: Record<string, string>;
  /** The version dropdown's script (src/client/versions/), only on sites with docs versions. */
  versionScript?: string;
}

// ---------------------------------------------------------------- output

/** What writes an output file, for the message: e.g. `{ what: 'the page "/guide"', file: 'content/guide/index.md' }`. */
export interface OutputSource {
  what: string;
  file?: string;
}

/** A file the build makes, by its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
  /** What writes it, named if another output claims the same path. */
  source?: OutputSource;
  /** Its `.gz`/`.br` copies as made before (the build cache): written as they are, not made again. */
  compressed?: OutputFile[];
}

/** A file the build copies as it is (static files, spec downloads, images pages reference). */
export interface CopiedFile {
  /** Absolute source path. */
  from: string;
  path: string;
  source?: OutputSource;
  /** false: no compressed siblings are made (the static folder has its own `x.gz` or `x.br`). */
  compress?: false;
}
