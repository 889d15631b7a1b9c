// The Markdown chain, assembled in one place. Order matters and is noted where it does.
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { RenderedDoc } from '../../types.ts';
import type { DocFileData } from './file-data.ts';
import type { Highlighter } from './highlighter.ts';
import { preprocessMarkdown } from './preprocess.ts';
import remarkAdmonitions from './plugins/remark-admonitions.ts';
import remarkCards from './plugins/remark-cards.ts';
import remarkCodeTabs from './plugins/remark-code-tabs.ts';
import remarkGithubAlerts from './plugins/remark-github-alerts.ts';
import remarkHeadingIds from './plugins/remark-heading-ids.ts';
import remarkIslands, { type IslandOptions } from './plugins/remark-islands.ts';
import { remarkMarkdownCopyApply, remarkMarkdownCopyCollect, type MarkdownCopyOptions } from './plugins/remark-markdown-copy.ts';
import remarkResolveLinks, { type ResolveLinksOptions } from './plugins/remark-resolve-links.ts';
import remarkUnknownDirectives from './plugins/remark-unknown-directives.ts';
import rehypeRawSanitized from './plugins/rehype-raw-sanitized.ts';
import rehypeHeadingAnchors from './plugins/rehype-heading-anchors.ts';
import rehypeHighlightCode from './plugins/rehype-highlight-code.ts';
import rehypeTaskListLabels from './plugins/rehype-task-list-labels.ts';
import rehypeWrapTables from './plugins/rehype-wrap-tables.ts';

export interface RenderMarkdownInput {
  markdown: string;
  sourceFile: string;
  relPath: string;
  route: string;
  lineOffset?: number;
  tocMin: number;
  tocMax: number;
}

export type MarkdownRenderer = (input: RenderMarkdownInput) => Promise<RenderedDoc & { assets: DocFileData['assets']; markdown?: string }>;

export type MarkdownOptions = ResolveLinksOptions & IslandOptions & MarkdownCopyOptions;

export function createMarkdownRenderer(links: MarkdownOptions, highlighter: Highlighter): MarkdownRenderer {
  // Building a processor is far costlier than running one: keep one per TOC-level setting.
  const processors = new Map<string, ReturnType<typeof createProcessor>>();
  const processorFor = (tocMin: number, tocMax: number) => {
    const key = `${tocMin}-${tocMax}`;
    if (!processors.has(key)) processors.set(key, createProcessor(links, highlighter, tocMin, tocMax));
    return processors.get(key)!;
  };
  return async (input) => {
    const processor = processorFor(input.tocMin, input.tocMax);
    const data: DocFileData = { sourceFile: input.sourceFile, relPath: input.relPath, route: input.route, lineOffset: input.lineOffset ?? 0, links: [], assets: [], toc: [], anchors: [] };
    const file = new VFile({ value: preprocessMarkdown(input.markdown), path: input.sourceFile, data: { doc: data } });
    const html = String(await processor.process(file));
    return { html, toc: data.toc, anchors: data.anchors, links: data.links, assets: data.assets, markdown: data.markdown };
  };
}

function createProcessor(links: MarkdownOptions, highlighter: Highlighter, tocMin: number, tocMax: number) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    // The Markdown copy notes the directives as written, before the plugins below rewrite them.
    .use(remarkMarkdownCopyCollect, links)
    // Known containers first; whatever directive is left is unknown (error) or plain text.
    .use(remarkAdmonitions)
    .use(remarkCodeTabs)
    .use(remarkCards)
    .use(remarkIslands, links)
    .use(remarkUnknownDirectives)
    .use(remarkGithubAlerts)
    .use(remarkHeadingIds)
    .use(remarkResolveLinks, links)
    .use(remarkMarkdownCopyApply, links)
    // Raw HTML goes through as `raw` nodes and is parsed and sanitised before any rehype plugin
    // looks at the tree, so headings, tables and code written as HTML get ids, wrappers, highlighting.
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawSanitized)
    // Ids before anchors/TOC. Highlighting last: headings inside code are never touched, and the
    // plugins before it walk the tree before it holds a <span> per code token.
    .use(rehypeSlug)
    .use(rehypeHeadingAnchors, { tocMin, tocMax })
    .use(rehypeWrapTables)
    .use(rehypeTaskListLabels)
    .use(rehypeHighlightCode, { highlighter })
    .use(rehypeStringify)
    .freeze();
}
