// The site configuration: one schema per concern, defaults in the schema, types inferred.
// Errors name the key path (see load-config.ts).
import { SAMPLE_LANGUAGE_NAMES } from '../openapi/sample-languages.ts';
import { z } from 'zod';

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

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const position = z.enum(['left', 'right']).default('right');
const reporting = z.enum(['ignore', 'log', 'warn', 'throw']);

/** Navbar items, by type. Each needs only what its type says. */
const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('link'), label: z.string(), href: z.string(), position }),
  z.strictObject({ type: z.literal('doc'), label: z.string(), route: z.string(), position }),
  /** The site's locales (see `i18n`), each linking to the same page in that locale. */
  z.strictObject({ type: z.literal('localeDropdown'), position }),
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    /** Which docs plugin's version to show; the preferred version is remembered per plugin. */
    docsPluginId: z.string().default('default'),
    versions: z
      .array(
        z.strictObject({
          name: z.string().min(1, 'a docs version item needs a version name'),
          label: z.string().optional(),
          route: z.string().default('/'),
        }),
      )
      .min(1, 'a docs version dropdown needs at least one version'),
    position,
  }),
  z.strictObject({
    type: z.literal('docsVersion'),
    version: z
      .string({ error: 'a docs version item needs a version name (`version`)' })
      .min(1, 'a docs version item needs a version name'),
    label: z.string().optional(),
    route: z.string().default('/'),
    position,
  }),
  z.strictObject({ type: z.literal('search'), position }),
]);

const footerLink = z.strictObject({ label: z.string(), href: z.string() });

const schema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Public origin, e.g. https://docs.evolve.example (no trailing slash); used for canonical URLs. */
  url: z
    .string()
    .url()
    .transform((u) => u.replace(/\/+$/, '')),
  /** Path the site is served under; starts and ends with `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/", e.g. "/" or "/docs/"')
    .default('/'),
  favicon: z.string().optional(),
  logo: z
    .strictObject({ src: z.string(), srcDark: z.string().optional(), alt: z.string().default('') })
    .optional(),
  contentDir: z.string().default('content'),
  staticDir: z.string().default('static'),
  templatesDir: z.string().optional(),
  outDir: z.string().default('build'),
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      style: z.enum(['dark', 'light']).default('dark'),
      copyright: z.string().optional(),
      logo: z
        .strictObject({ src: z.string(), alt: z.string().default(''), href: z.string().optional() })
        .optional(),
      /** Either columns of links or a single row of links. */
      links: z
        .union([
          z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })),
          z.array(footerLink),
        ])
        .default([]),
    })
    .default({ style: 'dark', links: [] }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  /**
   * The site's language, and the other locales it is published in (Docusaurus' shape). docgen
   * builds the default locale; each other locale is expected under `<baseUrl><locale>/` (a
   * build of its own), which the locale dropdown links to.
   */
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1).default('en'),
      locales: z.array(z.string().min(1)).min(1).optional(),
      localeConfigs: z
        .record(z.string(), z.strictObject({ label: z.string().optional(), htmlLang: z.string().optional() }))
        .default({}),
    })
    .default({ defaultLocale: 'en', localeConfigs: {} })
    .transform((i18n) => ({ ...i18n, locales: i18n.locales ?? [i18n.defaultLocale] }))
    .refine((i18n) => i18n.locales.includes(i18n.defaultLocale), {
      message: 'i18n.locales must include the defaultLocale',
      path: ['locales'],
    }),
  docs: z
    .strictObject({
      versionLabel: z.string().default('Next'),
      /** Where doc routes start, as Docusaurus' option: '/docs' serves content/intro.md at /docs/intro. */
      routeBasePath: z
        .string()
        .regex(/^\/([a-z0-9._~-]+\/?)*$/i, 'must be a path like "/" or "/docs"')
        .transform((p) => p.replace(/(.)\/$/, '$1'))
        .default('/'),
      toc: z
        .strictObject({
          minHeadingLevel: z.number().int().min(2).max(6).default(2),
          maxHeadingLevel: z.number().int().min(2).max(6).default(3),
        })
        .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
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
    .default({
      versionLabel: 'Next',
      routeBasePath: '/',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
    }),
  /**
   * Islands: browser code for parts of a page, loaded on demand. Name → module (relative to the
   * site root) exporting `mount(element, props)`; used in Markdown as `::island{name="…"}`.
   */
  islands: z
    .record(
      z.string().regex(/^[a-z][a-z0-9-]*$/, 'island names are lowercase words joined by "-"'),
      z.string(),
    )
    .default({}),
  /**
   * What a broken page link, `#anchor` or `.md` link does, as in Docusaurus: 'throw' fails the
   * build, 'warn' and 'log' print a warning, 'ignore' says nothing. Docusaurus's defaults too:
   * a docs folder that builds there builds here.
   */
  onBrokenLinks: reporting.default('throw'),
  onBrokenAnchors: reporting.default('warn'),
  onBrokenMarkdownLinks: reporting.default('warn'),
  /** React components MDX pages may use (`<Name … />`), rendered on the server: name → file. */
  components: z
    .record(
      z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'component names start with a capital letter'),
      z.string(),
    )
    .default({}),
  /** Offline full-text search (navbar button, Ctrl/Cmd+K); `false` builds no index and no button. */
  search: z.boolean().default(true),
  /**
   * The Try-it console of API operation pages. `corsProxy`: a proxy the site owner runs that the
   * console sends calls through (`<proxy>/<url>`), for APIs that do not allow the docs' origin.
   */
  apiConsole: z
    .strictObject({
      enabled: z.boolean().default(true),
      corsProxy: z.url().nullable().default(null),
    })
    .default({ enabled: true, corsProxy: null }),
  /**
   * An example in a spec that does not fit its schema: a warning ('warn', the default: many public
   * specs hold some, and a first build should not reject them) or an error ('throw').
   */
  onInvalidExamples: z.enum(['throw', 'warn']).default('warn'),
  openapi: z
    .array(
      z.strictObject({
        /** Spec file, relative to the site root. */
        spec: z.string(),
        /** Route the spec's pages live under, e.g. `/image-search/api`. */
        route: z.string().regex(/^\/[a-z0-9/-]*[a-z0-9]$/, 'must be a route like "/image-search/api"'),
        /** Sidebar label of the generated category when no content folder provides one. */
        label: z.string().default('API'),
        position: z.number().optional(),
        /** Languages of the code samples generated for operations without `x-codeSamples` (default: all, in this order). */
        codeSamples: z.array(z.enum(SAMPLE_LANGUAGE_NAMES)).optional(),
        /** The environment variable code samples read the credential from: one for all, or one per security scheme name (default: the scheme's name in upper snake case). */
        /** Sidebar categories per tag (grouped by `x-tagGroups`); `false`: one flat list of operations. */
        groupByTag: z.boolean().default(true),
        credentialVariable: z
          .union([
            z.string().regex(ENV_NAME, 'must be an environment variable name'),
            z.record(z.string(), z.string().regex(ENV_NAME, 'must be an environment variable name')),
          ])
          .optional(),
      }),
    )
    .default([]),
});

export const configSchema = schema;
/** What a user writes in docgen.config.ts. */
export type UserConfig = z.input<typeof schema>;
/** The config with every default applied. */
export type ResolvedConfig = z.output<typeof schema>;
export type NavbarItem = ResolvedConfig['navbar']['items'][number];

/** Typed helper for docgen.config.ts. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
