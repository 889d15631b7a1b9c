// The Markdown chain's options for a site, apart from the chain itself (processor.ts): a build
// whose pages all come from the build cache makes the options (they are part of each page's key)
// and never loads the chain.
import type { ResolvedConfig } from '../../config/schema.ts';
import type { SourceDoc } from '../../types.ts';
import type { MarkdownOptions, MarkdownRenderer } from './processor.ts';
import type { Highlighter } from './highlighter.ts';

/** The chain's options for a site: how links resolve (file → route, base URL, public origin). */
export function markdownOptions(config: ResolvedConfig, docs: SourceDoc[], root: string): MarkdownOptions {
  return {
    routeByFile: new Map(docs.map((d) => [d.relPath, d.route])),
    docs,
    componentFiles: { root, files: config.components },
    baseUrl: config.baseUrl,
    contentDir: config.contentDir,
    staticDir: config.staticDir,
    islands: Object.keys(config.islands),
    origin: config.url,
    onMissingPartial: config.onBrokenMarkdownLinks,
    onUnknownComponent: config.onUnknownComponents,
    iframeHosts: config.docs.iframeHosts,
  };
}

/** The renderer of processor.ts, its modules loaded when the first page is rendered. */
export function lazyMarkdownRenderer(options: MarkdownOptions, highlighter: Highlighter): MarkdownRenderer {
  let renderer: Promise<MarkdownRenderer> | undefined;
  return async (input) => {
    renderer ??= import('./processor.ts').then((chain) => chain.createMarkdownRenderer(options, highlighter));
    return (await renderer)(input);
  };
}
