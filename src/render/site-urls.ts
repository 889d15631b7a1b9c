// The URLs templates link to, made by the output layout (src/shared/output-layout.ts) under the
// site's base URL: templates spell no output path and join no base URL themselves.
import { consolePathFor, markdownPathFor, withBase } from '../shared/output-layout.ts';
import type { SiteUrls } from '../types.ts';

export function siteUrls(baseUrl: string): SiteUrls {
  return {
    to: (path) => withBase(baseUrl, path),
    markdown: (route) => withBase(baseUrl, markdownPathFor(route)),
    console: (route) => withBase(baseUrl, consolePathFor(route)),
  };
}
