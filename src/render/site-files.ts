// Files for deployment and for readers' tools, made from the whole route list: sitemap.xml,
// robots.txt, llms.txt and (config `hostFiles`) the `_headers` and `_redirects` of static hosts. (Each page's own Markdown copy is made with the page: see
// src/render/page-files.ts.)
import type { OutputFile, RouteData, SharedSchemaView, SiteData } from '../types.ts';
import { changelogFiles } from './changelog-files.ts';
import { hostFiles } from './host-files.ts';
import { llmsTxt } from './llms-txt.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

/** `sharedSchemas`: the API's shared components, listed in llms.txt (their Markdown is theirs alone). */
export function siteIndexFiles(
  routes: RouteData[],
  site: SiteData,
  sharedSchemas: ReadonlyMap<string, SharedSchemaView> = new Map(),
): OutputFile[] {
  return [
    {
      path: 'sitemap.xml',
      contents: sitemapXml(
        routes.map((r) => r.route),
        site,
      ),
      source: { what: 'the generated sitemap.xml' },
    },
    // `robotsTxt: false`: none, or the static folder's own (config/config-files.ts).
    ...(site.config.robotsTxt === false
      ? []
      : [{ path: 'robots.txt', contents: robotsTxt(site), source: { what: 'the generated robots.txt' } }]),
    {
      path: 'llms.txt',
      contents: llmsTxt(routes, site, sharedSchemas),
      source: { what: 'the generated llms.txt' },
    },
    ...changelogFiles(routes),
    ...(site.config.hostFiles
      ? hostFiles(
          routes.map((r) => r.route),
          site,
        )
      : []),
  ];
}
