// Absolute public URLs (canonical links, sitemap, llms.txt, Markdown copies).
import type { SiteData } from '../types.ts';

/** `config.url` + base path + path: `https://docs.example.com/docs/guide`. */
export function publicUrl(site: SiteData, path: string): string {
  const base = site.config.baseUrl.replace(/\/$/, '');
  return `${site.config.url}${base}${path.startsWith('/') ? path : `/${path}`}`;
}
