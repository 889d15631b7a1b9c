// MDX as Docusaurus writers use it, rendered without running the file: `import` lines of the
// Docusaurus theme components are understood and dropped, and the components become docgen's own
// constructs: `<Tabs>`/`<TabItem>` → code-tabs markup (any content; the browser runtime already
// syncs tabs by label, as `groupId` does), `<Admonition>` → admonitions, `<Details>` → <details>,
// `<CodeBlock>` → a highlighted code block, `<Link>` → a link, `<DocCardList>` → cards of the
// folder's pages. Lowercase JSX (`<details>`, `<kbd>`, `<br />`) is HTML, cleaned by the same
// schema as raw HTML. Components the site registers (`components` in the config) are left for
// rehype-mdx-components.ts. Anything else is an error naming the file, line and component.
// An import used only inside attributes (`values={constants.platforms}`) is data docgen does not
// run: the attributes that use it are left out, with a warning (see data-imports.ts).
import path from 'node:path';
import type { Expression, ImportDeclaration, Program } from 'estree';
import type { Element, Root as HastRoot } from 'hast';
import type { BlockContent, Code, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { sanitize } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import type { DocFileData } from '../file-data.ts';
import { assertImportsInSite } from '../import-reach.ts';
import { locate } from '../partial-location.ts';
import { jsxAttributeMarkup } from '../jsx-attribute-markup.ts';
import {
  BASE_URL_MODULES,
  BaseUrlHelper,
  isEmptyExpression,
  literalOf,
  RequireHelper,
  type Scope,
} from '../mdx-literal.ts';
import { siteFileUrl, withoutBase, type ResolveLinksOptions } from './remark-resolve-links.ts';
import type { DataModuleLoader } from '../data-modules.ts';
import { keepSafeClasses, markdownHtmlSchema, pixelSizes, styleToClass } from './rehype-raw-sanitized.ts';
import { HtmlDropReport, htmlDrops, isCustomElementName, type HtmlPolicy } from '../html-drops.ts';
import { DEFAULT_IFRAME_HOSTS, hardenIframe, iframeAllowed } from '../html-embeds.ts';
import { conditionalMarkdownHint, findConditionalMarkdown } from '../mdx1-conditional-markdown.ts';
import { attributeUses, identifiersIn, warnUnrunDataImports, type DataImport } from './data-imports.ts';
import { admonitionName } from './remark-admonitions.ts';
import { tabsContent } from './remark-code-tabs.ts';
import { docusaurusTabs } from '../docusaurus-tabs.ts';
import type { Severity } from '../../../warnings.ts';

type Builtin =
  | 'Tabs'
  | 'TabItem'
  | 'Admonition'
  | 'Details'
  | 'CodeBlock'
  | 'DocCardList'
  | 'Link'
  | 'TOCInline'
  | 'ThemedImage';

/** Modules whose default export docgen knows how to render. */
export const THEME_MODULES: Record<string, Builtin> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/Details': 'Details',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/DocCardList': 'DocCardList',
  '@docusaurus/Link': 'Link',
  '@theme/TOCInline': 'TOCInline',
  '@theme/ThemedImage': 'ThemedImage',
};

/** A card of a category's `<DocCardList />`; `label`: keep the title (a subcategory's label). */
export interface CategoryCard {
  title: string;
  route: string;
  label?: true;
}

/** A page the `<DocCardList />` of a sibling may show. */
export interface DocSummary {
  relPath: string;
  /** The Docusaurus document id (`guide/intro`), as `useDocById` takes it; else the path's. */
  id?: string;
  route: string;
  title: string;
  description?: string;
  sidebarPosition?: number;
}

export interface MdxComponentOptions {
  /** Component names registered in the config (`components: { Name: './src/Name.tsx' }`). */
  components?: string[];
  /**
   * A sidebar category's page → the category's items: `<DocCardList />` there shows them (else the
   * folder's pages).
   */
  categoryCards?: Readonly<Record<string, CategoryCard[]>>;
  /** Every content page, for `<DocCardList />`. */
  docs?: readonly DocSummary[];
  /** Reads a Markdown partial (`import Note from './_note.md'`) relative to the importing file; undefined if absent. */
  readPartial?: (fromFile: string, source: string) => Root | undefined;
  /** An imported partial that does not exist: an error, or a warning and nothing in its place (`onBrokenMarkdownLinks`). */
  onMissingPartial?: Severity;
  /** Loads a module of the site a page imports data from (data-modules.ts). */
  loadDataModule?: DataModuleLoader;
  /** The site root: no import may name a file outside it (import-reach.ts). */
  siteRoot?: string;
  /** Hosts an `<iframe>` may show (`docs.iframeHosts`, html-embeds.ts). */
  iframeHosts?: readonly string[];
  /** The site's base URL, for `useBaseUrl('img/a.png')` in attributes. */
  baseUrl?: string;
  /**
   * A component docgen cannot render (`onUnknownComponents`): an error, or a warning and the page
   * without it (its Markdown children kept), for a site moved from Docusaurus with live demos.
   */
  onUnknownComponent?: 'throw' | 'warn';
  /** Where `require('./a.png').default` finds files (the link options); without it, require has no value. */
  siteFiles?: SiteFileOptions;
}

type SiteFileOptions = Pick<ResolveLinksOptions, 'baseUrl' | 'contentDir' | 'staticDir'>;

/**
 * The URL of a file a page requires: `./a.png` next to the page, `@site/static/…` from the static
 * folder, `@site/<content folder>/…` from the content folder; undefined for anything else (a
 * package, a file of `src/`), which docgen does not serve.
 */
function requiredFileUrl(
  spec: string,
  line: number,
  data: DocFileData,
  options: SiteFileOptions,
): string | undefined {
  if (spec.startsWith('./') || spec.startsWith('../'))
    return siteFileUrl(spec, path.posix.dirname(data.relPath), line, data, options);
  // `@site/static/img/a.png`, or `/static/img/a.png`: webpack resolves a path from the root against
  // the site folder (React Native Skia's pages write them so).
  const rel = spec.startsWith('@site/')
    ? spec.slice('@site/'.length)
    : spec.startsWith('/') && !spec.startsWith('//')
      ? spec.slice(1)
      : undefined;
  if (rel === undefined) return undefined;
  for (const [folder, toUrl] of [
    [options.staticDir, (inside: string) => `/${inside}`],
    [options.contentDir, (inside: string) => inside],
  ] as const) {
    const prefix = `${folder.replace(/\/+$/, '')}/`;
    if (rel.startsWith(prefix)) return siteFileUrl(toUrl(rel.slice(prefix.length)), '', line, data, options);
  }
  return undefined;
}

