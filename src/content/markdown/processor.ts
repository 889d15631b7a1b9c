// The Markdown chain, assembled in one place. Order matters and is noted where it does.
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { RenderedDoc } from '../../types.ts';
import { DocgenError, isDocgenError } from '../../errors.ts';
import type { DocFileData } from './file-data.ts';
import type { Highlighter } from './highlighter.ts';
import { preprocessMarkdown } from './preprocess.ts';
import { splitOpeningTag, unindentClosingTag } from './mdx1-closing-tags.ts';
import { conditionalMarkdownAt, conditionalMarkdownHint } from './mdx1-conditional-markdown.ts';
import { escapedTagHint, type EscapedTag } from './mdx1-escaped-tags.ts';
import { joinPreBlockAt, type JoinedPre } from './mdx1-pre-blocks.ts';
import { escapeTextTagsAt, textTagHint } from './mdx1-text-tags.ts';
import { markPartial } from './partial-location.ts';
import { createDataModuleLoader } from './data-modules.ts';
import { usesMdx } from './detect-mdx.ts';
import remarkAdmonitions from './plugins/remark-admonitions.ts';
import remarkCards from './plugins/remark-cards.ts';
import remarkCodeTabs from './plugins/remark-code-tabs.ts';
import remarkGithubAlerts from './plugins/remark-github-alerts.ts';
import remarkHeadingIds from './plugins/remark-heading-ids.ts';
import remarkIslands, { type IslandOptions } from './plugins/remark-islands.ts';
import remarkPageHead from './plugins/remark-page-head.ts';
import remarkNestingLimit, { assertNotTooDeep, tooDeep } from './plugins/remark-nesting-limit.ts';
import remarkMdxComponents, { type MdxComponentOptions } from './plugins/remark-mdx-components.ts';
import rehypeMdxComponents, { type ComponentRenderOptions } from './plugins/rehype-mdx-components.ts';
import { componentSources, loadComponents, type Components } from './load-components.ts';
import { noteRead, noteReads } from '../../util/read-tracker.ts';
import {
  remarkMarkdownCopyApply,
  remarkMarkdownCopyCollect,
  type MarkdownCopyOptions,
} from './plugins/remark-markdown-copy.ts';
import remarkResolveLinks, { type ResolveLinksOptions } from './plugins/remark-resolve-links.ts';
import remarkUnknownDirectives from './plugins/remark-unknown-directives.ts';
import rehypeRawSanitized from './plugins/rehype-raw-sanitized.ts';
import rehypeFitHeadings from './plugins/rehype-fit-headings.ts';
import rehypePhrasingParagraphs from './plugins/rehype-phrasing-paragraphs.ts';
import rehypeImageAlt from './plugins/rehype-image-alt.ts';
import rehypeHeadingAnchors from './plugins/rehype-heading-anchors.ts';
import rehypeHighlightCode from './plugins/rehype-highlight-code.ts';
import rehypeTaskListLabels from './plugins/rehype-task-list-labels.ts';
import rehypeWrapTables from './plugins/rehype-wrap-tables.ts';
import { docId } from '../doc-route.ts';

export interface RenderMarkdownInput {
  markdown: string;
  sourceFile: string;
  relPath: string;
  route: string;
  /** The page's URL ends in `/` (a folder's page, as Docusaurus serves it): relative route links start from it. */
  folderUrl?: boolean;
  /** The page's front matter, for MDX that reads `frontMatter` as Docusaurus pages may. */
  frontMatter?: Record<string, unknown>;
  lineOffset?: number;
  tocMin: number;
  tocMax: number;
  /** `false` for text that is CommonMark by definition (OpenAPI descriptions): never read as MDX. */
  mdx?: boolean;
  /** Spec descriptions: the heading level the text's top headings take (rehype-fit-headings.ts). */
  headingBase?: number;
  /** Ids the page around the text has already (an API overview's "Authentication"): headings take others. */
  reservedIds?: readonly string[];
}

export type MarkdownRenderer = (input: RenderMarkdownInput) => Promise<
  RenderedDoc & {
    assets: DocFileData['assets'];
    markdown?: string;
    warnings: DocgenError[];
    /** The rules of the classes made of the page's safe inline styles (html-embeds.ts). */
    styles?: string;
  }
>;

export type MarkdownOptions = ResolveLinksOptions &
  IslandOptions &
  MarkdownCopyOptions &
  MdxComponentOptions & {
    /** The config's `components` (name → file, relative to `root`), for MDX pages. */
    componentFiles?: { root: string; files: Record<string, string> };
    /** The site's title and tagline, for components that read `useDocusaurusContext()`. */
    site?: { title: string; tagline?: string };
  };

