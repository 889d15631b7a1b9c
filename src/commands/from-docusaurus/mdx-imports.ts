// What the docs pages import, sorted by what docgen can do with it: the theme components it renders
// itself, the site's own components and data modules (copied, and components registered in the
// config when they compile with React alone), and everything else (left out, with the line).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { MODULE_EXTENSIONS } from '../../content/markdown/data-modules.ts';
import { usesMdx } from '../../content/markdown/detect-mdx.ts';
import { DOCUSAURUS_SHIMS, docusaurusShims } from '../../content/markdown/docusaurus-shims.ts';
import { esbuildInputs } from '../../util/esbuild-inputs.ts';
import { BASE_URL_MODULES } from '../../content/markdown/mdx-literal.ts';
import { MEDIA_FILE, THEME_MODULES } from '../../content/markdown/plugins/remark-mdx-components.ts';
import { KNOWN_CONTAINERS } from '../../content/markdown/plugins/remark-unknown-directives.ts';
import { flowReason } from './flow-syntax.ts';
import type { LeftOut } from './map-config.ts';
import { unprovidedImportLines, type UnprovidedImport } from './unprovided-imports.ts';
import type { MdxGlobals } from './mdx-components.ts';

export interface PageImports {
  /** Component name → its file (absolute). */
  components: Record<string, string>;
  /** Files the pages need (components, data, partials, their CSS), absolute; each in the site or the docs folder. */
  files: Set<string>;
  /** How many uses of Docusaurus theme components docgen renders itself. */
  themeImports: number;
  /** The pages that use a component docgen cannot render (an import it does not provide or compile). */
  unrendered: Set<string>;
  leftOut: LeftOut[];
  /**
   * Pages that use theme components a swizzled MDXComponents made global, without importing them:
   * the imports to add (`import Tabs from '@theme/Tabs';`), as in Docusaurus every page had them.
   */
  themeGlobals: { page: DocsPage; imports: string[] }[];
}

export interface DocsPage {
  /** Relative to the site folder (POSIX), for messages. */
  file: string;
  absolute: string;
  source: string;
}

const IMPORT = /^import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm;
const MARKDOWN = /\.mdx?$/;

