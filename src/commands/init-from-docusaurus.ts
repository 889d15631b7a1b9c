// `docgen init --from-docusaurus <site> [dir]`: a docgen site made from a Docusaurus site, which
// stays as it was. Its config is read (see from-docusaurus/load-docusaurus-config.ts), the docs
// folder, static folders, sidebars and the modules the pages import are copied, and the docgen
// config that matches is written, with MIGRATION.md: everything that was not carried over and why.
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configSchema } from '../config/schema.ts';
import { docId, docRoute, stripPathNumberPrefixes } from '../content/doc-route.ts';
import { readFrontMatter } from '../content/front-matter.ts';
import { loadContent } from '../content/load-content.ts';
import { loadComponents } from '../content/markdown/load-components.ts';
import { loadSidebarsFile } from '../content/load-sidebars.ts';
import { buildExplicitSidebar } from '../routes/explicit-sidebar.ts';
import { flattenSidebar } from '../routes/sidebar.ts';
import { DocgenError, isDocgenError } from '../errors.ts';
import { environmentError } from '../util/fs-errors.ts';
import { packageVersion } from '../util/package-root.ts';
import { configSource } from './from-docusaurus/config-source.ts';
import { loadDocusaurusConfig } from './from-docusaurus/load-docusaurus-config.ts';
import { dropStandInText } from './from-docusaurus/stand-in-text.ts';
import {
  docsPluginOptions,
  otherDocsRoutes,
  mapDocusaurusConfig,
  type OtherDocsPages,
  type DocsPlugin,
  type LeftOut,
} from './from-docusaurus/map-config.ts';
import { homePage, sidebarSections, type HomeDoc } from './from-docusaurus/home-page.ts';
import { collectPageImports, siteModulesOf, type DocsPage } from './from-docusaurus/mdx-imports.ts';
import { readMdxGlobals } from './from-docusaurus/mdx-components.ts';
import { browserEffects } from './from-docusaurus/browser-effects.ts';
import { mdx1Idioms } from './from-docusaurus/mdx1-idioms.ts';
import { functionChildren } from './from-docusaurus/function-children.ts';
import { assertEmptyFolder } from './init.ts';
import { packageNameFor } from './init-files.ts';

export interface FromDocusaurusOptions {
  /** The Docusaurus site folder (the one with docusaurus.config.js). */
  from: string;
  /** The new docgen site's folder: new or empty. Default: the current folder. */
  dir?: string;
}

export interface FromDocusaurusResult {
  dir: string;
  /** The Docusaurus config file read, relative to its site folder. */
  configFile: string;
  /** Markdown and MDX pages copied into the content folder. */
  /** The docs versions of versions.json carried over (versioned_docs/), newest first. */
  versions: string[];
  pages: number;
  /** Files copied into static/. */
  staticFiles: number;
  /** Components registered in the config. */
  components: string[];
  leftOut: LeftOut[];
  /** Files written besides the copies, relative to `dir`. */
  written: string[];
}

/** The content folder of the new site: the Docusaurus name, so `editUrl` and links read the same. */
export const CONTENT_DIR = 'docs';
export const MIGRATION_FILE = 'MIGRATION.md';
const SKIP = /^(\.|node_modules$)/;

