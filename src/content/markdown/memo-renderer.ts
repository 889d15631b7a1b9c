// The Markdown renderer with a memory across rebuilds. Rendering Markdown is most of a build's
// time, and in watch mode almost every input repeats from one rebuild to the next (the pages
// nobody touched, the API descriptions). A result depends only on its input, the link options (the
// file → route map, the island names, …) and the pages' titles, so the memo lives exactly as long
// as those do.
import type { MarkdownOptions, MarkdownRenderer } from './processor.ts';

/** Past this many entries the memo starts again (a long session edits the same pages often). */
const MAX_ENTRIES = 5000;

export interface MemoRenderer {
  /** Equal keys mean equal link options, so the memo may be reused. */
  key: string;
  render: MarkdownRenderer;
}

/**
 * What every render depends on besides its input: how links resolve, the site's components and
 * policies. The build cache's keys use it too (src/pipeline/cached-work.ts).
 */
export function linkOptionsKey(options: MarkdownOptions): string {
  return JSON.stringify([
    options.baseUrl,
    options.contentDir,
    options.staticDir,
    [...options.routeByFile],
    options.islands ?? [],
    options.onMissingPartial,
    options.onUnknownComponent,
    options.iframeHosts ?? null,
    options.origin,
    options.components ?? [],
    options.componentFiles ?? null,
    options.outside ?? null,
  ]);
}

/** The pages' titles and descriptions and the sidebar categories' items, which MDX pages show (`<DocCardList />`). */
export function pageTitlesKey(options: MarkdownOptions): string {
  return JSON.stringify([
    (options.docs ?? []).map((d) => [d.relPath, d.id, d.route, d.title, d.description, d.sidebarPosition]),
    options.categoryCards ?? {},
  ]);
}

/** `create`: the renderer the memo is in front of, made only when the options changed. */
export function memoRenderer(
  options: MarkdownOptions,
  create: () => MarkdownRenderer,
  previous?: { key?: string; render: MarkdownRenderer },
): MemoRenderer {
  const key = `${linkOptionsKey(options)}\n${pageTitlesKey(options)}`;
  if (previous?.key === key) return previous as MemoRenderer;
  const render = create();
  const memo = new Map<string, ReturnType<MarkdownRenderer>>();
  return {
    key,
    render: (input) => {
      const inputKey = JSON.stringify(input);
      let result = memo.get(inputKey);
      if (!result) {
        if (memo.size >= MAX_ENTRIES) memo.clear();
        result = render(input);
        // A failed render is not remembered: the writer is about to fix it.
        result.catch(() => memo.delete(inputKey));
        memo.set(inputKey, result);
      }
      return result;
    },
  };
}
