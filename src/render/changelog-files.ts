// A versioned API's changelog as files for readers' tools: `<api route>/changelog.md` (every pair
// of neighbouring versions, newest first; llms.txt links it) and `<api route>/changelog.json`,
// made from the changelog pages' data (src/openapi/views/changelog.ts).
import type { DocRoute, OutputFile, RouteData, SiteData } from '../types.ts';
import { publicUrl } from './public-url.ts';

type Changelogs = Map<string, NonNullable<DocRoute['apiChangelog']>[]>;

/** The changelog pages by their API's route, newest pair first (as the route table lists them). */
function changelogsByApi(routes: RouteData[]): Changelogs {
  const byApi: Changelogs = new Map();
  for (const route of routes)
    if (route.kind === 'doc' && route.apiChangelog) {
      const log = route.apiChangelog;
      byApi.set(log.base, [...(byApi.get(log.base) ?? []), log]);
    }
  return byApi;
}

export function changelogMarkdownPath(base: string): string {
  return `${base.slice(1)}/changelog.md`;
}

export function changelogFiles(routes: RouteData[]): OutputFile[] {
  return [...changelogsByApi(routes)].flatMap(([base, logs]) => {
    const source = { what: `the changelog of the API at "${base}"` };
    const markdown = logs
      .map(
        (log) =>
          `## ${log.data.older.version} to ${log.data.newer.version}\n\n${log.markdown.replace(/^## /gm, '### ')}`,
      )
      .join('\n');
    const title = logs[0].data.api.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>#]/g, '\\$&');
    return [
      { path: changelogMarkdownPath(base), contents: `# ${title}: changelog\n\n${markdown}`, source },
      {
        path: `${base.slice(1)}/changelog.json`,
        contents: JSON.stringify({ changelogs: logs.map((log) => log.data) }, null, 2),
        source,
      },
    ];
  });
}

/** llms.txt's lines for the changelogs. */
export function changelogLinks(routes: RouteData[], site: SiteData): string[] {
  return [...changelogsByApi(routes)].map(([base, logs]) => {
    const title = logs[0].data.api.replace(/\s+/g, ' ').replace(/[[\]\\]/g, '\\$&');
    return `- [${title}: changelog](${publicUrl(site, changelogMarkdownPath(base))}): what changed between its versions, breaking or not`;
  });
}