export async function initFromDocusaurus(options: FromDocusaurusOptions): Promise<FromDocusaurusResult> {
  const siteDir = path.resolve(options.from);
  const dir = path.resolve(options.dir ?? '.');
  await assertEmptyFolder(
    dir,
    'docgen init --from-docusaurus writes a new site next to the Docusaurus one and never overwrites files: give it a new folder (`docgen init --from-docusaurus website docgen-site`).',
  );
  const { file: configFile, config: source, spreadStandIns } = await loadDocusaurusConfig(siteDir);
  const leftOut: LeftOut[] = [];
  for (const spread of spreadStandIns) {
    leftOut.push({
      what: spread.line === undefined ? spread.file : `${spread.file}:${spread.line}`,
      reason: `spreads ${spread.name}, which docgen reads as empty (it runs the config without its packages): what the config took from it is not carried over`,
    });
  }

  const docs = docsFolder(source);
  const contentAbs = path.join(siteDir, docs.path);
  const versions = await copyVersions(siteDir, dir, leftOut);
  if (!existsSync(contentAbs) && versions.length > 0 && docs.includeCurrentVersion === false) {
    // Only the versions are published: docgen still wants a (here empty) docs folder.
    await mkdir(path.join(dir, CONTENT_DIR), { recursive: true });
  } else if (!existsSync(contentAbs)) {
    throw new DocgenError(`The docs folder ${docs.path} does not exist.`, {
      file: configFile,
      hint: 'docgen carries over the docs of a Docusaurus site: check the `path` of its docs options.',
    });
  }
  const copiedDocs = existsSync(contentAbs) ? await copyTree(contentAbs, path.join(dir, CONTENT_DIR)) : [];
  const pageFiles = copiedDocs.filter(
    (rel) => /\.mdx?$/.test(rel) && !rel.split('/').some((s) => s.startsWith('_')),
  );
  const pages: DocsPage[] = [];
  const docRoutes = new Map<string, string>();
  for (const rel of pageFiles) {
    const absolute = path.join(contentAbs, rel);
    const text = await readFile(absolute, 'utf8');
    const page = { file: posix(path.join(docs.path, rel)), absolute, source: text };
    pages.push(page);
    const { id } = frontMatterIds(text);
    const route = pageRoute(page, docs.path, docs.routeBasePath);
    docRoutes.set(docId(rel, id), route);
    // As Docusaurus names it, its folders' number prefixes dropped (Socket.IO's navbar names
    // `categories/Documentation/index` for `categories/01-Documentation/index.md`).
    const plain = stripPathNumberPrefixes(docId(rel, id));
    if (!docRoutes.has(plain)) docRoutes.set(plain, route);
  }

  const written: string[] = [];
  const staticDirs = Array.isArray(source.staticDirectories)
    ? source.staticDirectories.filter((d): d is string => typeof d === 'string')
    : ['static'];
  const staticFiles = new Set<string>();
  for (const staticDir of staticDirs) {
    const absolute = path.resolve(siteDir, staticDir);
    if (!existsSync(absolute)) continue;
    for (const rel of await copyTree(absolute, path.join(dir, 'static'))) staticFiles.add(rel);
  }

  let sidebars: Record<string, unknown> | undefined;
  if (typeof docs.sidebarPath === 'string') {
    const sidebarsAbs = withTypeScriptTwin(path.resolve(siteDir, docs.sidebarPath));
    const name = `sidebars${path.extname(sidebarsAbs)}`;
    if (!existsSync(sidebarsAbs)) {
      leftOut.push({
        what: 'sidebarPath',
        reason: `${docs.sidebarPath} does not exist: the sidebar follows the folders`,
      });
    } else {
      await copyFile(sidebarsAbs, path.join(dir, name));
      // The site's modules it imports come along, where it finds them (tRPC's `./src/utils/env`).
      const copied: string[] = [];
      for (const module of await siteModulesOf(siteDir, sidebarsAbs)) {
        const to = path.join(dir, path.relative(siteDir, module));
        if (existsSync(to)) continue;
        await mkdir(path.dirname(to), { recursive: true });
        await copyFile(module, to);
        copied.push(to);
      }
      try {
        sidebars = (await loadSidebarsFile(dir))?.sidebars;
        written.push(name);
      } catch (error) {
        if (!isDocgenError(error)) throw error;
        await rm(path.join(dir, name));
        for (const file of copied) await rm(file);
        leftOut.push({
          what: posix(path.relative(siteDir, sidebarsAbs)),
          reason: `${error.message} The sidebar follows the folders instead.${sidebarsPackageHint(error.message, name)}`,
        });
      }
    }
  }

  // The versions' pages import components too (their own copies, or the site's), and so do the
  // partials (`_setup.mdx`, no page of their own) of every docs folder.
  const versionPages: DocsPage[] = [];
  const partials: DocsPage[] = [];
  const isPartial = (rel: string) => rel.split('/').some((seg) => seg.startsWith('_'));
  for (const rel of copiedDocs.filter((rel) => /\.mdx?$/.test(rel) && isPartial(rel))) {
    const absolute = path.join(contentAbs, rel);
    partials.push({
      file: posix(path.join(docs.path, rel)),
      absolute,
      source: await readFile(absolute, 'utf8'),
    });
  }
  for (const version of versions) {
    const folder = path.join(siteDir, versionedDocsFolder(version));
    for (const rel of await listFiles(folder))
      if (/\.mdx?$/.test(rel)) {
        const absolute = path.join(folder, rel);
        (isPartial(rel) ? partials : versionPages).push({
          file: posix(path.join(versionedDocsFolder(version), rel)),
          absolute,
          source: await readFile(absolute, 'utf8'),
        });
      }
  }
  // Docusaurus' home is then a React page (src/pages/index.js); docgen's is a page of the docs,
  // of the version served at the unversioned path (Docusaurus's `lastVersion`: by default the
  // newest of versions.json, else the docs folder).
  const lastOption = docsPluginOptions(source).options?.lastVersion;
  const latest =
    typeof lastOption === 'string' && (lastOption === 'current' || versions.includes(lastOption))
      ? lastOption
      : (versions[0] ?? 'current');
  const latestFolder = latest === 'current' ? docs.path : versionedDocsFolder(latest);
  const latestPages =
    latest === 'current' ? pages : versionPages.filter((page) => page.file.startsWith(`${latestFolder}/`));
  const latestRoutes = latestPages.map((page) => pageRoute(page, latestFolder, docs.routeBasePath));
  if (docs.routeBasePath === '/' && !latestRoutes.includes('/')) {
    // `index.mdx`, unless the docs have a page of that name served elsewhere (its own `slug`):
    // the home page's front matter says `slug: /`, so any free name serves.
    const homeFolder = latest === 'current' ? CONTENT_DIR : versionedDocsFolder(latest);
    const homeName = ['index', 'home', 'docgen-home'].find(
      (name) => !['.md', '.mdx'].some((ext) => existsSync(path.join(dir, homeFolder, `${name}${ext}`))),
    );
    const home = `${homeFolder}/${homeName ?? `docgen-home-${Date.now()}`}.mdx`;
    const latestSidebars =
      latest === 'current'
        ? sidebars
        : readJson(path.join(siteDir, `versioned_sidebars/version-${latest}-sidebars.json`));
    const sections = sidebarSections(latestSidebars, homeDocs(latestPages, latestFolder, docs.routeBasePath));
    await writeFile(path.join(dir, home), homePage(source, sections), { flag: 'wx' }).catch((error) => {
      throw environmentError(error, path.join(dir, home));
    });
    written.push(home);
    if (latest === 'current') docRoutes.set(path.posix.basename(home, '.mdx'), '/');
    leftOut.push({
      what: 'src/pages/index',
      reason: `the home page is a React page: ${home} was written in its place (the title, the tagline and a card for each section of the sidebar)`,
    });
  }
  const destination = (file: string) => {
    const inDocs = path.relative(contentAbs, file);
    return inDocs.startsWith('..')
      ? posix(path.relative(siteDir, file))
      : posix(path.join(CONTENT_DIR, inDocs));
  };
  // MDX 1 idioms MDX 3 stops on: rewritten in the copies where a rewrite shows the same, reported
  // where none does. The pages' imports are then read from the copies' text.
  const idioms: LeftOut[] = [];
  for (const page of [...pages, ...versionPages, ...partials]) {
    const { source: copied, leftOut: notes } = mdx1Idioms(page);
    idioms.push(...notes);
    if (copied === page.source) continue;
    page.source = copied;
    await writeFile(path.join(dir, destination(page.absolute)), copied);
  }
  leftOut.push(...foldRepeats(idioms));
  // Components a swizzled src/theme/MDXComponents makes global: registered as the pages' imports are.
  const globals = await readMdxGlobals(siteDir);
  const imports = await collectPageImports(
    siteDir,
    contentAbs,
    [...pages, ...versionPages, ...partials],
    globals,
  );
  // The theme components it makes global (`Tabs`), which docgen renders on a page that imports
  // them: each copied page using one gets the import, below its front matter.
  for (const { page, imports: lines } of imports.themeGlobals) {
    const copy = path.join(dir, destination(page.absolute));
    await writeFile(copy, withImports(await readFile(copy, 'utf8'), lines));
  }
  if (imports.themeGlobals.length > 0)
    leftOut.push({
      what: globals.file!,
      reason: `makes ${[...new Set(imports.themeGlobals.flatMap((t) => t.imports.map((l) => l.split(' ')[1])))].join(', ')} global, theme components docgen renders on the pages that import them: ${plural(imports.themeGlobals.length, 'copied page')} using them without an import ${imports.themeGlobals.length === 1 ? 'has' : 'have'} it added below the front matter (${imports.themeGlobals
        .slice(0, 3)
        .map((t) => destination(t.page.absolute))
        .join(', ')}${imports.themeGlobals.length > 3 ? ', …' : ''})`,
    });
  // The site's package.json read by a component (Kysely's install snippet shows its version) is
  // the one init writes, with the site's fields but its scripts and dependencies.
  let readsSitePackage = false;
  for (const file of imports.files) {
    const rel = destination(file);
    if (rel.startsWith(`${CONTENT_DIR}/`) && !path.relative(contentAbs, file).startsWith('..')) continue;
    if (rel === 'package.json') {
      readsSitePackage = true;
      leftOut.push({
        what: 'package.json',
        reason:
          "a component or module of the site imports the site's package.json: docgen's package.json keeps its fields (name, version, …) but its scripts and dependencies, which are docgen's",
      });
      continue;
    }
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await copyFile(file, path.join(dir, rel));
  }

  const builtRoutes = new Set([...docRoutes.values(), ...latestRoutes]);
  const otherDocs = await otherDocsPages(siteDir, source, builtRoutes);
  const mapped = mapDocusaurusConfig(
    {
      config: source,
      docRoutes,
      otherDocs,
      sidebars,
      sidebarStarts: await sidebarStarts(dir, sidebars, docs.routeBasePath),
      staticFiles,
      versions,
      versionRoutes: versionRoutes(source, docs, versions, latest, pages, versionPages),
    },
    docs,
    CONTENT_DIR,
  );
  leftOut.push(...mapped.leftOut, ...globals.leftOut, ...foldRepeats(imports.leftOut));
  const config: Record<string, unknown> = { ...mapped.config };
  if (!config.title) config.title = path.basename(siteDir);
  if (!config.url) {
    config.url = 'https://docs.example.com';
    leftOut.push({ what: 'url', reason: 'is missing: docs.example.com is written in its place' });
  }
  config.contentDir = CONTENT_DIR;
  const components = Object.fromEntries(
    Object.entries(imports.components).map(([name, file]) => [name, `./${destination(file)}`]),
  );
  // A component that compiles but throws as it loads (webpack's `require.context` at its top
  // level) would stop the first build: it is not registered, and its pages build without it.
  for (const name of await componentsThatThrow(dir, components, leftOut)) {
    delete components[name];
    for (const page of [...pages, ...versionPages, ...partials])
      if (new RegExp(`<${name.replace(/\$/g, '\\$')}[\\s/>.]`).test(page.source))
        imports.unrendered.add(page.file);
  }
  if (Object.keys(components).length > 0) config.components = components;
  for (const [name, file] of Object.entries(components)) {
    const rel = file.replace(/^\.\//, '');
    const found = browserEffects(name, rel, await readFile(path.join(dir, rel), 'utf8').catch(() => ''));
    if (found) leftOut.push(found);
  }
  const functionPages: LeftOut[] = [];
  for (const page of [...pages, ...versionPages, ...partials]) {
    const found = functionChildren(page);
    if (!found) continue;
    functionPages.push(found);
    imports.unrendered.add(page.file);
  }
  leftOut.push(...foldRepeats(functionPages));
  // Live demos and the like: the first build works, each page without them, each with a warning.
  if (imports.unrendered.size > 0) {
    config.onUnknownComponents = 'warn';
    leftOut.push({
      what: `${imports.unrendered.size} page${imports.unrendered.size === 1 ? '' : 's'} (${[...imports.unrendered].slice(0, 3).join(', ')}${imports.unrendered.size > 3 ? ', …' : ''})`,
      reason:
        "use components or `:::` blocks docgen cannot render (listed above): `onUnknownComponents: 'warn'` is set, so they build without them, with a warning each; register a component in `components` (or remove it from the page) and fix each block's type, then remove the setting to make such a component stop the build",
    });
  }
  dropStandInText(config, source, leftOut);
  keepValidKeys(config, leftOut);
  const site = await siteLeftOvers(siteDir, source, builtRoutes, otherDocs, globals.file);
  leftOut.push(...site.leftOut);
  if (site.otherRoutes.length > 0) config.linkCheckExclude = site.otherRoutes;

  const sitePackage = readsSitePackage ? sitePackageFields(siteDir) : {};
  const files: Record<string, string> = {
    'docgen.config.ts': configSource(config, [
      `Made by \`docgen init --from-docusaurus\` from ${configFile}; ${MIGRATION_FILE} lists what was not carried over.`,
    ]),
    [MIGRATION_FILE]: migrationNotes(configFile, leftOut, pageFiles.length, imports.themeImports),
    '.gitignore': 'node_modules/\nbuild/\n',
    'package.json': `${JSON.stringify(
      {
        ...sitePackage,
        name: typeof sitePackage.name === 'string' ? sitePackage.name : packageNameFor(path.basename(dir)),
        private: true,
        // As the Docusaurus site's: its CommonJS modules (`module.exports` in a `.js` file that
        // sidebars.ts or a component imports) would be read as ES modules in a "type": "module" package.
        ...(sitePackageType(siteDir) === 'module' ? { type: 'module' } : {}),
        scripts: { dev: 'docgen dev', build: 'docgen build', serve: 'docgen serve' },
        devDependencies: { docgen: `^${packageVersion()}` },
      },
      null,
      2,
    )}\n`,
  };
  for (const [rel, text] of Object.entries(files)) {
    await writeFile(path.join(dir, rel), text, { flag: 'wx' }).catch((error) => {
      throw environmentError(error, path.join(dir, rel));
    });
    written.push(rel);
  }
  return {
    dir,
    configFile,
    pages: pageFiles.length,
    staticFiles: staticFiles.size,
    components: Object.keys(components),
    versions,
    leftOut,
    written,
  };
}

/** The docs folder (the current version, "Next" when there are versions), its route and sidebars. */
function docsFolder(source: Record<string, unknown>): DocsPlugin & { includeCurrentVersion?: boolean } {
  const { options = {} } = docsPluginOptions(source);
  const docsPath = posix(path.normalize(typeof options.path === 'string' ? options.path : 'docs'));
  const sidebarPath = options.sidebarPath as string | false | undefined;
  const base = typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs';
  const routeBasePath = `/${base.replace(/^\/+|\/+$/g, '')}`;
  return {
    path: posix(path.normalize(docsPath)),
    routeBasePath,
    sidebarPath,
    ...(typeof options.includeCurrentVersion === 'boolean'
      ? { includeCurrentVersion: options.includeCurrentVersion }
      : {}),
  };
}

const versionedDocsFolder = (version: string) => `versioned_docs/version-${version}`;

/**
 * Each sidebar's first page in the new site, as docgen lays it out (folders, `_category_` files,
 * positions): what a `docSidebar` navbar item leads to when the sidebar's first item is
 * autogenerated. A sidebar docgen cannot lay out has none (its build names the problem).
 */
async function sidebarStarts(
  dir: string,
  sidebars: Record<string, unknown> | undefined,
  routeBasePath: string,
): Promise<Map<string, string>> {
  const starts = new Map<string, string>();
  if (!sidebars || !existsSync(path.join(dir, CONTENT_DIR))) return starts;
  let content;
  try {
    content = await loadContent({ root: dir, contentDir: CONTENT_DIR, routeBasePath, sidebarPath: false });
  } catch {
    return starts;
  }
  for (const [id, items] of Object.entries(sidebars)) {
    try {
      const { sidebars: built } = buildExplicitSidebar({
        sidebars: { file: 'sidebars', sidebars: { [id]: items } },
        docs: content.docs,
        categories: content.categories,
        routeBasePath,
      });
      const first = flattenSidebar(built[0]?.items ?? [])[0];
      if (first) starts.set(id, first.route);
    } catch {
      // Not laid out: the item is left out with its reason.
    }
  }
  return starts;
}

/** The `type` of the Docusaurus site's package.json ("module", "commonjs"), if it says one. */
function sitePackageType(siteDir: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { type?: unknown };
    return typeof pkg.type === 'string' ? pkg.type : undefined;
  } catch {
    return undefined;
  }
}