export async function collectPageImports(
  siteDir: string,
  docsDir: string,
  pages: DocsPage[],
  globals: MdxGlobals = { site: [], theme: {}, refused: [], leftOut: [] },
): Promise<PageImports> {
  const inside = (file: string) =>
    [siteDir, docsDir].some((root) => {
      const rel = path.relative(root, file);
      return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
    });
  const result: PageImports = {
    components: {},
    files: new Set(),
    themeImports: 0,
    unrendered: new Set(),
    leftOut: [],
    themeGlobals: [],
  };
  const globalNames = new Set([...globals.site.map((g) => g.name), ...Object.keys(globals.theme)]);
  /** Site globals → the pages using them without an import of their own. */
  const globalUses = new Map<string, DocsPage[]>();
  /** The import's names used as `<Name` on the page (outside code blocks): components. */
  const usedAsComponents = (clause: string, text: string) =>
    importedNames(clause).filter((name) => usedAsComponent(name, text));
  const checked = new Map<
    string,
    { files: string[] } | { error: string; outside?: true; asset?: string; flow?: true }
  >();
  /** Imports of packages docgen does not provide: one report line per package, after the pages. */
  const unprovided: UnprovidedImport[] = [];
  for (const page of pages) {
    const source = withoutCodeBlocks(page.source);
    const undeclared = undeclaredComponents(page, source);
    const theme = undeclared.filter((u) => u.name in globals.theme);
    if (theme.length > 0) {
      result.themeGlobals.push({
        page,
        imports: theme.map((u) => `import ${u.name} from '${globals.theme[u.name]}';`),
      });
      result.themeImports += theme.length;
    }
    for (const use of undeclared)
      if (globals.site.some((g) => g.name === use.name))
        globalUses.set(use.name, [...(globalUses.get(use.name) ?? []), page]);
    // One MDXComponents holds but docgen cannot register (an inline function): reported with it.
    if (undeclared.some((u) => globals.refused.includes(u.name))) result.unrendered.add(page.file);
    undeclared.splice(
      0,
      undeclared.length,
      ...undeclared.filter((u) => !globalNames.has(u.name) && !globals.refused.includes(u.name)),
    );
    if (undeclared.length > 0) {
      result.unrendered.add(page.file);
      result.leftOut.push({
        what: `${page.file}:${undeclared[0]!.line}`,
        reason: `uses ${undeclared.map((u) => `<${u.name}>`).join(', ')} without importing ${undeclared.length === 1 ? 'it' : 'them'} (MDX 1, in Docusaurus 2, rendered an empty element; MDX 3 stops): docgen leaves ${undeclared.length === 1 ? 'it' : 'them'} out, with a warning`,
      });
    }
    const blocks = unknownBlocks(source);
    if (blocks.length > 0) {
      result.unrendered.add(page.file);
      result.leftOut.push({
        what: `${page.file}:${blocks[0]!.line}`,
        reason: `uses ${[...new Set(blocks.map((b) => `:::${b.name}`))].join(', ')}, a block type docgen does not know (Docusaurus showed its content without a box, with a warning): docgen does the same`,
      });
    }
    if (!/^import\s/m.test(source)) continue;
    for (const match of source.matchAll(IMPORT)) {
      const [, clause = '', quoted = ''] = match;
      // The string as JavaScript reads it: `'./\_snippets/a.txt'` (an escape Markdown habits add) is `./_snippets/a.txt`.
      const spec = quoted.replace(/\\(.)/g, '$1');
      const line = source.slice(0, match.index).split('\n').length;
      const where = `${page.file}:${line}`;
      if (spec in THEME_MODULES || BASE_URL_MODULES.has(spec)) {
        result.themeImports++;
        continue;
      }
      // webpack's raw-loader: docgen reads the file's text itself (data-modules.ts).
      const raw = /^(?:!!|-!|!)?raw-loader!/.exec(spec);
      const request = raw ? spec.slice(raw[0].length) : spec;
      const target = request.startsWith('@site/')
        ? path.join(siteDir, request.slice('@site/'.length))
        : request.startsWith('.')
          ? path.resolve(path.dirname(page.absolute), request)
          : undefined;
      if (raw && target !== undefined) {
        if (existsSync(target) && statSync(target).isFile() && inside(target)) result.files.add(target);
        else
          result.leftOut.push({
            what: where,
            reason: `reads ${request} (raw-loader), which is ${existsSync(target) ? 'outside the site folder' : 'not there (a file the site generates before building? run that step first)'}: the page shows nothing in its place, with a warning`,
          });
        continue;
      }
      if (target === undefined) {
        if (!DOCUSAURUS_SHIMS.has(spec)) {
          unprovided.push({ spec, where });
          if (usedAsComponents(clause, source).length > 0) result.unrendered.add(page.file);
        }
        continue;
      }
      const file = resolveModule(target);
      if (!file || !inside(file)) {
        result.leftOut.push({
          what: where,
          reason: `imports ${spec}, which is ${file ? 'outside the site folder' : 'not there'}`,
        });
        continue;
      }
      const rel = path.relative(siteDir, file).split(path.sep).join('/');
      if (MARKDOWN.test(file)) {
        result.files.add(file);
        continue;
      }
      if (/\.svg$/i.test(file)) {
        // `<Diagram />` of `import Diagram from '…/diagram.svg'` (SVGR) is an image of the file in
        // docgen (remark-mdx-components.ts), which serves the static folder and the docs' files.
        const served = [docsDir, path.join(siteDir, 'static')].some((root) => {
          const below = path.relative(root, file);
          return !below.startsWith('..') && !path.isAbsolute(below);
        });
        if (served) continue;
        result.leftOut.push({
          what: where,
          reason: `imports ${spec}, an SVG outside the static and docs folders: docgen shows an imported SVG as an image of a file it serves, so it is left out, with a warning; move it into static/ to show it`,
        });
        if (usedAsComponents(clause, source).length > 0) result.unrendered.add(page.file);
        continue;
      }
      if (MEDIA_FILE.test(file)) {
        // `import webm from './_static/demo.webm'` (Ory's videos, in a ```mdx-code-block): the
        // file's URL in docgen too (remark-mdx-components.ts), for the files it serves.
        const served = [docsDir, path.join(siteDir, 'static')].some((root) => {
          const below = path.relative(root, file);
          return !below.startsWith('..') && !path.isAbsolute(below);
        });
        if (!served)
          result.leftOut.push({
            what: where,
            reason: `imports ${spec}, a file outside the static and docs folders: docgen gives the URL of an imported file it serves, so the attributes using it are left out, with a warning; move it into static/`,
          });
        continue;
      }
      if (!checked.has(file)) checked.set(file, await compiles(siteDir, file, inside));
      const check = checked.get(file)!;
      if ('error' in check) {
        result.leftOut.push({
          what: where,
          reason: check.outside
            ? `imports ${spec}, which needs a file outside the site folder (${check.error}): it is left out, with a warning; copy that file into the site and change the import to register the component`
            : check.asset
              ? `imports ${spec}, which imports ${check.asset}: docgen bundles no images or other files into components, so it is left out, with a warning; to register it, put the file in static/ and use its URL`
              : check.flow
                ? `imports ${spec}, whose ${check.error}: it is left out, with a warning; to register it, remove the type annotations (the flow-remove-types package does) or write them in TypeScript`
                : `imports ${spec}, which does not compile without the site's packages (${check.error}): docgen renders components with React alone, so it is left out, with a warning`,
        });
        if (usedAsComponents(clause, source).length > 0) result.unrendered.add(page.file);
        continue;
      }
      for (const input of check.files) result.files.add(input);
      for (const name of importedNames(clause)) {
        // A capitalised name used as `<Name` is a component; anything else is data docgen reads itself.
        if (!usedAsComponent(name, page.source)) continue;
        const registered = result.components[name];
        if (registered && registered !== file)
          result.leftOut.push({
            what: where,
            reason: `a second component named ${name} (${rel}); docgen registers one per name, ${path.relative(siteDir, registered)}`,
          });
        else result.components[name] = file;
      }
    }
  }
  result.leftOut.push(...unprovidedImportLines(unprovided));
  // The swizzled MDXComponents' own components, checked and registered as the pages' imports are
  // (only those a page uses); one that cannot be leaves its pages building without it.
  for (const global of globals.site) {
    const users = globalUses.get(global.name) ?? [];
    if (users.length === 0) continue;
    const refuse = (reason: string) => {
      result.leftOut.push({ what: global.where, reason: `${reason}; ${pagesUsing(users)}` });
      for (const page of users) result.unrendered.add(page.file);
    };
    const file = resolveModule(global.target);
    if (!file || !inside(file)) {
      refuse(
        `the global component ${global.name} imports ${global.spec}, which is ${file ? 'outside the site folder' : 'not there'}: it is not registered`,
      );
      continue;
    }
    if (!checked.has(file)) checked.set(file, await compiles(siteDir, file, inside));
    const check = checked.get(file)!;
    if ('error' in check) {
      refuse(
        `the global component ${global.name} (${global.spec}) ${
          check.outside
            ? `needs a file outside the site folder (${check.error}): copy that file into the site and change the import to register it`
            : check.asset
              ? `imports ${check.asset}: docgen bundles no images or other files into components; to register it, put the file in static/ and use its URL`
              : check.flow
                ? `cannot be compiled: ${check.error}; remove the type annotations (the flow-remove-types package does) or write them in TypeScript to register it`
                : `does not compile without the site's packages (${check.error}): docgen renders components with React alone`
        }, so it is not registered`,
      );
      continue;
    }
    const registered = result.components[global.name];
    if (registered && registered !== file) {
      refuse(
        `the global component ${global.name} is ${path.relative(siteDir, file)}, and pages import another component of that name, ${path.relative(siteDir, registered)}: docgen registers one per name, so the global one is not registered`,
      );
      continue;
    }
    for (const input of check.files) result.files.add(input);
    result.components[global.name] = file;
  }
  return result;
}

/** "the page using it (docs/a.mdx) builds without it, …", "5 pages using it (…, … and 3 more) build without it, …". */
function pagesUsing(pages: DocsPage[]): string {
  const named = pages.slice(0, 2).map((p) => p.file);
  const more = pages.length - named.length;
  const list = `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return pages.length === 1
    ? `the page using it (${list}) builds without it, with a warning`
    : `${pages.length} pages using it (${list}) build without it, with a warning`;
}

/**
 * Whether a capitalised name is used as `<Name` in the text: a component (`<Links.Home />`, a
 * component the object `Links` holds, counts for `Links`). Anything else is data docgen reads itself.
 */
function usedAsComponent(name: string, text: string): boolean {
  return /^[A-Z]/.test(name) && new RegExp(`<${name.replace(/\$/g, '\\$')}[\\s/>.]`).test(text);
}

/** `:::name` container lines (outside code blocks) whose name docgen renders no block for. */
function unknownBlocks(source: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  for (const [i, line] of source.split('\n').entries()) {
    const name = /^\s{0,3}:{3,}([A-Za-z][\w-]*)/.exec(line)?.[1];
    if (name && !KNOWN_CONTAINERS.includes(name)) found.push({ name, line: i + 1 });
  }
  return found;
}

/**
 * The page with its front matter and fenced code blocks blanked (lines kept, so line numbers stay
 * right): an `import` in a code block is an example, and front matter is YAML, never MDX (Flow's
 * `description: "… Array<T> syntax …"` is no `<T>` component).
 */
export function withoutCodeBlocks(source: string): string {
  const lines = source.split('\n');
  const frontMatterEnd = /^---\r?$/.test(lines[0] ?? '')
    ? lines.findIndex((line, i) => i > 0 && /^---\r?$/.test(line))
    : -1;
  let fence: string | undefined;
  /** The fence of a ```mdx-code-block: MDX, whose own code blocks are code (Ionic's tabs of examples). */
  let wrapper: string | undefined;
  const closes = (line: string, mark: string | undefined, open: RegExpExecArray | null) =>
    mark !== undefined &&
    open !== null &&
    open[1]![0] === mark[0] &&
    open[1]!.length >= mark.length &&
    line.trim() === open[1];
  return lines
    .map((line, index) => {
      if (index <= frontMatterEnd) return '';
      // At any indentation, as the build's MDX rewrites (preprocess.ts): a fence in a list item is
      // indented by the item (Ory's `4.  Create a Postgres user` holds `    ```bash` with
      // `'<YOUR_PASSWORD_HERE>'` in it, which read as a component used without an import).
      const open = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence !== undefined) {
        if (closes(line, fence, open)) fence = undefined;
        return '';
      }
      if (closes(line, wrapper, open)) {
        wrapper = undefined;
        return '';
      }
      if (!open) return line;
      // ```mdx-code-block holds MDX, not code: its imports and components count (Ory's pages), and
      // the fences inside it open code blocks (Ionic's ````mdx-code-block around <Tabs> of ```tsx).
      if (wrapper === undefined && /^\s*(`{3,}|~{3,})\s*mdx-code-block\s*$/.test(line)) wrapper = open[1];
      else fence = open[1];
      return '';
    })
    .join('\n');
}

function resolveModule(target: string): string | undefined {
  for (const ext of MODULE_EXTENSIONS) {
    const candidate = target + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `A`, `{ B, C as D }`, `* as E` → the local names. */
/**
 * Capitalised tags (`<WelcomeScreen/>`) a page read as MDX uses without importing, exporting or
 * registering them (code blocks and code spans are examples, not uses), with the first line of each.
 */
function undeclaredComponents(page: DocsPage, source: string): { name: string; line: number }[] {
  if (!usesMdx(page.source, page.file)) return [];
  const declared = new Set<string>();
  // Each import of a line, also two on one (`import Tabs from '@theme/Tabs'; import TabItem from …`, Ory's).
  for (const match of source.matchAll(/(?:^|;)[ \t]*import\s+([^;'"]+?)\s+from\s+['"][^'"]+['"]/gm))
    for (const name of importedNames(match[1] ?? '')) declared.add(name);
  for (const match of source.matchAll(
    /^export\s+(?:default\s+)?(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/gm,
  ))
    declared.add(match[1]!);
  const found = new Map<string, number>();
  source.split('\n').forEach((line, index) => {
    // `\<RC Number\>` is the text `<RC Number>` (RocketMQ's release guide): escaped, no tag.
    for (const match of line.replace(/(`+)[^`]*?\1/g, '').matchAll(/(?<!\\)<([A-Z][\w$]*)(?=[\s/>.]|$)/g)) {
      const name = match[1]!;
      if (!declared.has(name) && !found.has(name)) found.set(name, index + 1);
    }
  });
  return [...found].map(([name, line]) => ({ name, line }));
}

function importedNames(clause: string): string[] {
  if (clause.startsWith('type ')) return [];
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const local = part
      .trim()
      .split(/\s+as\s+/)
      .pop()
      ?.trim();
    if (local) names.push(local);
  }
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/\*\s+as\s+(\w+)/, '$1');
  for (const part of outside.split(',')) if (/^\s*[A-Za-z_$][\w$]*\s*$/.test(part)) names.push(part.trim());
  return names;
}

/** Whether the module compiles with React as its only package; its files under the site folder if so. */
async function compiles(
  siteDir: string,
  file: string,
  inside: (file: string) => boolean,
): Promise<{ files: string[] } | { error: string; outside?: true; asset?: string; flow?: true }> {
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      // JSX in `.js` files, as Docusaurus (webpack's Babel) and docgen's build (load-components.ts) read them.
      // No loader for images: the build bundles none into components (load-components.ts), so a
      // component importing one (Ory's flow diagrams) would stop the first build.
      loader: { '.js': 'jsx', '.css': 'css' },
      outdir: path.join(siteDir, '.docgen-check'),
      absWorkingDir: siteDir,
      plugins: [
        // What docgen's build provides to components (`@docusaurus/Link`, `useBaseUrl`, …).
        docusaurusShims(),
        {
          name: 'docgen-site-alias',
          setup(b) {
            b.onResolve({ filter: /^@site\// }, (args) =>
              b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }),
            );
          },
        },
      ],
    });
    const own = esbuildInputs(result.metafile, siteDir).filter(
      (input) => !input.split(path.sep).includes('node_modules'),
    );
    // A file of the repository around the site (Lexical's error-code page reads
    // `../../../../scripts/error-codes/codes.json`) is not copied: the copy would not compile.
    const outside = own.find((input) => !inside(input));
    if (outside !== undefined)
      return {
        error: `it imports ${path.relative(siteDir, outside).split(path.sep).join('/')}, a file outside the site folder, which is not copied`,
        outside: true,
      };
    return { files: own };
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] })
      .errors?.[0];
    // `No loader is configured for ".png" files: src/theme/Code/images/login/browser.png`
    const asset = /^No loader is configured for "[^"]*" files: (.+)$/.exec(first?.text ?? '')?.[1];
    const at = first?.location;
    const flow = at && first ? flowReason(siteDir, path.resolve(siteDir, at.file), first.text) : undefined;
    if (at && flow)
      return {
        error: `${at.file.split(path.sep).join('/')}:${at.line} is written in Flow (${flow}), and docgen compiles components as TypeScript and JSX, without Flow's type annotations (${first!.text})`,
        flow: true,
      };
    return { error: first?.text ?? String(error), ...(asset ? { asset } : {}) };
  }
}

/**
 * The site's own modules a script of the site imports (`sidebars.ts` importing
 * `./src/utils/env`, as tRPC's does), to copy along with it; packages stay the site's to install.
 * Empty when it does not compile (its load then names the reason).
 */
export async function siteModulesOf(siteDir: string, file: string): Promise<string[]> {
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      packages: 'external',
      absWorkingDir: siteDir,
    });
    return esbuildInputs(result.metafile, siteDir).filter((input) => {
      const rel = path.relative(siteDir, input);
      return (
        input !== file &&
        rel !== '' &&
        !rel.startsWith('..') &&
        !path.isAbsolute(rel) &&
        !rel.split(path.sep).includes('node_modules')
      );
    });
  } catch {
    return [];
  }
}
