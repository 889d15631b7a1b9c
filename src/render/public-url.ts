// Absolute public URLs (canonical links, sitemap, llms.txt, Markdown copies).
import type { SiteData } from '../types.ts';
import { withBase } from '../shared/output-layout.ts';

/** `config.url` + base path + path: `https://docs.example.com/docs/guide`. */
export function publicUrl(site: SiteData, path: string): string {
  return `${site.config.url}${withBase(site.config.baseUrl, path)}`;
}