/** The site's package.json without what makes it a Docusaurus project (its scripts, dependencies, type). */
function sitePackageFields(siteDir: string): Record<string, unknown> {
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  for (const key of [
    'private',
    'type',
    'scripts',
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
    'bundleDependencies',
    'bundledDependencies',
    'overrides',
    'resolutions',
    'workspaces',
    'packageManager',
    'engines',
  ])
    delete pkg[key];
  return pkg;
}

/** A package the sidebars file imports (tRPC's imports zod through a module of its own): how to get it back. */
function sidebarsPackageHint(message: string, name: string): string {
  const missing = /Could not resolve "([^"./][^"]*)"/.exec(message)?.[1];
  return missing
    ? ` It imports the package ${missing}: add it to the new site (\`npm install ${missing}\`), then copy ${name} (and the modules it imports) back in.`
    : '';
}

/**
 * Docusaurus's versions, in the same layout (docgen reads it as Docusaurus writes it):
 * versions.json, each `versioned_docs/version-X/` and `versioned_sidebars/version-X-sidebars.json`.
 * A version whose folder is missing is left out, with the reason. Returns the versions copied.
 */
async function copyVersions(siteDir: string, dir: string, leftOut: LeftOut[]): Promise<string[]> {
  const listed = readVersions(siteDir);
  const versions: string[] = [];
  /** versions.json as written: "current" (the docs folder) keeps its place among them. */
  const written: string[] = [];
  for (const version of listed) {
    if (version === 'current') {
      written.push(version);
      continue;
    }
    const folder = versionedDocsFolder(version);
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(version)) {
      leftOut.push({
        what: `versions.json (${version})`,
        reason: 'is not a folder name docgen accepts: the version is not carried over',
      });
      continue;
    }
    if (!existsSync(path.join(siteDir, folder))) {
      const script = scriptMaking(siteDir, folder);
      leftOut.push({
        what: `versions.json (${version})`,
        reason: script
          ? `${folder} is missing: package.json's script ${JSON.stringify(script)} makes it (Docusaurus's build runs it first). Run it in the Docusaurus site, then \`docgen init --from-docusaurus\` again into a new folder; without it the version is not carried over`
          : `${folder} is missing (Docusaurus would refuse it too): the version is not carried over`,
      });
      continue;
    }
    await copyTree(path.join(siteDir, folder), path.join(dir, folder));
    const sidebars = `versioned_sidebars/version-${version}-sidebars.json`;
    if (existsSync(path.join(siteDir, sidebars))) {
      await mkdir(path.join(dir, 'versioned_sidebars'), { recursive: true });
      await copyFile(path.join(siteDir, sidebars), path.join(dir, sidebars));
    }
    versions.push(version);
    written.push(version);
  }
  if (versions.length > 0)
    await writeFile(path.join(dir, 'versions.json'), `${JSON.stringify(written, null, 2)}\n`, {
      flag: 'wx',
    }).catch((error) => {
      throw environmentError(error, path.join(dir, 'versions.json'));
    });
  return versions;
}