type At = { file: string; line: number };
type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Node = RootContent | Root;

export default function remarkMdxComponents({
  components = [],
  docs = [],
  readPartial,
  onMissingPartial = 'throw',
  loadDataModule,
  siteRoot,
  iframeHosts = DEFAULT_IFRAME_HOSTS,
  baseUrl = '/',
  onUnknownComponent = 'throw',
  siteFiles,
  categoryCards = {},
}: MdxComponentOptions) {
  return async (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    const drops = new HtmlDropReport(data);
    const policy: HtmlPolicy = { iframeHosts, styles: data.styles !== undefined };
    // Before anything is read: the page's imports (and, in readImports, its partials') stay in the site.
    const checkReach = (program: Program | undefined, node: RootContent) => {
      if (siteRoot !== undefined)
        assertImportsInSite(siteRoot, data.sourceFile, program, (line) => locate(data, node, line));
    };
    for (const child of tree.children)
      if (child.type === 'mdxjsEsm') checkReach(child.data?.estree as Program | undefined, child);
    const scope = loadDataModule ? await dataScope(tree, data.sourceFile, components, loadDataModule) : {};
    Object.assign(scope, helperScope(tree, baseUrl));
    // As Docusaurus' MDX loader exports it to the page: `{frontMatter.title}` is the page's title.
    // A page's own import or export of that name comes first.
    if (data.frontMatter && !Object.hasOwn(scope, 'frontMatter') && !declares(tree, 'frontMatter'))
      scope.frontMatter = data.frontMatter;
    if (siteFiles) Object.assign(scope, mediaScope(tree, data, siteFiles));
    if (siteFiles && !Object.hasOwn(scope, 'require'))
      scope.require = new RequireHelper((spec, line) =>
        requiredFileUrl(
          spec,
          line === undefined ? data.lineOffset + 1 : line + data.lineOffset,
          data,
          siteFiles,
        ),
      );
    const names = new Map<string, Builtin | 'registered'>();
    /** Imported partials by local name: the parsed file, and its path (site-relative). */
    const partials = new Map<string, { root: Root; file: string }>();
    /** Each partial made with a set of attributes, and the partials being made (a cycle is an error). */
    const madePartials = new WeakMap<Root, Map<string, { root: Root; nodes: number }>>();
    const making: string[] = [];
    // Partials placed inside partials multiply: ten uses of one that holds ten uses of the next,
    // nine deep, is a billion nodes. A page stops at MAX_PARTIAL_NODES placed.
    let placed = 0;
    /** Imports docgen cannot render: an error if used as a component, else data (see data-imports.ts). */
    const unknown = new Map<string, DataImport>();
    /** SVG files imported as components (Docusaurus' SVGR): local name → the file's URL. */
    const svgs = new Map<string, string>();
    /** Components the page defines itself (`export function Name`) → where; each warned about once. */
    const pageComponents = new Map<string, At>();
    const warnedPageComponents = new Set<string>();
    const pageExports = new Set<string>();
    let tabGroups = 0;
    /** Expressions of a name the page does not define (`{user}`, text to MDX 1): one error for all. */
    const undefinedNames: { name: string; written: string; message: string; hint: string; at: At }[] = [];
    const fail = (
      node: { position?: { start: { line: number } }; data?: unknown } | At,
      message: string,
      hint: string,
    ): never => {
      const at = 'file' in node ? node : locate(data, node);
      throw new DocgenError(message, { file: at.file, line: at.line, hint });
    };
    /** A component docgen cannot render: the error, or (onUnknownComponent 'warn') its children alone. */
    const warnedUnknown = new Set<string>();
    const leaveOut = (node: Jsx, at: At, message: string, hint: string): RootContent[] => {
      if (onUnknownComponent === 'throw') return fail(at, message, hint);
      if (!warnedUnknown.has(node.name!)) {
        warnedUnknown.add(node.name!);
        data.warnings.push(
          new DocgenError(`${message} It is left out (\`onUnknownComponents: 'warn'\`).`, {
            file: at.file,
            line: at.line,
            hint,
          }),
        );
      }
      return node.children as RootContent[]; // already transformed
    };
    // `<Links.Home />` is registered as the object holding it: `Links`.
    const registerHint = (written: string) => {
      const name = written.split('.')[0]!;
      // One docgen renders, used without its import (Ory's pages use <CodeBlock>, <Tabs> made global
      // by a swizzled MDXComponents, which init reads: mdx-components.ts): the import, not a registration.
      const module = Object.keys(THEME_MODULES).find((m) => THEME_MODULES[m] === name);
      if (module && name === written)
        return `docgen renders <${name}> on a page that imports it: add \`import ${name} from '${module}';\` below the front matter (a swizzled src/theme/MDXComponents made it global in Docusaurus; the build reads no such file, and \`docgen init --from-docusaurus\` adds these imports to the pages it copies).`;
      return `Register ${name === written ? 'it' : name} in docgen.config.ts (\`components: { ${name}: './src/components/${name}.tsx' }\`), or use one docgen renders: ${Object.values(THEME_MODULES).join(', ')}.`;
    };

    const transform = (parent: Node): void => {
      if (!('children' in parent)) return;
      const out: RootContent[] = [];
      for (const child of parent.children as RootContent[]) {
        if (child.type === 'mdxjsEsm') {
          if (!read.has(child)) readImports(child.data?.estree as Program | undefined, child);
          continue;
        }
        if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
          const program = child.data?.estree as Program | undefined;
          const value = literalOf(program, scope);
          if (typeof value === 'string' || typeof value === 'number')
            out.push({ type: 'text', value: String(value) });
          else if (Object.hasOwn(scope, 'props') && readsOnlyProps(program)) {
            // A partial's prop its use did not give: nothing, as React renders `undefined`.
          } else if (
            value === undefined &&
            Object.hasOwn(scope, 'frontMatter') &&
            readsFrontMatterKey(program)
          ) {
            // A front matter key the page does not have: nothing, as in Docusaurus.
          } else if (!isEmptyExpression(program)) {
            // Reading an import or an export of the page: code Docusaurus runs and docgen does not.
            const code = [...identifiersIn(child.data?.estree as Program | undefined)].find(
              (name) => unknown.has(name) || pageExports.has(name),
            );
            const message = `An MDX expression \`{${child.value.length > 80 ? `${child.value.slice(0, 80)}…` : child.value}}\` cannot be rendered: docgen does not run the page's code`;
            const statement = program?.body.length === 1 ? program.body[0] : undefined;
            // A function (Detox's `<FlavorizedCodeBlock>{(conf) => `…`}</…>`, children its component
            // calls): code by what it is, never a name mistyped, so it is left out as code is.
            const isFunction =
              statement?.type === 'ExpressionStatement' &&
              (statement.expression.type === 'ArrowFunctionExpression' ||
                statement.expression.type === 'FunctionExpression');
            // Markdown inside `{props.debug && <div>` that happens to be JSX text too (mdx1-conditional-markdown.ts).
            const [conditional] = findConditionalMarkdown(`{${child.value}}`);
            // A name, or a path of names (`{user.home}` in RocketMQ's log settings).
            const path =
              statement?.type === 'ExpressionStatement' ? namePath(statement.expression) : undefined;
            const named = path?.[0];
            const written = path?.join('.');
            // `Add “{user} is typing”` (Socket.IO's tutorial): text to MDX 1, a variable to MDX 3.
            const hint =
              named !== undefined && !unknown.has(named) && !pageExports.has(named)
                ? `\`${named}\` is not defined on the page (Docusaurus 3 stops too: "${named} is not defined"). If the braces are text, as MDX 1 (Docusaurus 2) showed them, write \`\\{${written}}\`.`
                : conditional
                  ? conditionalMarkdownHint(conditional, locate(data, child).line - 1)
                  : isFunction
                    ? 'docgen renders components with the children the page writes, but runs no function of the page: write the text out, or have the component make it from props.'
                    : 'Write the value as text, or move the logic into a registered component.';
            if (!code && !isFunction && onUnknownComponent === 'throw') {
              // Every such name of the page in one error (RocketMQ's `./mqadmin {command} {args}`
              // stopped the build once for each).
              if (named !== undefined && !unknown.has(named) && !pageExports.has(named)) {
                undefinedNames.push({
                  name: named,
                  written: written!,
                  message,
                  hint,
                  at: locate(data, child),
                });
                continue;
              }
              fail(child, `${message}.`, hint);
            }
            const from = code === undefined ? undefined : unknown.get(code);
            const reads =
              code === undefined
                ? isFunction
                  ? ' (a function, which a component of the page would call)'
                  : ''
                : ` (it reads \`${code}\`${from ? `, imported from "${from.source}"` : ', defined in the page'})`;
            // A raw-loader import docgen reads itself: only a file that is not there gets here.
            const missing = from && /raw-loader!/.test(from.source);
            data.warnings.push(
              missing
                ? new DocgenError(
                    `An MDX expression \`{${child.value.length > 80 ? `${child.value.slice(0, 80)}…` : child.value}}\` reads "${from.source}", a file that is not in the site: it is left out.`,
                    {
                      ...locate(data, child),
                      hint: 'Create the file (a site often generates such files before building: run that step first), or fix the path.',
                    },
                  )
                : new DocgenError(`${message}${reads}: it is left out.`, { ...locate(data, child), hint }),
            );
          }
          continue;
        }
        transform(child);
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement')
          out.push(...element(child));
        // `<div>…</div>` or `<TabItem>` alone on a line is read as inline: not a paragraph of its own.
        else if (
          child.type === 'paragraph' &&
          child.children.some(isBlockCarrier) &&
          child.children.every((c) => isBlockCarrier(c) || (c.type === 'text' && !c.value.trim()))
        ) {
          out.push(...(child.children.filter(isBlockCarrier) as RootContent[]));
        } else out.push(child);
      }
      (parent as { children: RootContent[] }).children = out;
    };

    const readImports = (program: Program | undefined, node: RootContent): void => {
      checkReach(program, node);
      for (const statement of program?.body ?? []) {
        if (statement.type === 'ExportNamedDeclaration') {
          // `export function Swatch() {…}`: a component of the page's own, code docgen does not run.
          const declaration = statement.declaration;
          const declared =
            declaration?.type === 'FunctionDeclaration'
              ? [declaration.id?.name]
              : declaration?.type === 'VariableDeclaration'
                ? declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : undefined))
                : [];
          for (const name of declared) if (name) pageExports.add(name);
          for (const name of declared)
            if (name && /^[A-Z]/.test(name))
              pageComponents.set(name, locate(data, node, statement.loc?.start.line));
        }
        if (statement.type !== 'ImportDeclaration') continue; // `export const …`: data for code docgen does not run.
        const source = String(statement.source.value);
        for (const specifier of statement.specifiers) {
          const local = specifier.local.name;
          if (Object.hasOwn(scope, local)) continue; // data from a module of the site
          const builtin = specifier.type === 'ImportDefaultSpecifier' ? THEME_MODULES[source] : undefined;
          const from = locate(data, node).file;
          const partial =
            /\.mdx?$/.test(source) && specifier.type === 'ImportDefaultSpecifier'
              ? readPartial?.(from, source)
              : undefined;
          if (partial) {
            // Made at each use, with that use's attributes as its `props` (see element()).
            const file = path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
            partials.set(local, { root: partial, file });
          } else if (
            /^\.{1,2}\/.*\.mdx?$/.test(source) &&
            specifier.type === 'ImportDefaultSpecifier' &&
            readPartial
          ) {
            const at = locate(data, node, statement.loc?.start.line);
            const problem = new DocgenError(
              `\`${local}\` imports "${source}", which does not exist: <${local} /> would show nothing.`,
              {
                file: at.file,
                line: at.line,
                hint: "Create the file (Docusaurus sites often generate such files before building: run that step first), or remove the import. `onBrokenMarkdownLinks: 'warn'` builds the page without it.",
              },
            );
            if (onMissingPartial === 'throw') throw problem;
            if (onMissingPartial !== 'ignore') data.warnings.push(problem);
            partials.set(local, { root: { type: 'root', children: [] }, file: source });
          } else if (builtin) names.set(local, builtin);
          else if (components.includes(local)) names.set(local, 'registered');
          else if (
            specifier.type === 'ImportDefaultSpecifier' &&
            MEDIA_FILE.test(source) &&
            typeof scope[local] === 'string'
          ) {
            // A media file's URL (mediaScope): a value, like `require('./a.mp4').default`.
          } else if (
            specifier.type === 'ImportDefaultSpecifier' &&
            /\.svg$/i.test(source) &&
            siteFiles &&
            !/[!?#]/.test(source)
          ) {
            // `import Diagram from '@site/static/img/diagram.svg'`, then `<Diagram />`: Docusaurus
            // inlines the drawing (SVGR); docgen shows the file as an image, which also keeps any
            // script in it from running. A file outside the static and content folders is unknown.
            const line = (statement.loc?.start.line ?? 1) + data.lineOffset;
            const url = requiredFileUrl(source, line, data, siteFiles);
            if (url !== undefined) svgs.set(local, url);
            else unknown.set(local, { local, source, at: locate(data, node, statement.loc?.start.line) });
          } else unknown.set(local, { local, source, at: locate(data, node, statement.loc?.start.line) });
        }
      }
    };

    /**
     * A registered component's attributes that have no value as data: markup (`text={<b>Name</b>}`)
     * as sanitised hast, for the component to get as React elements; code is left out, with a warning
     * (one that reads an import docgen does not run is warned about with the import).
     */
    const markupAttributes = (
      node: Jsx,
      attrs: Record<string, unknown>,
    ): Record<string, HastRoot> | undefined => {
      let markup: Record<string, HastRoot> | undefined;
      for (const attribute of node.attributes) {
        let program: Program | undefined;
        let written: string;
        if (attribute.type === 'mdxJsxAttribute') {
          const { name, value } = attribute;
          if (typeof value !== 'object' || value === null || attrs[name] !== undefined) continue;
          program = value.data?.estree as Program | undefined;
          if (Object.hasOwn(scope, 'props') && readsOnlyProps(program)) continue;
          const made = jsxAttributeMarkup(program, scope);
          if (made) {
            const clean = sanitize(made, markdownHtmlSchema) as HastRoot;
            visit(clean, 'element', (element) => keepSafeClasses(element));
            if (JSON.stringify(clean) !== JSON.stringify(made))
              data.warnings.push(
                new DocgenError(
                  `Part of the markup of the attribute \`${name}\` of <${node.name}> is not kept (HTML that pages may not hold, or classes docgen does not style).`,
                  { ...locate(data, node), hint: 'Use plain HTML elements with text in the attribute.' },
                ),
              );
            (markup ??= {})[name] = clean;
            continue;
          }
          written = `${name}={${value.value}}`;
        } else {
          program = attribute.data?.estree as Program | undefined;
          written = `{${attribute.value}}`;
        }
        if ([...identifiersIn(program)].some((name) => unknown.has(name))) continue;
        data.warnings.push(
          new DocgenError(
            `The attribute \`${written.length > 80 ? `${written.slice(0, 80)}…` : written}\` of <${node.name}> is code docgen does not run: the component renders without it.`,
            {
              ...locate(data, node),
              hint: 'Write the value as text, a number, a list or HTML markup (`text={<b>Name</b>}`), or compute it inside the component.',
            },
          ),
        );
      }
      return markup;
    };

    const element = (node: Jsx): RootContent[] => {
      if (node.name === null) return node.children as RootContent[]; // <>…</>
      if (/^[a-z]/.test(node.name)) return htmlElement(node, scope, drops, policy, data.styles);
      // A partial's content in place of `<Partial />`, made with the use's attributes as its
      // `props` (`<Location sectionName="apps" />` → `{props.sectionName}`), as Docusaurus passes
      // them; one copy per distinct set of attributes.
      const partial = partials.get(node.name);
      if (partial) {
        if (making.includes(partial.file))
          fail(
            node,
            `The partial ${partial.file} includes itself (${[...making.slice(making.indexOf(partial.file)), partial.file].join(' → ')}).`,
            `Remove the <${node.name} /> that leads back to it.`,
          );
        const props = attributes(node.attributes, scope);
        const key = JSON.stringify(props);
        const made = madePartials.get(partial.root) ?? new Map<string, { root: Root; nodes: number }>();
        madePartials.set(partial.root, made);
        let copy = made.get(key);
        if (!copy) {
          const root = structuredClone(partial.root);
          const outer = Object.hasOwn(scope, 'props') ? { value: scope.props } : undefined;
          scope.props = props;
          making.push(partial.file);
          // Its own imports hold inside it only (two partials may both import a `Note`).
          const outside = new Map(partials);
          try {
            transform(root);
          } finally {
            partials.clear();
            for (const [name, entry] of outside) partials.set(name, entry);
            making.pop();
            if (outer) scope.props = outer.value;
            else delete scope.props;
          }
          copy = { root, nodes: countNodes(root) };
          made.set(key, copy);
        }
        placed += copy.nodes;
        if (placed > MAX_PARTIAL_NODES)
          fail(
            node,
            `The partials placed on this page hold more than ${MAX_PARTIAL_NODES.toLocaleString('en')} nodes (<${node.name} /> and the partials inside it, each use a copy).`,
            'Use a partial fewer times, or nest fewer partials in each other.',
          );
        return structuredClone(copy.root.children);
      }
      const own = pageComponents.get(node.name);
      if (own && !names.has(node.name) && !components.includes(node.name)) {
        if (!warnedPageComponents.has(node.name)) {
          warnedPageComponents.add(node.name);
          data.warnings.push(
            new DocgenError(
              `<${node.name}> is defined in the page (\`export … ${node.name}\`), code docgen does not run: it is left out.`,
              {
                ...locate(data, node),
                hint: `Move it into a file and register it in docgen.config.ts (\`components: { ${node.name}: './src/components/${node.name}.tsx' }\`).`,
              },
            ),
          );
        }
        return [];
      }
      const svg = svgs.get(node.name);
      if (svg !== undefined) return svgImage(node, svg);
      const imported = unknown.get(node.name.split('.')[0]!);
      if (imported)
        return leaveOut(
          node,
          imported.at,
          `Unknown import \`${imported.local}\` from "${imported.source}": docgen cannot render it.`,
          registerHint(imported.local),
        );
      // `<InternalLinks.InputSelectors />` (Reselect's): a component held by a registered object.
      const head = node.name.split('.')[0]!;
      const headRegistered = names.has(head) ? names.get(head) === 'registered' : components.includes(head);
      const kind =
        names.get(node.name) ??
        (components.includes(node.name) || (head !== node.name && headRegistered) ? 'registered' : undefined);
      if (!kind)
        return leaveOut(
          node,
          locate(data, node),
          `Unknown component <${node.name}>: it is neither imported from a Docusaurus theme module nor registered.`,
          registerHint(node.name),
        );
      const attrs = attributes(node.attributes, scope);
      switch (kind) {
        case 'registered': {
          const markup = markupAttributes(node, attrs);
          return [
            wrap(
              node,
              'docgen-component',
              // Where it is written, for a warning or error if it throws (rehype-mdx-components.ts).
              {
                dataComponent: node.name,
                dataProps: JSON.stringify(attrs),
                ...(markup && { dataMarkupProps: JSON.stringify(markup) }),
                dataAt: JSON.stringify(locate(data, node)),
              },
              scope,
            ),
          ];
        }
        case 'Tabs':
          return [tabs(node, attrs, `mdx-tabs-${++tabGroups}`)];
        case 'TabItem':
          return [wrap(node, 'div', {}, scope)];
        case 'Admonition': {
          const name = admonitionName(String(attrs.type ?? 'note'));
          const label: Paragraph[] =
            typeof attrs.title === 'string'
              ? [
                  {
                    type: 'paragraph',
                    data: { directiveLabel: true },
                    children: [{ type: 'text', value: attrs.title }],
                  },
                ]
              : [];
          return [
            {
              type: 'containerDirective',
              name,
              attributes: {},
              children: [...label, ...(blocks(node) as BlockContent[])],
            },
          ];
        }
        case 'Details': {
          const [first, ...rest] = blocks(node);
          const hasSummary =
            isSummary(first) ||
            (first?.type === 'paragraph' && first.children.length === 1 && isSummary(first.children[0]));
          const summary: RootContent[] = hasSummary
            ? []
            : [
                block('summary', {}, [
                  { type: 'text', value: typeof attrs.summary === 'string' ? attrs.summary : 'Details' },
                ]),
              ];
          return [block('details', {}, [...summary, ...(first ? [first] : []), ...rest])];
        }
        case 'CodeBlock': {
          const value = textOf(node).replace(/^\n+|\s+$/g, '');
          const numbers =
            typeof attrs.showLineNumbers === 'number'
              ? `showLineNumbers=${attrs.showLineNumbers}`
              : attrs.showLineNumbers
                ? 'showLineNumbers'
                : '';
          const meta = [
            typeof attrs.title === 'string' ? `title="${attrs.title}"` : '',
            numbers,
            typeof attrs.metastring === 'string' ? attrs.metastring : '',
          ]
            .filter(Boolean)
            .join(' ');
          const code: Code = {
            type: 'code',
            lang: typeof attrs.language === 'string' ? attrs.language : null,
            meta: meta || null,
            value,
            position: node.position,
          };
          return [code];
        }
        case 'Link': {
          // `<Link id="ast-bigint"/>` (Babel's migration guides): an anchor the page links to, as
          // Docusaurus renders it (the id was dropped, and `#ast-bigint` a broken anchor).
          const id = typeof attrs.id === 'string' && attrs.id !== '' ? attrs.id : undefined;
          if (attrs.to === undefined && attrs.href === undefined && id !== undefined)
            return [wrap(node, 'a', { id }, scope)];
          const url = String(attrs.to ?? attrs.href ?? '');
          const link = {
            type: 'link' as const,
            url,
            children: node.children as PhrasingContent[],
            position: node.position,
            ...(id !== undefined && { data: { hProperties: { id } } }),
          };
          return [node.type === 'mdxJsxTextElement' ? link : { type: 'paragraph', children: [link] }];
        }
        case 'ThemedImage': {
          // Both images, one shown per colour theme (styles.css: .themed-image--light / --dark).
          const sources = (attrs.sources ?? {}) as Record<string, unknown>;
          const alt = typeof attrs.alt === 'string' ? attrs.alt : '';
          const images = (['light', 'dark'] as const).flatMap((theme) => {
            const written = sources[theme];
            if (typeof written !== 'string') return [];
            // `useBaseUrl('/img/a.png')` (Socket.IO's diagrams) is below the base URL already: the
            // static file, given the base once by remark-resolve-links.ts. `require('./a.png').default`
            // is a file this page already made an asset of, at its final URL.
            const bare = withoutBase(written, baseUrl);
            const asset = data.assets.some((a) => a.url === bare.split(/[?#]/)[0]);
            return [
              {
                type: 'image' as const,
                url: asset ? written : bare,
                alt,
                position: node.position,
                data: {
                  hProperties: { className: ['themed-image', `themed-image--${theme}`] },
                  ...(asset && { assetUrl: true }),
                },
              },
            ];
          });
          if (images.length === 0)
            return fail(
              node,
              "<ThemedImage> needs `sources={{ light: '…', dark: '…' }}` written as text.",
              'Write the image paths in the page.',
            );
          if (images.length === 1) images[0]!.data.hProperties.className = ['themed-image'];
          return [
            node.type === 'mdxJsxTextElement'
              ? (images as unknown as RootContent[])
              : [{ type: 'paragraph', children: images } as RootContent],
          ].flat();
        }
        case 'TOCInline':
          return [block('docgen-toc-inline', {}, [])];
        case 'DocCardList':
          return [docCards(data)];
      }
    };

    /**
     * `<Diagram style={{ width: '100%' }} title="…" />` of an imported SVG: an `<img>` of the file,
     * through the same rules as any HTML image (size, safe styles and classes); SVGR's `title`
     * (the drawing's name) is its alt text.
     */
    const svgImage = (node: Jsx, url: string): RootContent[] => {
      const kept = new Set(['className', 'style', 'width', 'height', 'alt', 'title', 'aria-label', 'role']);
      const attrs = node.attributes.filter(
        (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && kept.has(a.name),
      );
      const named = (n: string) => attrs.find((a) => a.name === n);
      const alt = named('alt') ?? named('title') ?? named('aria-label');
      const img: Jsx = {
        ...node,
        name: 'img',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'src', value: url },
          ...attrs.filter((a) => a.name !== 'alt' && a.name !== 'aria-label' && a !== alt),
          { type: 'mdxJsxAttribute', name: 'alt', value: alt ? alt.value : '' },
        ],
        children: [],
      };
      return htmlElement(img, scope, drops, policy, data.styles);
    };

    const tabs = (node: Jsx, attrs: Record<string, unknown>, id: string): RootContent => {
      const items = blocks(node).filter(
        (child) => (child.data as { tabItem?: boolean } | undefined)?.tabItem === true,
      ) as MdxJsxFlowElement[];
      const read = docusaurusTabs(
        attrs,
        items.map((item) => ({
          props:
            (item.data as { tabAttrs?: Record<string, unknown> })?.tabAttrs ??
            attributes(item.attributes ?? [], scope),
          children: item.children as RootContent[],
        })),
      );
      if ('message' in read) return fail(node, read.message, read.hint);
      const content = tabsContent(id, read.panels, read.active, read.queryKey);
      return {
        type: 'blockquote',
        data: content.data as never,
        children: content.children,
        position: node.position,
      };
    };

    const docCards = (doc: DocFileData): RootContent => {
      const dir = doc.relPath.includes('/') ? doc.relPath.slice(0, doc.relPath.lastIndexOf('/') + 1) : '';
      const byRoute = new Map(docs.map((d) => [d.route, d]));
      // The page's sidebar category, in sidebar order (descriptions from its pages); else its folder.
      const category = Object.hasOwn(categoryCards, doc.route) ? categoryCards[doc.route]! : undefined;
      const here = category
        ? category.map((card) => {
            // A page's card shows its title, as the folder's cards do; a subcategory its label.
            const page = card.label ? undefined : byRoute.get(card.route);
            return { route: card.route, title: page?.title ?? card.title, description: page?.description };
          })
        : docs
            .filter(
              (d) =>
                d.relPath !== doc.relPath &&
                d.relPath.startsWith(dir) &&
                isCardOf(d.relPath.slice(dir.length)),
            )
            .sort(
              (a, b) =>
                (a.sidebarPosition ?? Infinity) - (b.sidebarPosition ?? Infinity) ||
                a.relPath.localeCompare(b.relPath),
            );
      const items = here.map((d) => ({
        type: 'listItem' as const,
        children: [
          {
            type: 'paragraph' as const,
            children: [
              { type: 'link' as const, url: d.route, children: [{ type: 'text' as const, value: d.title }] },
              ...(d.description ? [{ type: 'text' as const, value: `: ${d.description}` }] : []),
            ],
          },
        ],
      }));
      return {
        type: 'containerDirective',
        name: 'cards',
        attributes: {},
        children: [{ type: 'list', ordered: false, spread: true, children: items }],
      };
    };

    // Read before the components are rewritten (their attributes go with them).
    const uses = tree.children.some((child) => child.type === 'mdxjsEsm')
      ? attributeUses(tree)
      : new Map<string, string[]>();
    // ES imports hold for the whole page, wherever they are written (a page may use <Tabs> above
    // its `import Tabs …` line): the page's own are read first. (A partial's, as its turn comes.)
    const read = new Set<RootContent>();
    for (const child of tree.children)
      if (child.type === 'mdxjsEsm') {
        readImports(child.data?.estree as Program | undefined, child);
        read.add(child);
      }
    transform(tree);
    const [first, ...more] = undefinedNames;
    if (first && more.length === 0) fail(first.at, `${first.message}.`, first.hint);
    if (first) {
      const place = (u: { at: At }) =>
        u.at.file === first.at.file ? `line ${u.at.line}` : `${u.at.file}:${u.at.line}`;
      const names = [...new Set(undefinedNames.map((u) => `\`${u.name}\``))].slice(0, 10);
      fail(
        first.at,
        `${first.message} (and ${more.length} more such expression${more.length === 1 ? '' : 's'} on the page).`,
        `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not defined on the page (Docusaurus 3 stops too). If the braces are text, as MDX 1 (Docusaurus 2) showed them, write ${undefinedNames
          .slice(0, 10)
          .map((u) => `\`\\{${u.written}}\` (${place(u)})`)
          .join(', ')}${undefinedNames.length > 10 ? ` and ${undefinedNames.length - 10} more` : ''}.`,
      );
    }
    drops.flush();
    warnUnrunDataImports([...unknown.values()], uses, data);
  };
}

/** `user` → ['user'], `user.home` → ['user', 'home']; anything else (calls, `a[b]`, `a + b`) → undefined. */
function namePath(expression: Expression): string[] | undefined {
  if (expression.type === 'Identifier') return [expression.name];
  if (
    expression.type !== 'MemberExpression' ||
    expression.computed ||
    expression.property.type !== 'Identifier'
  )
    return undefined;
  const head = expression.object.type === 'Super' ? undefined : namePath(expression.object);
  return head && [...head, expression.property.name];
}

/** How many nodes of partials one page may place (a page of ten thousand lines has fewer). */
const MAX_PARTIAL_NODES = 100_000;

function countNodes(node: Node): number {
  return (
    1 +
    ('children' in node ? (node.children as Node[]).reduce((sum, child) => sum + countNodes(child), 0) : 0)
  );
}

/** `{props.name}` (or `{props['name']}`): the expression reads a partial's props and nothing else. */
function readsOnlyProps(program: Program | undefined): boolean {
  const statement = program?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return (
    expression?.type === 'MemberExpression' &&
    expression.object.type === 'Identifier' &&
    expression.object.name === 'props' &&
    (!expression.computed || expression.property.type === 'Literal')
  );
}

/** A direct child page, or the index page of a direct subfolder. */
function isCardOf(rest: string): boolean {
  const parts = rest.split('/');
  return parts.length === 1 || (parts.length === 2 && /^(index|readme)\.mdx?$/i.test(parts[1]!));
}

function attributes(
  list: (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  scope: Scope,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attribute of list) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { value } = attribute;
    if (value === null || value === undefined || typeof value === 'string') {
      out[attribute.name] = value ?? true;
      continue;
    }
    const program = value.data?.estree as Program | undefined;
    const literal = literalOf(program, scope);
    // A partial's prop its use did not give: no attribute, as React leaves out `undefined`.
    if (literal === undefined && Object.hasOwn(scope, 'props') && readsOnlyProps(program)) continue;
    out[attribute.name] = literal;
  }
  return out;
}

/**
 * Lowercase JSX is HTML: the tag and attributes the raw-HTML schema allows, else just the children;
 * what it leaves out goes to `drops` (a warning).
 */
function htmlElement(
  node: Jsx,
  scope: Scope,
  drops: HtmlDropReport,
  policy: HtmlPolicy,
  styles: Map<string, string> | undefined,
): RootContent[] {
  const properties: Record<string, string | number | boolean | string[]> = {};
  const unkept: string[] = [];
  let style: unknown;
  for (const [name, value] of Object.entries(attributes(node.attributes, scope))) {
    // `style={{ maxHeight: 200 }}` (an object) or `style="max-height: 200px"`: its safe part becomes a class.
    if (name === 'style') style = value;
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      // As hast names it, whether written the React way (`frameBorder`) or the HTML way (`frameborder`).
      properties[find(html, name).property] = value;
    else unkept.push(name);
  }
  if (typeof properties.className === 'string')
    properties.className = properties.className.split(/\s+/).filter(Boolean);
  const written: Element = {
    type: 'element',
    tagName: node.name!,
    properties: { ...properties, ...(style != null ? { style: style as string } : {}) },
    children: [],
  };
  const dropped = htmlDrops(written, markdownHtmlSchema, policy);
  // A custom element with no attributes around content (Capacitor's `<docgen-api>`) loses nothing
  // a browser would show (rehype-raw-sanitized.ts `transparentWrapper`): no warning.
  const wrapper =
    isCustomElementName(node.name!) && node.attributes.length === 0 && toString(node).trim() !== '';
  if (!wrapper) drops.add({ ...dropped, attributes: [...dropped.attributes, ...unkept] }, node.name!, node);
  if (style != null && styles) styleToClass(written, styles);
  delete written.properties.style;
  // Checked where it may stand: a table's rows and cells (`<tr>`, `<td>`, `<thead>`: tRPC's JSX
  // tables) are kept only inside a table, so the probe puts them in one (they are in one on the
  // page; a stray one is dropped by the page's own pass).
  const ancestor = markdownHtmlSchema.ancestors?.[written.tagName]?.[0];
  const probed: Element = { ...written, children: [{ type: 'text', value: 'x' }] };
  const probe = sanitize(
    {
      type: 'root',
      children: [
        ancestor ? { type: 'element', tagName: ancestor, properties: {}, children: [probed] } : probed,
      ],
    },
    markdownHtmlSchema,
  );
  const outer = 'children' in probe ? probe.children[0] : undefined;
  const clean = ancestor ? (outer?.type === 'element' ? outer.children[0] : undefined) : outer;
  const embed = clean?.type === 'element' && clean.tagName === 'iframe';
  if (embed && iframeAllowed(clean.properties.src, policy.iframeHosts)) hardenIframe(clean);
  if (clean?.type === 'element') {
    keepSafeClasses(clean);
    pixelSizes(clean);
  }
  if (
    !clean ||
    clean.type !== 'element' ||
    (embed && !iframeAllowed(clean.properties.src, policy.iframeHosts))
  )
    return node.type === 'mdxJsxTextElement'
      ? (node.children as RootContent[])
      : node.children.length
        ? [block('div', {}, node.children as RootContent[])]
        : [];
  // A void element (`<img />`, `<br />`) has no children in HTML: made as a block, it would be
  // written with a closing tag (`<img …></img>`, `<br></br>`: two breaks).
  if (VOID_TAGS.has(clean.tagName))
    return [
      {
        type: 'emphasis',
        data: { hName: clean.tagName, hProperties: clean.properties, hChildren: [] },
        children: [],
        position: node.position,
      } as RootContent,
    ];
  if (node.type === 'mdxJsxFlowElement')
    return [
      block(
        clean.tagName,
        clean.properties as Record<string, unknown>,
        node.children as RootContent[],
        node.position,
      ),
    ];
  const inline = {
    type: 'emphasis',
    data: { hName: clean.tagName, hProperties: clean.properties },
    children: node.children,
    position: node.position,
  } as RootContent;
  if (BLOCK_TAGS.has(clean.tagName)) Object.assign(inline.data!, { blockCarrier: true });
  return [inline];
}

const VOID_TAGS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

const BLOCK_TAGS = new Set([
  'details',
  'summary',
  'div',
  'figure',
  'figcaption',
  'table',
  'section',
  'aside',
  'p',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'center',
  'picture',
  // The parts of tables and lists, which a paragraph cannot hold (tRPC's example-apps table).
  'caption',
  'colgroup',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'li',
  'dl',
  'dt',
  'dd',
]);
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'inlineCode',
  'link',
  'image',
  'break',
  'delete',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'textDirective',
]);

function isBlockCarrier(node: RootContent | PhrasingContent): boolean {
  return Boolean(
    (node.data as { blockCarrier?: boolean; tabItem?: boolean } | undefined)?.blockCarrier ||
    (node.data as { tabItem?: boolean } | undefined)?.tabItem,
  );
}

function wrap(
  node: Jsx,
  tagName: string,
  properties: Record<string, unknown>,
  scope: Scope = {},
): RootContent {
  const tabAttrs = node.name === 'TabItem' ? attributes(node.attributes, scope) : undefined;
  const made =
    node.type === 'mdxJsxTextElement'
      ? ({
          type: 'emphasis',
          data: { hName: tagName, hProperties: properties },
          children: node.children,
          position: node.position,
        } as RootContent)
      : block(tagName, properties, node.children as RootContent[], node.position);
  if (tabAttrs) Object.assign(made.data!, { tabItem: true, tabAttrs });
  return made;
}

/** An element made from a block: as a paragraph node when it holds only text (no line breaks added around it). */
function block(
  tagName: string,
  properties: Record<string, unknown>,
  children: RootContent[],
  position?: RootContent['position'],
): RootContent {
  const type =
    children.length > 0 && children.every((c) => PHRASING.has(c.type) || (c.type as string) === 'emphasis')
      ? 'paragraph'
      : 'blockquote';
  return {
    type,
    data: { hName: tagName, hProperties: properties as never, blockCarrier: true },
    children: children as BlockContent[],
    position,
  } as RootContent;
}

function blocks(node: Jsx): RootContent[] {
  return (node.children as RootContent[]).filter((child) => !(child.type === 'text' && !child.value.trim()));
}

function isSummary(node: RootContent | PhrasingContent | undefined): boolean {
  return (node?.data as { hName?: string } | undefined)?.hName === 'summary';
}

function textOf(node: Jsx | RootContent): string {
  if (
    'value' in node &&
    typeof node.value === 'string' &&
    node.type !== 'mdxFlowExpression' &&
    node.type !== 'mdxTextExpression'
  )
    return node.value;
  if ('children' in node)
    return (node.children as RootContent[])
      .map((child) => textOf(child))
      .join(node.type === 'mdxJsxFlowElement' ? '\n' : '');
  return '';
}

/** The page's `import` statements, in its ESM blocks. */
function* importsOf(tree: Root): Generator<ImportDeclaration> {
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue;
    for (const statement of (child.data?.estree as Program | undefined)?.body ?? [])
      if (statement.type === 'ImportDeclaration') yield statement;
  }
}

/** `import useBaseUrl from '@docusaurus/useBaseUrl'` → `{ useBaseUrl: BaseUrlHelper }` (mdx-literal.ts). */
function helperScope(tree: Root, baseUrl: string): Scope {
  const scope: Scope = {};
  for (const statement of importsOf(tree))
    if (BASE_URL_MODULES.has(String(statement.source.value)))
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ImportDefaultSpecifier')
          scope[specifier.local.name] = new BaseUrlHelper(baseUrl);
  return scope;
}

/** Files an import names for their URL, as webpack's file loader gives it (not SVG: a component there). */
export const MEDIA_FILE =
  /\.(?:png|jpe?g|gif|webp|avif|bmp|ico|mp4|webm|ogv|ogg|mov|m4v|mp3|wav|m4a|flac|pdf|zip)$/i;

/**
 * `import webm from './_static/demo.webm'`, then `<source src={webm} />` (Ory's videos): Docusaurus
 * gives the file's URL, and so does docgen, the file an asset of the page; the attribute was left
 * out, a `<source>` without `src`. A file docgen does not serve (a package's) stays unknown.
 */
function mediaScope(tree: Root, data: DocFileData, siteFiles: SiteFileOptions): Scope {
  const scope: Scope = {};
  for (const statement of importsOf(tree)) {
    const source = String(statement.source.value);
    if (!MEDIA_FILE.test(source) || /[!?#]/.test(source)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportDefaultSpecifier') continue;
      const line = (statement.loc?.start.line ?? 1) + data.lineOffset;
      const url = requiredFileUrl(source, line, data, siteFiles);
      if (url !== undefined) scope[specifier.local.name] = url;
    }
  }
  return scope;
}

/**
 * The page's imports of data from modules of the site (data-modules.ts): name → value, for the
 * imports that are neither docgen's components, partials nor registered components.
 */
async function dataScope(
  tree: Root,
  sourceFile: string,
  components: string[],
  load: DataModuleLoader,
): Promise<Scope> {
  const scope: Scope = {};
  for (const statement of importsOf(tree)) {
    const source = String(statement.source.value);
    if (
      source in THEME_MODULES ||
      BASE_URL_MODULES.has(source) ||
      /\.mdx?$/.test(source) ||
      statement.specifiers.every((s) => components.includes(s.local.name))
    )
      continue;
    const module = await load(sourceFile, source);
    if (!module) continue;
    for (const specifier of statement.specifiers) {
      const value =
        specifier.type === 'ImportDefaultSpecifier'
          ? module.default
          : specifier.type === 'ImportNamespaceSpecifier'
            ? module
            : module[
                specifier.imported.type === 'Identifier'
                  ? specifier.imported.name
                  : String(specifier.imported.value)
              ];
      // A function (a component, a helper) is code: left to the checks of an unknown import.
      if (value !== undefined && typeof value !== 'function' && !components.includes(specifier.local.name))
        scope[specifier.local.name] = value;
    }
  }
  return scope;
}

/** The page imports or declares `name` itself (`import frontMatter from './data.json'`, `export const frontMatter = …`). */
function declares(tree: Root, name: string): boolean {
  return tree.children.some((child) => {
    if (child.type !== 'mdxjsEsm') return false;
    const program = child.data?.estree as Program | undefined;
    return (program?.body ?? []).some((statement) => {
      if (statement.type === 'ImportDeclaration')
        return statement.specifiers.some((specifier) => specifier.local.name === name);
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'VariableDeclaration')
        return declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === name);
      return (
        (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') &&
        declaration.id?.name === name
      );
    });
  });
}

/** `{frontMatter.key}`: a key of the page's front matter, and nothing else. */
function readsFrontMatterKey(program: Program | undefined): boolean {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return false;
  const path = namePath(statement.expression);
  return path?.length === 2 && path[0] === 'frontMatter';
}