/** A page with more closing tags to unindent than this is left to its parse error. */
const MAX_UNINDENTED = 50;

export function createMarkdownRenderer(options: MarkdownOptions, highlighter: Highlighter): MarkdownRenderer {
  // Registered components compile on first use: a site without MDX pages that use them never pays.
  let components: Promise<Components> | undefined;
  const files = options.componentFiles;
  const root = files?.root ?? '.';
  const shimSite = {
    baseUrl: options.baseUrl,
    url: options.origin,
    ...options.site,
    docs: (options.docs ?? []).map((d) => ({
      id: d.id ?? docId(d.relPath),
      title: d.title,
      description: d.description,
    })),
  };
  const links = {
    ...options,
    components: options.components ?? Object.keys(files?.files ?? {}),
    // What a page reads besides its own text is noted as its input (the build cache's keys).
    loadComponents: () => {
      components ??= loadComponents(root, files?.files ?? {}, shimSite);
      noteReads(components.then(componentSources));
      return components;
    },
    readPartial: (fromFile: string, source: string) => {
      const file = path.resolve(root, path.dirname(fromFile), source);
      noteRead(file);
      return readPartial(file, root);
    },
    loadDataModule: createDataModuleLoader(root, shimSite),
    siteRoot: files?.root,
    siteFiles: { baseUrl: options.baseUrl, contentDir: options.contentDir, staticDir: options.staticDir },
  };
  // Building a processor is far costlier than running one: keep one per TOC-level setting.
  const processors = new Map<string, ReturnType<typeof createProcessor>>();
  const processorFor = (tocMin: number, tocMax: number, mdx: boolean) => {
    const key = `${tocMin}-${tocMax}-${mdx}`;
    if (!processors.has(key)) processors.set(key, createProcessor(links, highlighter, tocMin, tocMax, mdx));
    return processors.get(key)!;
  };
  return async (input) => {
    assertNotTooDeep(input.markdown, input.sourceFile, input.lineOffset ?? 0);
    const mdx = input.mdx !== false && usesMdx(input.markdown, input.relPath);
    const processor = processorFor(input.tocMin, input.tocMax, mdx);
    const data: DocFileData = {
      sourceFile: input.sourceFile,
      relPath: input.relPath,
      route: input.route,
      ...(input.folderUrl && { folderUrl: true }),
      ...(input.frontMatter && { frontMatter: input.frontMatter }),
      lineOffset: input.lineOffset ?? 0,
      links: [],
      assets: [],
      toc: [],
      anchors: [],
      warnings: [],
      headingBase: input.headingBase,
      ...(input.reservedIds?.length && { reservedIds: input.reservedIds }),
      // Content pages have a stylesheet of their own for their safe inline styles; spec descriptions none.
      ...(input.mdx !== false && { styles: new Map<string, string>() }),
    };
    let value = preprocessMarkdown(input.markdown, mdx);
    /** Closing tags read as MDX 1 read them (mdx1-closing-tags.ts): the parse stops before any plugin runs. */
    const unindented: { line: number; tag: string }[] = [];
    /** Opening tags sharing their line with more, read as MDX 1 read them (mdx1-closing-tags.ts). */
    const split: { line: number; tag: string }[] = [];
    /** `<` that MDX 1 read as text (mdx1-text-tags.ts), escaped. */
    const escaped: EscapedTag[] = [];
    /** `<pre>` blocks whose lines are joined as MDX 1 joined them (mdx1-pre-blocks.ts). */
    const joined: JoinedPre[] = [];
    let html: string;
    for (;;) {
      const file = new VFile({ value, path: input.sourceFile, data: { doc: data } });
      try {
        html = String(await processor.process(file));
        break;
      } catch (error) {
        const more =
          mdx &&
          // Every text `<` of a page is escaped in one go: one more parse.
          unindented.length + split.length + Math.min(escaped.length, 1) + joined.length < MAX_UNINDENTED;
        const retry = more ? unindentClosingTag(value, error) : undefined;
        const apart = more && !retry ? splitOpeningTag(value, error) : undefined;
        const text = more && !retry && !apart ? escapeTextTagsAt(value, error) : undefined;
        const pre = more && !retry && !apart && !text ? joinPreBlockAt(value, error) : undefined;
        if (retry) unindented.push(retry);
        else if (apart) split.push(...apart.lines.map((line) => ({ line, tag: apart.tag })));
        else if (text) escaped.push(...text.escaped);
        else if (pre) joined.push(pre);
        else throw asDocgenError(error, data, value);
        value = (retry ?? apart ?? text ?? pre)!.source;
      }
    }
    data.warnings.push(...mdx1Warnings(input.sourceFile, data.lineOffset, escaped, joined));
    if (split.length > 0)
      data.warnings.push(
        new DocgenError(
          `${[...new Set(split.map((u) => `\`<${u.tag}>\``))].join(', ')} ${split.length === 1 ? 'shares its line' : `(${split.length} places) share their lines`} with more, which MDX 3 reads as text with the tag inline, to be closed in the same paragraph (Docusaurus 3 stops there): docgen reads the rest of the line on the blank line below, as MDX 1 (Docusaurus 2) did.`,
          {
            file: input.sourceFile,
            line: split[0]!.line + data.lineOffset,
            hint: `Put the opening tag on a line of its own (line${split.length === 1 ? '' : 's'} ${split.map((u) => u.line + data.lineOffset).join(', ')}).`,
          },
        ),
      );
    if (unindented.length > 0)
      data.warnings.push(
        new DocgenError(
          `${unindented.map((u) => `\`</${u.tag}>\``).join(', ')} ${unindented.length === 1 ? 'is' : 'are'} indented under a list, which MDX 3 reads as part of the list's last item (Docusaurus 3 stops there): docgen closes ${unindented.length === 1 ? 'it' : 'them'} where ${unindented.length === 1 ? 'it stands' : 'they stand'}, as MDX 1 (Docusaurus 2) did.`,
          {
            file: input.sourceFile,
            line: unindented[0]!.line + data.lineOffset,
            hint: `Start the closing tag at the beginning of its line${unindented.length === 1 ? '' : 's'} (line${unindented.length === 1 ? '' : 's'} ${unindented.map((u) => u.line + data.lineOffset).join(', ')}).`,
          },
        ),
      );
    return {
      html,
      toc: data.toc,
      anchors: data.anchors,
      links: data.links,
      assets: data.assets,
      markdown: data.markdown,
      warnings: data.warnings,
      ...(data.head && { head: data.head }),
      ...(data.styles?.size && { styles: [...data.styles.values()].join('\n') }),
    };
  };
}

