// The docs pages: where their routes start, their TOC, "Edit this page" and "Last updated", and
// what a broken link does (Docusaurus' names and defaults: a docs folder that builds there builds here).
import * as z from 'zod';
import { DEFAULT_IFRAME_HOSTS } from './iframe-hosts.ts';

/** What a function `editUrl` receives (Docusaurus' names). */
export interface EditUrlParams {
  /** The file, relative to the content folder (`guide/intro.md`). */
  docPath: string;
  /** The content folder, relative to the site root (`content`). */
  versionDocsDirPath: string;
  /** The page's route. */
  permalink: string;
  locale: string;
}

export type EditUrl = string | ((params: EditUrlParams) => string | undefined);

/** One docs version's own options (Docusaurus' `versions` option, by version name or `current`). */
const versionOptions = z.strictObject({
  /** Shown in the version dropdown and the "Version:" pill. */
  label: z.string().min(1).optional(),
  /** Where its routes start, below `routeBasePath`: '' is the unversioned path. */
  path: z
    .string()
    .regex(
      /^[a-z0-9._~-]*$/i,
      'must be one path segment like "next" or "1.x", or "" for the unversioned path',
    )
    .optional(),
  /** The banner above each page: 'unreleased' (newer than the latest), 'unmaintained' (older) or 'none'. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
});

// Kept without zod in a module of its own: the Markdown threads read it, and load no schema.
export { DEFAULT_IFRAME_HOSTS };

const headingLevel = z.number().int().min(2).max(6);
const reporting = z.enum(['ignore', 'log', 'warn', 'throw']);

export const docsKeys = {
  docs: z
    .strictObject({
      /** The docs version shown on every page ("Version: Next") and in a version dropdown; none when unset. */
      versionLabel: z.string().optional(),
      /**
       * Docs versions as Docusaurus writes them (`versions.json`, `versioned_docs/version-X/`,
       * `versioned_sidebars/version-X-sidebars.json`): the version served at the unversioned
       * path ('current' is the docs folder; the newest of versions.json by default).
       */
      lastVersion: z.string().min(1).optional(),
      /** Build the docs folder ("Next") beside the versions of versions.json (default true). */
      includeCurrentVersion: z.boolean().optional(),
      /** Build only these versions (e.g. `['current']` for a fast local build). */
      onlyIncludeVersions: z.array(z.string().min(1)).min(1, 'name at least one version').optional(),
      /** Each version's label, path and banner, by name ('current' is the docs folder). */
      versions: z.record(z.string(), versionOptions).optional(),
      /**
       * The sidebars file, relative to the site root (default: the first of sidebars.js, .ts,
       * .json, … found); `false`: the sidebar made from the folder tree.
       */
      sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
      /**
       * Whether sidebar categories start collapsed (unless they hold the current page), as
       * Docusaurus' option: `false` opens every category that does not say `collapsed` itself.
       */
      sidebarCollapsed: z.boolean().default(true),
      /**
       * Markdown files of the docs folder that are no pages: globs relative to it, as Docusaurus'
       * `exclude` (`'README.md'`, `'**\/drafts/**'`). Files and folders starting with `_` never are
       * (they are partials to import).
       */
      exclude: z.array(z.string().min(1, 'a pattern like "README.md" or "**/drafts/**"')).default([]),
      /** Where doc routes start, as Docusaurus' option: '/docs' serves content/intro.md at /docs/intro. */
      routeBasePath: z
        .string()
        .regex(/^\/([a-z0-9._~-]+\/?)*$/i, 'must be a path like "/" or "/docs"')
        .transform((p) => p.replace(/(.)\/$/, '$1'))
        .default('/'),
      /**
       * Hosts an `<iframe>` in a page may show (https: only), each added to every page's CSP
       * `frame-src`; any other iframe is left out with a warning (src/content/markdown/html-embeds.ts).
       */
      iframeHosts: z
        .array(
          z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a host name like "www.youtube.com"'),
        )
        .default(DEFAULT_IFRAME_HOSTS),
      toc: z
        .strictObject({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
        .prefault({})
        .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, {
          message: 'minHeadingLevel is greater than maxHeadingLevel (e.g. 2 and 3)',
        }),
      /**
       * "Edit this page" links, as Docusaurus: a base URL the file's path from the site root is
       * appended to ('https://github.com/org/repo/edit/main/' → …/main/content/intro.md), or a
       * function of `{ docPath, versionDocsDirPath, permalink, locale }` returning the URL.
       */
      editUrl: z
        .union([
          z.string().url('must be a URL like "https://github.com/org/repo/edit/main/"'),
          z.custom<Exclude<EditUrl, string>>((v) => typeof v === 'function', 'must be a URL or a function'),
        ])
        .optional(),
      /** "Last updated" on doc pages: the date (and author) of the page file's last git commit. */
      showLastUpdateTime: z.boolean().default(false),
      showLastUpdateAuthor: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * What a broken page link, `#anchor` or `.md` link does: 'throw' fails the build, 'warn' and
   * 'log' print a warning, 'ignore' says nothing.
   */
  onBrokenLinks: reporting.default('throw'),
  onBrokenAnchors: reporting.default('warn'),
  onBrokenMarkdownLinks: reporting.default('warn'),
  /**
   * Routes another program serves on the same host (a React page left behind by a move from
   * Docusaurus, a blog): links to them and their `#anchors` are not checked. Exact routes
   * (`'/help'`) or globs (`'/blog/**'`); `docgen init --from-docusaurus` lists the React pages.
   */
  linkCheckExclude: z
    .array(z.string().regex(/^\//, 'a route starting with "/", like "/help" or "/blog/**"'))
    .default([]),
  /**
   * A component an MDX page uses that docgen cannot render (neither a Docusaurus theme component
   * it knows nor registered in `components`), or a `:::type` block it does not know: 'throw' fails
   * the build; 'warn' builds the page without it (its Markdown children kept) and prints a warning, e.g. while moving a site with
   * live demos from Docusaurus (`docgen init --from-docusaurus` sets it then).
   */
  onUnknownComponents: z.enum(['throw', 'warn']).default('throw'),
};