/**
 * The name of the site's package.json script that writes `folder` (some sites keep their newest
 * version out of git and copy it from the docs folder before each build, e.g. pnpm.io's
 * `"copy-docs": "shx cp -r docs versioned_docs/version-11.x"`).
 */
function scriptMaking(siteDir: string, folder: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { scripts?: unknown };
    if (!pkg.scripts || typeof pkg.scripts !== 'object') return undefined;
    return Object.entries(pkg.scripts as Record<string, unknown>).find(
      ([, command]) => typeof command === 'string' && command.includes(folder),
    )?.[0];
  } catch {
    return undefined;
  }
}

/** versions.json: the docs versions, newest first; none when the file is missing or not a list. */
function readVersions(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  try {
    const versions = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(versions) ? versions.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Drops the keys the config schema refuses, each into the list with the schema's message. */
function keepValidKeys(config: Record<string, unknown>, leftOut: LeftOut[]): void {
  for (let round = 0; round < 50; round++) {
    const check = configSchema.safeParse(withCodeAsFunctions(config));
    if (check.success) return;
    const issue = check.error.issues[0]!;
    const keyPath = issue.path.map(String);
    leftOut.push({
      what: keyPath.join('.') || '(config)',
      reason: `docgen refuses its value: ${issue.message}`,
    });
    deletePath(config, keyPath.length > 0 ? keyPath : ['title']);
  }
}

function withCodeAsFunctions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withCodeAsFunctions);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'code') return () => undefined;
  return Object.fromEntries(entries.map(([k, v]) => [k, withCodeAsFunctions(v)]));
}