/** What a page read as MDX 1 read it: `<` as text, `<pre>` lines joined (Docusaurus 3 stops on both). */
function mdx1Warnings(
  file: string,
  offset: number,
  escaped: EscapedTag[],
  joined: JoinedPre[],
): DocgenError[] {
  const warnings: DocgenError[] = [];
  if (escaped.length > 0) {
    const shown = [...new Set(escaped.map((e) => `\`${e.written}\``))];
    const lines = [...new Set(escaped.map((e) => e.line + offset))];
    warnings.push(
      new DocgenError(
        `${shown.slice(0, 4).join(', ')}${shown.length > 4 ? ', …' : ''} ${escaped.length === 1 ? 'is' : 'are'} text to MDX 1 (Docusaurus 2) and a JSX tag to MDX 3, which stops there (Docusaurus 3 too): docgen reads ${escaped.length === 1 ? 'it' : 'them'} as text, as MDX 1 did.`,
        {
          file,
          line: lines[0],
          hint: `Escape the \`<\` (line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}): write \`\\${escaped[0]!.written}\`; \`docgen init --from-docusaurus\` does this in the pages it copies.`,
        },
      ),
    );
  }
  for (const pre of joined)
    warnings.push(
      new DocgenError(
        `The \`<pre>\` block (lines ${pre.from + offset}–${pre.to + offset}) has tags on lines of their own between its text, which MDX 3 reads as Markdown blocks and stops on (Docusaurus 3 too): docgen joins its lines as MDX 1 (Docusaurus 2) did.`,
        {
          file,
          line: pre.from + offset,
          hint: `Write the block's text on one line between \`<pre>\` and \`</pre>\`, as docgen reads it: ${pre.joined.length > 160 ? `${pre.joined.slice(0, 160)}…` : pre.joined} (\`docgen init --from-docusaurus\` does this in the pages it copies).`,
        },
      ),
    );
  return warnings;
}

