// The changelog page between two neighbouring versions of one API (src/config/api-versions.ts):
// the changes of api-changes.ts grouped by operation, each marked breaking or not and linked to
// the operation's page in both versions; as the page's HTML, its Markdown (the page's copy, and
// the API's changelog.md for llms.txt) and JSON. Every string from the specs (paths, property
// names, enum values, titles) is data: escaped for HTML, for Markdown and inside links.
import type { LoadedApi } from '../load/load-openapi.ts';
import { kebabCase } from '../load/kebab-case.ts';
import type { HttpMethod, PageLink, TocItem } from '../../types.ts';
import { withBase } from '../../shared/output-layout.ts';
import type { ApiChange, Changelog, ChangelogOperation } from './types.ts';

export interface ChangelogPage {
  title: string;
  description: string;
  html: string;
  markdown: string;
  toc: TocItem[];
  anchors: string[];
  links: PageLink[];
  changelog: Changelog;
}

/** `changes`: `apiChanges` of the two documents as written (api-changes.ts). */
export function changelogPage(
  older: LoadedApi,
  newer: LoadedApi,
  options: { baseUrl: string; origin: string },
  changes: ApiChange[],
): ChangelogPage {
  const routeIn = (api: LoadedApi, method: HttpMethod, path: string) =>
    api.operations.find((op) => op.method === method && op.path === path && !op.webhook);
  // The same operation in the newer version: at the same method and path, else by its
  // operationId, else at the path with its parameters renamed (`/books/{id}` → `/books/{bookId}`).
  const newerOf = (change: ApiChange) => {
    const to = change.movedTo ?? change;
    const id = older.raw!.paths?.[change.path]?.[change.method]?.operationId;
    const shape = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
    return (
      routeIn(newer, to.method, to.path) ??
      (typeof id === 'string'
        ? newer.operations.find(
            (op) => !op.webhook && newer.raw!.paths?.[op.path]?.[op.method]?.operationId === id,
          )
        : undefined) ??
      newer.operations.find(
        (op) => !op.webhook && op.method === to.method && shape(op.path) === shape(to.path),
      )
    );
  };
  const byOperation = new Map<string, ChangelogOperation>();
  for (const change of changes) {
    const key = `${change.method} ${change.path}`;
    let entry = byOperation.get(key);
    if (!entry) {
      const was = routeIn(older, change.method, change.path);
      const is = change.action === 'removed' && change.kind === 'operation' ? undefined : newerOf(change);
      entry = {
        method: change.method,
        path: change.path,
        ...(was && { olderRoute: was.route }),
        ...(is && { newerRoute: is.route }),
        title: (is ?? was)?.summary ?? `${change.method.toUpperCase()} ${change.path}`,
        changes: [],
      };
      byOperation.set(key, entry);
    }
    entry.changes.push(change);
  }
  const version = (api: LoadedApi) => api.apiVersion!;
  const changelog: Changelog = {
    api: newer.info.title,
    older: { version: version(older).name, route: older.infoRoute },
    newer: { version: version(newer).name, route: newer.infoRoute },
    ...(version(newer).migrationGuide !== undefined && { migrationGuide: version(newer).migrationGuide }),
    breaking: changes.filter((c) => c.breaking).length,
    operations: [...byOperation.values()],
  };
  const ids = headingIds(changelog.operations);
  const title = `${oneLine(newer.info.title)}: changes from ${changelog.older.version} to ${changelog.newer.version}`;
  const description = `${changes.length} change${changes.length === 1 ? '' : 's'}, ${changelog.breaking} breaking.`;
  // Checked with the site's links; a broken one names the config key that holds it.
  const guide = changelog.migrationGuide;
  const links: PageLink[] = guide
    ? [{ target: guide, raw: guide, line: 0, pointer: `openapi[${version(newer).entry}].migrationGuide` }]
    : [];
  return {
    title,
    description,
    html: changelogHtml(changelog, ids, options.baseUrl),
    markdown: changelogMarkdown(changelog, `${options.origin.replace(/\/$/, '')}${options.baseUrl}`),
    toc: changelog.operations.map((op, i) => ({
      id: ids[i],
      text: `${op.method.toUpperCase()} ${oneLine(op.path)}`,
      level: 2,
    })),
    anchors: ids,
    links,
    changelog,
  };
}