function deletePath(target: Record<string, unknown>, keys: string[]): void {
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) node = (node as Record<string, unknown>)?.[key];
  if (!node || typeof node !== 'object') return void delete target[keys[0]!];
  if (Array.isArray(node)) node.splice(Number(keys.at(-1)), 1);
  else delete (node as Record<string, unknown>)[keys.at(-1)!];
}

/**
 * The same finding on many pages (one import in each of Stencil's 29 versions of a page) is one
 * line, naming the first pages and how many more, instead of one line per page.
 */
export function foldRepeats(items: readonly LeftOut[]): LeftOut[] {
  const byReason = new Map<string, LeftOut[]>();
  for (const item of items) byReason.set(item.reason, [...(byReason.get(item.reason) ?? []), item]);
  return [...byReason.values()].flatMap((group) =>
    group.length <= 3
      ? group
      : [
          {
            what: `${group
              .slice(0, 2)
              .map((g) => g.what)
              .join(', ')} and ${group.length - 2} more places`,
            reason: group[0]!.reason,
          },
        ],
  );
}

/**
 * `require.resolve('./sidebars.js')` in a TypeScript config whose file is `sidebars.ts` (React
 * Redux's): Docusaurus' loader takes the `.ts` twin, as TypeScript's own imports do.
 */