function createProcessor(
  links: MarkdownOptions & ComponentRenderOptions,
  highlighter: Highlighter,
  tocMin: number,
  tocMax: number,
  mdx: boolean,
) {
  return (
    unified()
      .use(remarkParse)
      // MDX only for files that use it (detect-mdx.ts): it turns a stray `<` or `{` into an error.
      .use(mdx ? [remarkMdx] : [])
      .use(remarkGfm)
      .use(remarkDirective)
      .use(remarkNestingLimit)
      // A page's <head> block leaves the body first: its tags are metadata, not HTML the page loses.
      .use(remarkPageHead)
      // The Markdown copy notes the directives as written, before the plugins below rewrite them.
      .use(remarkMarkdownCopyCollect, links)
      // Components become admonition/tabs/cards nodes, which the plugins below then render.
      .use(mdx ? [[remarkMdxComponents, links]] : [])
      // Known containers first; whatever directive is left is unknown (error) or plain text.
      .use(remarkAdmonitions)
      .use(remarkCodeTabs)
      .use(remarkCards)
      .use(remarkIslands, links)
      .use(remarkUnknownDirectives, { onUnknownComponent: links.onUnknownComponent })
      .use(remarkGithubAlerts)
      .use(remarkHeadingIds)
      .use(remarkResolveLinks, links)
      .use(remarkMarkdownCopyApply, links)
      // Raw HTML goes through as `raw` nodes and is parsed and sanitised before any rehype plugin
      // but one (which only reads it: the image-alt check) looks at the tree, so headings, tables
      // and code written as HTML get ids, wrappers, highlighting.
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeImageAlt)
      .use(rehypeRawSanitized, { iframeHosts: links.iframeHosts })
      .use(rehypePhrasingParagraphs)
      .use(rehypeFitHeadings)
      // Ids before anchors/TOC. Highlighting last: headings inside code are never touched, and the
      // plugins before it walk the tree before it holds a <span> per code token.
      .use(rehypeSlug)
      .use(rehypeHeadingAnchors, { tocMin, tocMax })
      .use(rehypeWrapTables)
      .use(rehypeTaskListLabels)
      .use(rehypeHighlightCode, { highlighter })
      // Last: a registered component receives its children fully rendered; its HTML is a raw node.
      .use(mdx ? [[rehypeMdxComponents, { ...links, highlighter }]] : [])
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}

/** MDX's parse error as a DocgenError with the file's line; `source` (what was parsed) names the MDX 1 idioms it stopped on. */
function asDocgenError(
  error: unknown,
  data: Pick<DocFileData, 'sourceFile' | 'lineOffset'>,
  source: string,
): unknown {
  const deep = tooDeep(error, data.sourceFile);
  if (deep) return deep;
  const message = error as {
    reason?: string;
    line?: number;
    source?: string;
    place?: { line?: number; start?: { line: number } };
  };
  if (
    isDocgenError(error) ||
    !message.reason ||
    !/^(micromark-extension|mdast-util)-mdx/.test(message.source ?? '')
  )
    return error;
  const line =
    message.line ??
    message.place?.start?.line ??
    message.place?.line ??
    Number(/\((\d+):\d+/.exec(message.reason)?.[1] ?? NaN);
  const at = Number.isNaN(line) ? undefined : line;
  // Markdown inside `{cond && <div>`: acorn stops somewhere inside, the block's first line says why.
  const block = conditionalMarkdownAt(message.reason, source, at);
  if (block)
    return new DocgenError(`MDX syntax: ${message.reason} (line ${at! + data.lineOffset}).`, {
      file: data.sourceFile,
      line: block.line + data.lineOffset,
      hint: conditionalMarkdownHint(block, data.lineOffset),
    });
  return new DocgenError(`MDX syntax: ${message.reason}`, {
    file: data.sourceFile,
    line: at === undefined ? undefined : at + data.lineOffset,
    hint:
      escapedTagHint(message.reason, source, at) ??
      textTagHint(message.reason, source, at) ??
      'The file is read as MDX (it is .mdx, or has `import` lines or component tags): write `\\{` and `&lt;` for a literal `{` and `<`.',
  });
}

/** A Markdown partial (`import Note from './_note.md'`), parsed to be placed where `<Note />` is. */
function readPartial(file: string, root: string): Root | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const lineOffset = text.slice(0, text.length - body.length).split('\n').length - 1;
  const shown = path.relative(root, file).split(path.sep).join('/');
  const mdx = usesMdx(body, file);
  assertNotTooDeep(body, shown, lineOffset);
  let tree: Root;
  try {
    tree = unified()
      .use(remarkParse)
      .use(mdx ? [remarkMdx] : [])
      .use(remarkGfm)
      .use(remarkDirective)
      .parse(preprocessMarkdown(body, mdx));
  } catch (error) {
    // The partial's own file and line, not the importing page's.
    throw asDocgenError(error, { sourceFile: shown, lineOffset }, body);
  }
  // Positions point into the partial, not the page: the page's checks must not read them as its own.
  // Messages about the partial's own content name its file and line (see partial-location.ts).
  visit(tree, (node) => {
    if (node.position) markPartial(node, shown, node.position.start.line + lineOffset, lineOffset);
    delete node.position;
  });
  return tree;
}
