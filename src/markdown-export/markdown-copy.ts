// The plain Markdown copy of one page (served at `<route>.md`, linked as "View as Markdown").
// Doc pages use the copy the Markdown chain made from their source (remark-markdown-copy.ts:
// the author's text, links made absolute); API pages serialise their views (api-to-markdown.ts)
// with the descriptions' own copies. Without a public URL there are no such copies, and the
// rendered HTML is converted instead (html-to-markdown.ts). Each copy starts
// with the title, the description and the canonical URL, so a pasted copy says where it came from.
import type { RouteData, SiteData } from '../types.ts';
import { publicUrl } from '../render/public-url.ts';
import {
  apiInfoToMarkdown,
  apiOperationToMarkdown,
  sharedSchemaToMarkdown,
  type ApiMarkdownState,
} from './api-to-markdown.ts';
import type { SharedSchemaView } from '../openapi/views/types.ts';
import { sharedSchemaPathFor } from '../shared/output-layout.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';

export type MarkdownCopier = (route: RouteData) => string;

/**
 * One copier per build. Spec descriptions come from `descriptionCopies` (their source Markdown,
 * kept by the Markdown chain); any other snippet is converted from its HTML, memoised because
 * specs repeat them.
 */
export function createMarkdownCopier(
  site: SiteData,
  descriptionCopies: ReadonlyMap<string, string> = new Map(),
): MarkdownCopier {
  const origin = site.config.url;
  const state = markdownState(site, descriptionCopies);
  return (route) => {
    let body: string;
    if (route.kind === 'doc') body = route.markdown ?? htmlToMarkdown(route.html, { origin });
    else if (route.kind === 'api-operation') body = apiOperationToMarkdown(route.api, state);
    else if (route.kind === 'api-info') body = apiInfoToMarkdown(route.api, state);
    else if (route.kind === 'generated-index')
      body = route.cards
        .map((c) => `- [${c.title}](${publicUrl(site, c.route)})${c.description ? `: ${c.description}` : ''}`)
        .join('\n');
    else body = '';
    const description = route.description ? `> ${route.description.replace(/\s+/g, ' ')}\n\n` : '';
    const source = `Source: <${publicUrl(site, route.route)}>\n\n`;
    // The body usually opens with the page's own <h1>; keep it first, or add the title.
    const [heading, rest] = /^# .*\n*/.test(body)
      ? [body.match(/^# .*/)![0], body.replace(/^# .*\n*/, '')]
      : [`# ${route.title}`, body];
    return `${heading}\n\n${description}${source}${rest}`.trim() + '\n';
  };
}

/** The Markdown of a shared component (`_docgen/schemas/<key>.md`), as the pages' copies link to it. */
export function createSharedSchemaMarkdown(
  site: SiteData,
  descriptionCopies: ReadonlyMap<string, string> = new Map(),
): (shared: SharedSchemaView) => string {
  const state = markdownState(site, descriptionCopies);
  return (shared) => sharedSchemaToMarkdown(shared, state);
}

function markdownState(site: SiteData, descriptionCopies: ReadonlyMap<string, string>): ApiMarkdownState {
  // Hrefs in the HTML already carry the base path, so links get the bare origin.
  const origin = site.config.url;
  const memo = new Map<string, string>();
  return {
    describe: (html) => {
      if (!html) return '';
      let md = descriptionCopies.get(html) ?? memo.get(html);
      if (md === undefined) memo.set(html, (md = htmlToMarkdown(html, { origin })));
      return md;
    },
    url: (path) =>
      path.startsWith('/')
        ? `${origin}${path.startsWith(site.config.baseUrl) ? path : publicUrl(site, path).slice(origin.length)}`
        : path,
    sharedUrl: (key) => publicUrl(site, sharedSchemaPathFor(key, 'md')),
  };
}
