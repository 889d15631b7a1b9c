// llms.txt (llmstxt.org): the site map for language models. An H1 with the site title, the
// tagline as a block quote, then one section per top-level sidebar entry listing the plain
// Markdown copy of each page with its description; then, per API, the schemas its pages show in
// one shared place (an operation's copy links to them rather than repeating them).
import type { RouteData, SharedSchemaView, SidebarItem, SiteData } from '../types.ts';
import { publicUrl } from './public-url.ts';
import { markdownPathFor, sharedSchemaPathFor } from '../shared/output-layout.ts';
import { changelogLinks } from './changelog-files.ts';

export function llmsTxt(
  routes: RouteData[],
  site: SiteData,
  sharedSchemas: ReadonlyMap<string, SharedSchemaView> = new Map(),
): string {
  const byRoute = new Map(routes.map((r) => [r.route, r]));
  const entry = (route: string) => {
    const page = byRoute.get(route);
    if (!page) return undefined;
    const description = page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : '';
    return `- [${page.title.replace(/[[\]]/g, '\\$&')}](${publicUrl(site, markdownPathFor(route))})${description}`;
  };
  const sections: string[] = [];
  const loose: string[] = [];
  for (const item of site.sidebars.flatMap((sidebar) => sidebar.items)) {
    if (item.type === 'link') {
      const line = entry(item.route);
      if (line) loose.push(line);
    } else {
      const lines = routesOf(item)
        .map(entry)
        .filter((l): l is string => Boolean(l));
      if (lines.length > 0) sections.push(`## ${item.label}\n\n${lines.join('\n')}`);
    }
  }
  if (loose.length > 0) sections.unshift(`## Docs\n\n${loose.join('\n')}`);
  const bySpec = new Map<string, string[]>();
  for (const [key, shared] of sharedSchemas) {
    const where = shared.direction ? ` (${shared.direction})` : '';
    const line = `- [${shared.name.replace(/[[\]\\]/g, '\\$&')}${where}](${publicUrl(site, sharedSchemaPathFor(key, 'md'))})`;
    bySpec.set(shared.specTitle, [...(bySpec.get(shared.specTitle) ?? []), line]);
  }
  for (const [spec, lines] of bySpec)
    sections.push(`## ${spec.replace(/\s+/g, ' ')}: schemas\n\n${lines.sort().join('\n')}`);
  const changelogs = changelogLinks(routes, site);
  if (changelogs.length > 0) sections.push(`## API changelogs\n\n${changelogs.join('\n')}`);
  const { title, tagline } = site.config;
  return `# ${title}\n\n${tagline ? `> ${tagline}\n\n` : ''}${sections.join('\n\n')}\n`;
}

/** A category's own page first, then its children in sidebar order. */
function routesOf(item: SidebarItem): string[] {
  if (item.type === 'link') return [item.route];
  return [...(item.route ? [item.route] : []), ...item.items.flatMap(routesOf)];
}