function headingIds(operations: ChangelogOperation[]): string[] {
  const used = new Map<string, number>();
  return operations.map((op) => {
    const id = kebabCase(`${op.method} ${op.path}`) || 'operation';
    const n = used.get(id) ?? 0;
    used.set(id, n + 1);
    return n === 0 ? id : `${id}-${n}`;
  });
}

function changelogHtml(log: Changelog, ids: string[], baseUrl: string): string {
  const link = (route: string, text: string) =>
    `<a href="${escapeHtml(withBase(baseUrl, route))}">${text}</a>`;
  const parts = [
    `<p>What changed in the API from ${link(log.older.route, escapeHtml(log.older.version))} to ${link(log.newer.route, escapeHtml(log.newer.version))}: ${log.operations.reduce((n, op) => n + op.changes.length, 0)} changes, <strong>${log.breaking} breaking</strong> (a client written for ${escapeHtml(log.older.version)} may fail).</p>`,
  ];
  if (log.migrationGuide)
    parts.push(
      `<p>${link(log.migrationGuide, `Migrating from ${escapeHtml(log.older.version)}`)}: what to change in a client.</p>`,
    );
  if (log.operations.length === 0) parts.push('<p>No operation changed.</p>');
  log.operations.forEach((op, i) => {
    const pages = [
      op.olderRoute && link(op.olderRoute, escapeHtml(log.older.version)),
      op.newerRoute && link(op.newerRoute, escapeHtml(log.newer.version)),
    ].filter(Boolean);
    parts.push(
      `<h2 id="${ids[i]}"><span class="api-method api-method--${op.method}">${op.method.toUpperCase()}</span> <code>${escapeHtml(op.path)}</code></h2>`,
      `<p>${escapeHtml(op.title)}${pages.length ? ` (${pages.join(', ')})` : ''}</p>`,
      `<ul class="changelog">${op.changes.map((c) => `<li>${badge(c)} ${escapeHtml(sentence(c))}</li>`).join('')}</ul>`,
    );
  });
  return parts.join('\n');
}

function badge(change: ApiChange): string {
  return change.breaking
    ? '<span class="changelog__badge changelog__badge--breaking">Breaking</span>'
    : '<span class="changelog__badge">Compatible</span>';
}

/** `Added query parameter "limit".`, `Changed request property "q": type: "integer" → "string".` */
export function sentence(change: ApiChange): string {
  const verb = { added: 'Added', removed: 'Removed', changed: 'Changed' }[change.action];
  return `${verb} ${oneLine(change.subject)}${change.detail ? `: ${oneLine(change.detail)}` : ''}.`;
}

function changelogMarkdown(log: Changelog, siteBase: string): string {
  const url = (route: string) => markdownUrl(`${siteBase}${route.slice(1)}`);
  const lines = [
    `From [${markdownText(log.older.version)}](${url(log.older.route)}) to [${markdownText(log.newer.version)}](${url(log.newer.route)}): ${log.breaking} breaking.`,
  ];
  if (log.migrationGuide)
    lines.push('', `[Migrating from ${markdownText(log.older.version)}](${url(log.migrationGuide)})`);
  for (const op of log.operations) {
    const pages = [
      op.olderRoute && `[${markdownText(log.older.version)}](${url(op.olderRoute)})`,
      op.newerRoute && `[${markdownText(log.newer.version)}](${url(op.newerRoute)})`,
    ].filter(Boolean);
    lines.push(
      '',
      `## ${op.method.toUpperCase()} ${markdownCode(op.path)}`,
      '',
      `${markdownText(op.title)}${pages.length ? ` (${pages.join(', ')})` : ''}`,
      '',
      ...op.changes.map(
        (c) => `- ${c.breaking ? '**Breaking**' : 'Compatible'}: ${markdownText(sentence(c))}`,
      ),
    );
  }
  return lines.join('\n') + '\n';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text that Markdown shows as written: every punctuation mark that could start markup is escaped. */
export function markdownText(text: string): string {
  return oneLine(text).replace(/[\\`*_{}[\]()<>#+\-.!|~&:]/g, '\\$&');
}

/** A code span around any text: a fence longer than its longest run of backticks. */
export function markdownCode(text: string): string {
  const line = oneLine(text);
  const run = Math.max(0, ...(line.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(run + 1);
  const pad = line.startsWith('`') || line.endsWith('`') || line === '' ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** A link destination that cannot end the link early: angle brackets, spaces and parentheses encoded. */
export function markdownUrl(url: string): string {
  return encodeURI(
    url.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  ).replace(/[()<>'"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