function withTypeScriptTwin(file: string): string {
  if (existsSync(file)) return file;
  const twin = file.replace(/\.(m|c)?js$/, '.$1ts');
  return twin !== file && existsSync(twin) ? twin : file;
}

/** The `@docusaurus/core` version range in the site's package.json (`2.2.0`, `^3.1.0` → without the range sign). */
function docusaurusVersion(siteDir: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
    return typeof range === 'string' ? range.replace(/^[\^~>=v\s]+/, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the site holds besides docs that docgen does not build (blog posts, React pages,
 * translations, swizzled theme), and the routes of it that the docs may link to: the config's
 * `linkCheckExclude`, so that the first build does not stop on a link to `/help` or the blog.
 */
async function siteLeftOvers(
  siteDir: string,
  source: Record<string, unknown>,
  docsRoutes: ReadonlySet<string>,
  otherDocs: readonly OtherDocsPages[],
  /** The swizzled MDXComponents init read, if any (not counted with the theme components left out). */
  globalsFile?: string,
): Promise<{ leftOut: LeftOut[]; otherRoutes: string[] }> {
  const out: LeftOut[] = [];
  const otherRoutes: string[] = [];
  const count = async (rel: string, test: RegExp) =>
    existsSync(path.join(siteDir, rel))
      ? (await listFiles(path.join(siteDir, rel))).filter((f) => test.test(f)).length
      : 0;
  const blog = await count('blog', /\.mdx?$/);
  if (blog > 0 && !JSON.stringify(source.presets ?? []).includes('"blog":false')) {
    // A blog at the site's root (`routeBasePath: '/'`) would take every route out of the check.
    const base = blogRouteBasePath(source);
    if (base) otherRoutes.push(`/${base}`, `/${base}/**`);
    out.push({
      what: 'blog/',
      reason: `${plural(blog, 'blog post')}: there is no blog in docgen${base ? ` (links to /${base} are not checked: \`linkCheckExclude\`)` : ''}`,
    });
  }
  const reactPages = existsSync(path.join(siteDir, 'src/pages'))
    ? (await listFiles(path.join(siteDir, 'src/pages'))).filter(
        (f) => /\.(jsx?|tsx?)$/.test(f) && !/(^|\/)_/.test(f),
      )
    : [];
  if (reactPages.length > 0) {
    const routes = reactPages.map((f) => `/${f.replace(/\.(jsx?|tsx?)$/, '').replace(/(^|\/)index$/, '')}`);
    // docgen always writes a page at the site's root (a docs page, or one sending on to the docs).
    const unbuilt = routes.filter((route) => route !== '/' && !docsRoutes.has(route));
    otherRoutes.push(...unbuilt);
    out.push({
      what: 'src/pages/',
      reason: `${plural(reactPages.length, 'React page')} (${routes.slice(0, 6).join(', ')}${routes.length > 6 ? ', …' : ''}) ${reactPages.length === 1 ? 'is' : 'are'} code docgen does not run${unbuilt.length > 0 ? `: links to ${unbuilt.length === routes.length ? 'them' : unbuilt.slice(0, 6).join(', ')}${unbuilt.length > 6 ? ', …' : ''} are not checked (\`linkCheckExclude\`); serve them from elsewhere on the same host or write them as pages, then take them out of that list` : ''}`,
    });
  }
  // The other docs plugins' pages (the report's `plugins[N]` entries say so): each route read from
  // its folder, so that a link to a page it does not have is still broken, wherever it is mounted.
  for (const other of otherDocs) otherRoutes.push(...(other.routes ?? []));
  for (const base of otherDocsRoutes(
    source,
    docsRoutes,
    otherDocs.filter((other) => other.routes !== undefined),
  ))
    otherRoutes.push(`/${base}`, `/${base}/**`);
  const markdownFiles = existsSync(path.join(siteDir, 'src/pages'))
    ? (await listFiles(path.join(siteDir, 'src/pages'))).filter(
        (f) => /\.mdx?$/.test(f) && !/(^|\/)_/.test(f),
      )
    : [];
  const markdownPages = markdownFiles.length;
  if (markdownPages > 0) {
    // Sequelize's docs link to its /releases page: not checked until the page moves into the docs.
    const routes = markdownFiles
      .map((f) => `/${f.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`)
      .filter((route) => route !== '/' && !docsRoutes.has(route));
    otherRoutes.push(...routes);
    out.push({
      what: 'src/pages/',
      reason: `${markdownPages} Markdown page${markdownPages === 1 ? '' : 's'} outside the docs folder: move ${markdownPages === 1 ? 'it' : 'them'} into ${CONTENT_DIR}/ to keep ${markdownPages === 1 ? 'it' : 'them'}${routes.length > 0 ? ` (links to ${routes.slice(0, 6).join(', ')}${routes.length > 6 ? ', …' : ''} are not checked meanwhile: \`linkCheckExclude\`)` : ''}`,
    });
  }
  const core = docusaurusVersion(siteDir);
  if (core?.startsWith('2'))
    out.push({
      what: `@docusaurus/core ${core}`,
      reason:
        "a Docusaurus 2 site: its pages were written for MDX 1, and docgen reads MDX 3, as Docusaurus 3 does. A page MDX 3 cannot read stops the build with its file and line; the usual fixes (`\\{` for a literal brace, `&lt;` for a literal `<`, closing every tag on the lines it opens) are in Docusaurus's guide to upgrading to MDX 3",
    });
  // MDXComponents is read (mdx-components.ts): its global components are registered.
  const swizzled = (await count('src/theme', /\.(jsx?|tsx?)$/)) - (globalsFile ? 1 : 0);
  if (swizzled > 0)
    out.push({
      what: 'src/theme/',
      reason: `${plural(swizzled, 'swizzled theme component')}: docgen pages are made from its templates (docgen templates, under templates/)`,
    });
  const translations = await count('i18n', /\.(mdx?|json)$/);
  if (translations > 0)
    out.push({
      what: 'i18n/',
      reason: `${plural(translations, 'translation file')}: docgen builds the default locale`,
    });
  return { leftOut: out, otherRoutes };
}

/**
 * The pages of each docs plugin docgen does not build, as routes (front matter `id` and `slug`
 * applied, the docs' own routes left out): `routes` is undefined when its folder is not there.
 */
async function otherDocsPages(
  siteDir: string,
  source: Record<string, unknown>,
  builtRoutes: ReadonlySet<string>,
): Promise<OtherDocsPages[]> {
  const out: OtherDocsPages[] = [];
  for (const other of docsPluginOptions(source).others) {
    const folder = path.resolve(siteDir, other.path);
    if (!existsSync(folder)) {
      out.push({ ...other });
      continue;
    }
    const files = (await listFiles(folder)).filter(
      (rel) => /\.mdx?$/.test(rel) && !rel.split('/').some((s) => s.startsWith('_')),
    );
    const routes = new Set<string>();
    for (const rel of files) {
      const { id, slug } = frontMatterIds(await readFile(path.join(folder, rel), 'utf8'));
      const route = docRoute(rel, id, slug, other.routeBasePath ? `/${other.routeBasePath}` : '/');
      if (!builtRoutes.has(route)) routes.add(route);
    }
    out.push({ ...other, routes: [...routes].sort() });
  }
  return out;
}

/** The blog's route below the site root (the classic preset's `blog.routeBasePath`, `blog` by default). */
function blogRouteBasePath(source: Record<string, unknown>): string {
  for (const entry of Array.isArray(source.presets) ? source.presets : []) {
    const blog = Array.isArray(entry)
      ? (entry[1] as { blog?: { routeBasePath?: unknown } })?.blog
      : undefined;
    if (typeof blog?.routeBasePath === 'string') return blog.routeBasePath.replace(/^\/+|\/+$/g, '');
  }
  return 'blog';
}

/** A page's `id` and `slug` from its front matter (none when it does not parse: the build reports that). */
function frontMatterIds(text: string): { id?: string; slug?: string; title?: string } {
  let data: Record<string, unknown> = {};
  try {
    data = readFrontMatter(text).data;
  } catch {
    // The build reports bad front matter with its line; the route then falls back to the file's.
  }
  return {
    ...(typeof data.id === 'string' ? { id: data.id } : {}),
    ...(typeof data.slug === 'string' ? { slug: data.slug } : {}),
    ...(typeof data.sidebar_label === 'string'
      ? { title: data.sidebar_label }
      : typeof data.title === 'string'
        ? { title: data.title }
        : {}),
  };
}

/** The pages of a docs folder as the home page's cards need them: id, route and title. */
function homeDocs(pages: DocsPage[], folder: string, routeBasePath: string): HomeDoc[] {
  return pages.map((page) => {
    const rel = posix(path.relative(folder, page.file));
    const { id, title } = frontMatterIds(page.source);
    const h1 = /^#\s+(.+?)\s*$/m.exec(page.source)?.[1];
    return {
      id: docId(rel, id),
      route: pageRoute(page, folder, routeBasePath),
      title: title ?? h1 ?? docId(rel, id),
    };
  });
}

/** A JSON file's value, or undefined when it is missing or not JSON. */
function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The route of a page of a docs folder (`folder`, relative to the site, as in `page.file`). */
/**
 * Where each version's pages are served, as Docusaurus serves them: the latest (`lastVersion`) at
 * the docs path, the others below it at their `path` (by default their name; "next" for the docs
 * folder).
 */
function versionRoutes(
  source: Record<string, unknown>,
  docs: { path: string; routeBasePath: string },
  versions: string[],
  latest: string,
  pages: DocsPage[],
  versionPages: DocsPage[],
): Set<string> {
  const options = docsPluginOptions(source).options?.versions;
  const routes = new Set<string>();
  for (const name of ['current', ...versions]) {
    const own = (options as Record<string, { path?: unknown }> | undefined)?.[name]?.path;
    // The latest's own `path` too (Socket.IO's `current: { path: 'v4' }` with `lastVersion: 'current'`).
    const versionPath =
      typeof own === 'string' ? own : name === latest ? '' : name === 'current' ? 'next' : name;
    const base = [docs.routeBasePath.replace(/\/$/, ''), versionPath].filter(Boolean).join('/') || '/';
    const folder = name === 'current' ? docs.path : versionedDocsFolder(name);
    const list = name === 'current' ? pages : versionPages.filter((p) => p.file.startsWith(`${folder}/`));
    for (const page of list) routes.add(pageRoute(page, folder, base.startsWith('/') ? base : `/${base}`));
  }
  return routes;
}

function pageRoute(page: DocsPage, folder: string, routeBasePath: string): string {
  const { id, slug } = frontMatterIds(page.source);
  return docRoute(posix(path.relative(folder, page.file)), id, slug, routeBasePath);
}

function migrationNotes(configFile: string, leftOut: LeftOut[], pages: number, themeImports: number): string {
  const lines = [
    '# Not carried over from Docusaurus',
    '',
    `\`docgen init --from-docusaurus\` read ${configFile} and copied ${pages} pages into ${CONTENT_DIR}/ (${themeImports} imports of Docusaurus theme components docgen renders itself).`,
    'What it could not carry over, and why:',
    '',
    ...(leftOut.length === 0
      ? ['Nothing: everything carried over.']
      : leftOut.map((item) => `- \`${item.what.replace(/`/g, "'")}\`: ${item.reason.replace(/\n/g, ' ')}`)),
    '',
  ];
  return lines.join('\n');
}

async function copyTree(from: string, to: string): Promise<string[]> {
  const files = await listFiles(from);
  for (const rel of files) {
    await mkdir(path.dirname(path.join(to, rel)), { recursive: true });
    await copyFile(path.join(from, rel), path.join(to, rel));
  }
  return files;
}

/** Files under `root` (POSIX, relative), without dotfiles, node_modules and symbolic links. */
async function listFiles(root: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch((error) => {
    throw environmentError(error, path.join(root, rel));
  });
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.test(entry.name)) continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(root, child)));
    else if (entry.isFile()) out.push(child);
  }
  return out;
}

