// robots.txt: everything may be crawled; points crawlers at the sitemap. Crawlers only read it
// at the host root, so a site under a base path documents it there for the host to copy.
import type { SiteData } from '../types.ts';
import { publicUrl } from './public-url.ts';

export function robotsTxt(site: SiteData): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl(site, '/sitemap.xml')}\n`;
}
