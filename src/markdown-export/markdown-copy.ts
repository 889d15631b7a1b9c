// The plain Markdown copy of one page (served at `<route>.md`, linked as "View as Markdown").
// Doc pages convert their rendered body, so the copy has exactly what readers see with links
// already resolved; API pages serialise their views (see api-to-markdown.ts). Each copy starts
// with the title, the description and the canonical URL, so a pasted copy says where it came from.
import type { RouteData, SiteData } from '../types.ts';
import { publicUrl } from '../write/public-url.ts';
import { apiInfoToMarkdown, apiOperationToMarkdown, type ApiMarkdownState } from './api-to-markdown.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';

export type MarkdownCopier = (route: RouteData) => string;

/** One copier per build: it memoises description snippets shared across API pages. */
export function createMarkdownCopier(site: SiteData): MarkdownCopier {
  // Hrefs in the HTML already carry the base path, so links get the bare origin.
  const origin = site.config.url;
  const memo = new Map<string, string>();
  const state: ApiMarkdownState = {
    describe: (html) => {
      if (!html) return '';
      let md = memo.get(html);
      if (md === undefined) memo.set(html, (md = htmlToMarkdown(html, { origin })));
      return md;
    },
    url: (path) => (path.startsWith('/') ? `${origin}${path.startsWith(site.config.baseUrl) ? path : publicUrl(site, path).slice(origin.length)}` : path),
  };
  return (route) => {
    let body: string;
    if (route.kind === 'doc') body = route.markdown ?? htmlToMarkdown(route.html, { origin });
    else if (route.kind === 'api-operation') body = apiOperationToMarkdown(route.api, state);
    else if (route.kind === 'api-info') body = apiInfoToMarkdown(route.api, state);
    else if (route.kind === 'generated-index') body = route.cards.map((c) => `- [${c.title}](${publicUrl(site, c.route)})${c.description ? `: ${c.description}` : ''}`).join('\n');
    else body = '';
    const description = route.description ? `> ${route.description.replace(/\s+/g, ' ')}\n\n` : '';
    const source = `Source: <${publicUrl(site, route.route)}>\n\n`;
    // The body usually opens with the page's own <h1>; keep it first, or add the title.
    const [heading, rest] = /^# .*\n*/.test(body) ? [body.match(/^# .*/)![0], body.replace(/^# .*\n*/, '')] : [`# ${route.title}`, body];
    return `${heading}\n\n${description}${source}${rest}`.trim() + '\n';
  };
}