function posix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The registered components whose modules throw as the build would load them, each reported in
 * `leftOut` with its file, line and message; one load for each (at most one a component).
 */
async function componentsThatThrow(
  dir: string,
  components: Record<string, string>,
  leftOut: LeftOut[],
): Promise<string[]> {
  const failed: string[] = [];
  const left = { ...components };
  while (Object.keys(left).length > 0) {
    try {
      await loadComponents(dir, left);
      break;
    } catch (error) {
      const name = isDocgenError(error) ? /^components\.(.+)$/.exec(error.pointer ?? '')?.[1] : undefined;
      // A compile error, or a throw the load cannot pin on one component: the build names it.
      if (!isDocgenError(error) || name === undefined || !(name in left)) break;
      const file = error.file ?? left[name]!.replace(/^\.\//, '');
      delete left[name];
      failed.push(name);
      leftOut.push({
        what: error.line === undefined ? file : `${file}:${error.line}`,
        reason: `the component ${name} throws as it loads (${error.message.replace(/^A registered component threw while loading: /, '')}): docgen loads components with Node and React alone, so it is not registered, and its pages build without it, with a warning`,
      });
    }
  }
  return failed;
}

/** The page's text with import lines added below its front matter (and a blank line, ending the ESM block). */
export function withImports(text: string, lines: string[]): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[0] ?? '';
  const rest = text.slice(frontMatter.length);
  return `${frontMatter}${lines.join('\n')}\n${/^\r?\n/.test(rest) ? '' : '\n'}${rest}`;
}

/** "1 blog post", "3 blog posts". */
function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
