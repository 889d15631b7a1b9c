// The Markdown chain's options for a site, apart from the chain itself (processor.ts): a build
// whose pages all come from the build cache makes the options (they are part of each page's key)
// and never loads the chain. A build with much Markdown renders it on other threads (render-pool.ts).
import type { ResolvedConfig } from '../../config/schema.ts';
import type { SidebarItem, SourceDoc } from '../../types.ts';
import type { MarkdownOptions, MarkdownRenderer } from './processor.ts';
import type { CategoryCard } from './plugins/remark-mdx-components.ts';
import type { HighlighterLoader } from './lazy-highlighter.ts';

/** The chain's options for a site: how links resolve (file → route, base URL, public origin). */
export function markdownOptions(
  config: ResolvedConfig,
  docs: SourceDoc[],
  root: string,
  sidebar: readonly SidebarItem[] = [],
): MarkdownOptions {
  return {
    routeByFile: new Map(docs.map((d) => [d.relPath, d.route])),
    docs,
    categoryCards: categoryCards(sidebar),
    componentFiles: { root, files: config.components },
    baseUrl: config.baseUrl,
    contentDir: config.contentDir,
    staticDir: config.staticDir,
    islands: Object.keys(config.islands),
    origin: config.url,
    site: { title: config.title, tagline: config.tagline },
    onMissingPartial: config.onBrokenMarkdownLinks,
    onUnknownComponent: config.onUnknownComponents,
    iframeHosts: config.docs.iframeHosts,
  };
}

/** The renderer of processor.ts, its modules (and the highlighter) loaded when the first page is rendered. */
export function lazyMarkdownRenderer(
  options: MarkdownOptions,
  highlighter: HighlighterLoader,
): MarkdownRenderer {
  let renderer: Promise<MarkdownRenderer> | undefined;
  return async (input) => {
    renderer ??= Promise.all([import('./processor.ts'), highlighter()]).then(([chain, loaded]) =>
      chain.createMarkdownRenderer(options, loaded),
    );
    return (await renderer)(input);
  };
}

/** Where a run's Markdown is rendered: on Markdown threads (`elsewhere`, then `close` them), or here. */
export interface SiteMarkdownRenderer {
  render: MarkdownRenderer;
  elsewhere: boolean;
  close(): Promise<void>;
}

/** Starts the Markdown threads a build of `docs` will render them on, to load the chain meanwhile. */
export async function prestartMarkdownThreads(docs: readonly SourceDoc[]): Promise<void> {
  const { markdownThreads, prestartMarkdownThreads: prestart } = await import('./render-pool.ts');
  prestart(markdownThreads(markdownBytes(docs)));
}

function markdownBytes(docs: readonly SourceDoc[]): number {
  return docs.reduce((sum, doc) => sum + doc.body.length, 0);
}

/**
 * The renderer for a run that renders `docs`: on Markdown threads when they are many (a build),
 * else on this thread, its chain loaded with the first render. `threads`: false for a run that
 * renders a page or two (dev's rebuilds), which a thread's start would only delay.
 */
export async function siteMarkdownRenderer(
  options: MarkdownOptions,
  highlighter: HighlighterLoader,
  docs: readonly SourceDoc[],
  threads: boolean,
): Promise<SiteMarkdownRenderer> {
  const { markdownThreads, startMarkdownPool, stopSpareThreads } = await import('./render-pool.ts');
  const size = threads ? markdownThreads(markdownBytes(docs)) : 0;
  if (size === 0)
    return { render: lazyMarkdownRenderer(options, highlighter), elsewhere: false, close: stopSpareThreads };
  const pool = startMarkdownPool(options, size);
  return { render: pool.render, elsewhere: true, close: pool.close };
}

/**
 * Each sidebar category with a page of its own (route) → its items as cards: what
 * `<DocCardList />` on that page shows, as Docusaurus's does (the current sidebar category). A
 * subcategory's card leads to its page, else to its first link.
 */
export function categoryCards(sidebar: readonly SidebarItem[]): Record<string, CategoryCard[]> {
  const out: Record<string, CategoryCard[]> = {};
  const firstRoute = (item: SidebarItem): string | undefined =>
    item.type === 'link' ? item.route : (item.route ?? item.items.map(firstRoute).find(Boolean));
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.route !== undefined && !Object.hasOwn(out, item.route))
        out[item.route] = item.items.flatMap((child) => {
          const route = firstRoute(child);
          if (route === undefined) return [];
          // A subcategory without a page of its own leads to its first page, under its own label.
          return [
            child.type === 'category' && child.route === undefined
              ? { title: child.label, route, label: true }
              : { title: child.label, route },
          ];
        });
      walk(item.items);
    }
  };
  walk(sidebar);
  return out;
}
