// Files for deployment and for readers' tools, beside the pages: the plain Markdown copy of every
// page, sitemap.xml, robots.txt and llms.txt.
import { createMarkdownCopier } from '../markdown-export/markdown-copy.ts';
import type { RouteData, SiteData } from '../types.ts';
import { llmsTxt } from './llms-txt.ts';
import { markdownPathFor } from './output-paths.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';
import type { OutputFile } from './write-site.ts';

/** `descriptionCopies`: spec descriptions' HTML → their Markdown copies (see route-data.ts). */
export function productionFiles(routes: RouteData[], site: SiteData, descriptionCopies?: ReadonlyMap<string, string>): OutputFile[] {
  const markdownCopy = createMarkdownCopier(site, descriptionCopies);
  return [
    ...routes.map((route) => ({ path: markdownPathFor(route.route), contents: markdownCopy(route), source: { what: `the Markdown copy of "${route.route}"`, file: route.source } })),
    { path: 'sitemap.xml', contents: sitemapXml(routes.map((r) => r.route), site), source: { what: 'the generated sitemap.xml' } },
    { path: 'robots.txt', contents: robotsTxt(site), source: { what: 'the generated robots.txt' } },
    { path: 'llms.txt', contents: llmsTxt(routes, site), source: { what: 'the generated llms.txt' } },
  ];
}
