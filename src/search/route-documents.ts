// RouteData → search documents: one for the page (title, intro text, API fields) and one per
// h2/h3 section (heading, anchor, text). Pure.
//
// API operation pages get no section documents: their headings ("Request", "Responses",
// "200 OK") are the same on every operation and would only crowd out the page results. Their
// descriptions, parameters and responses are indexed as the page's text instead.
import type { ApiOperation, SchemaView } from '../openapi/views/types.ts';
import type { SearchDoc } from '../shared/search-format.ts';
import type { ApiVersionMenu, RouteData } from '../types.ts';
import { htmlToText, splitSections } from './html-text.ts';

export function routeDocuments(route: RouteData): SearchDoc[] {
  const page = { route: route.route, title: route.title };
  // An older version of an API (config `openapi[].version`) is reached from its pages' version
  // menu: its pages would repeat the current version's and push them down the results.
  if ((route.kind === 'api-info' || route.kind === 'api-operation') && isOlderVersion(route.apiVersions))
    return [];
  switch (route.kind) {
    case 'doc':
      return fromHtml(page, route.html, route.hasOwnH1);
    case 'generated-index':
      return [
        {
          ...page,
          text: join([route.description, ...route.cards.map((c) => `${c.title}. ${c.description ?? ''}`)]),
        },
      ];
    case 'api-info': {
      const { api } = route;
      const [first, ...sections] = fromHtml(page, api.descriptionHtml ?? '', false);
      const operations = api.operations.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.summary}`);
      return [
        {
          ...first,
          api: join([api.title, api.version, ...api.servers.map((s) => s.url)]),
          text: join([api.summary, first.text, ...operations]),
        },
        ...sections,
      ];
    }
    case 'api-operation':
      return [operationDocument(page, route.api, route.description)];
    case 'not-found':
      return [];
  }
}

function fromHtml(page: { route: string; title: string }, html: string, hasOwnH1: boolean): SearchDoc[] {
  const body = hasOwnH1 ? html.replace(/<h1\b[\s\S]*?<\/h1>/, '') : html;
  const { intro, sections } = splitSections(body);
  return [
    { ...page, text: intro },
    ...sections.map((s) => ({ ...page, heading: s.heading, anchor: s.id, text: s.text })),
  ];
}

function operationDocument(
  page: { route: string; title: string },
  op: ApiOperation,
  description?: string,
): SearchDoc {
  const params = op.parameters.map((p) => p.name);
  const bodyFields = op.requestBody?.contents.flatMap((c) => propertyNames(c.schema)) ?? [];
  const text = join([
    description,
    htmlToText(op.descriptionHtml ?? ''),
    ...op.parameters.map((p) => `${p.name} ${htmlToText(p.descriptionHtml ?? '')}`),
    htmlToText(op.requestBody?.descriptionHtml ?? ''),
    ...op.responses.map((r) => `${r.status} ${r.statusText} ${htmlToText(r.descriptionHtml ?? '')}`),
  ]);
  return {
    ...page,
    method: op.method,
    path: op.path,
    // Its other names weigh like its title: a reader searching for the operation types them.
    name: join([identifierWords(op.operationId), op.path]),
    api: join([op.method, op.path, op.operationId, op.summary, ...params, ...bodyFields, ...op.tags]),
    text,
  };
}

/** Top-level (and one nested level of) request-body property names: what a reader searches for. */
function propertyNames(schema: SchemaView | undefined, depth = 0): string[] {
  if (!schema?.properties || depth > 1) return [];
  return schema.properties.flatMap((p) => [p.name, ...propertyNames(p.schema, depth + 1)]);
}

function join(parts: (string | undefined)[]): string {
  return parts
    .filter((p) => p && p.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `performImageSearch`, `perform_image_search` → `perform image search`: the words a reader types. */
function identifierWords(id: string | undefined): string | undefined {
  return id
    ?.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/[_-]+/g, ' ');
}

function isOlderVersion(menu: ApiVersionMenu | undefined): boolean {
  return menu !== undefined && menu.current !== menu.versions.at(-1)?.name;
}
