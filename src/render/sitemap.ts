// sitemap.xml: every route's canonical URL (the not-found page is not a route).
import type { SiteData } from '../types.ts';
import { publicUrl } from './public-url.ts';

export function sitemapXml(routes: string[], site: SiteData): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(publicUrl(site, route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
