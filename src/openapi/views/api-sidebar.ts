// An API's sidebar entries: the overview, then its operations grouped as the spec groups them:
// `x-tagGroups` (a category per group), tags (a collapsed category per tag, in the order of the
// top-level `tags` list, then of first use; an operation under its first tag), operations without
// a tag, and the webhooks (3.1) in a category of their own. Without tags (or with `groupByTag:
// false`) the operations are one flat list, as the spec lists them.
import type { HttpMethod } from '../../types.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { operationObject } from './operation-object.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ApiSidebarLink {
  label: string;
  route: string;
  method?: HttpMethod;
  deprecated?: boolean;
}

export interface ApiSidebarGroup {
  label: string;
  /** Unique on the site: the API's route and the tag or group. */
  key: string;
  items: ApiSidebarEntry[];
}

export type ApiSidebarEntry = ApiSidebarLink | ApiSidebarGroup;

export function apiSidebarEntries(api: LoadedApi): ApiSidebarEntry[] {
  const link = (op: LoadedApi['operations'][number]): ApiSidebarLink => ({
    label: op.summary,
    route: op.route,
    method: op.method,
    ...(operationObject(api, op)?.deprecated === true && { deprecated: true }),
  });
  const operations = api.operations.filter((op) => !op.webhook);
  const webhooks = api.operations.filter((op) => op.webhook).map(link);
  const overview: ApiSidebarLink = { label: api.info.title, route: api.infoRoute };
  const byTag = api.groupByTag ? tagsOf(api, operations) : undefined;
  const webhookGroup: ApiSidebarGroup[] = webhooks.length
    ? [{ label: 'Webhooks', key: `${api.route} webhooks`, items: webhooks }]
    : [];
  if (!byTag) return [overview, ...operations.map(link), ...webhookGroup];

  const categories = new Map<string, ApiSidebarGroup>();
  for (const [tag, ops] of byTag.tagged)
    categories.set(tag, {
      label: byTag.labels.get(tag) ?? tag,
      key: `${api.route} tag ${tag}`,
      items: ops.map(link),
    });
  const grouped = nestByParent(categories, byTag.declared, (tag) => ({
    label: byTag.labels.get(tag) ?? tag,
    key: `${api.route} tag ${tag}`,
    items: [],
  }));
  const groups: ApiSidebarGroup[] = [];
  for (const group of tagGroupsOf(api.document)) {
    const items = group.tags
      .filter((t) => categories.has(t) && !grouped.has(t) && grouped.add(t))
      .map((t) => categories.get(t)!);
    if (items.length) groups.push({ label: group.name, key: `${api.route} group ${group.name}`, items });
  }
  return [
    overview,
    ...groups,
    ...[...categories].filter(([tag]) => !grouped.has(tag)).map(([, category]) => category),
    ...byTag.untagged.map(link),
    ...webhookGroup,
  ];
}

/** Operations by their first tag (declared tags first, in order), or undefined when no operation has a tag. */
export function tagsOf(api: LoadedApi, operations = api.operations.filter((op) => !op.webhook)) {
  const declared: Obj[] = Array.isArray(api.document.tags)
    ? api.document.tags.filter((t: Obj) => typeof t?.name === 'string')
    : [];
  const tagged = new Map<string, LoadedApi['operations']>(declared.map((t) => [t.name, []]));
  const untagged: LoadedApi['operations'] = [];
  for (const op of operations) {
    const tags = operationObject(api, op)?.tags;
    const first = Array.isArray(tags) ? tags.find((t) => typeof t === 'string') : undefined;
    if (first === undefined) untagged.push(op);
    else (tagged.get(first) ?? tagged.set(first, []).get(first)!).push(op);
  }
  if (untagged.length === operations.length) return undefined;
  for (const [tag, ops] of tagged) if (ops.length === 0) tagged.delete(tag);
  // `x-displayName` (Redoc), else the 3.2 `summary`, else the name.
  const labels = new Map<string, string>(
    declared.map((t) => [
      t.name,
      [t['x-displayName'], t.summary].find((l) => typeof l === 'string' && l.trim()) ?? t.name,
    ]),
  );
  return { tagged, untagged, labels, declared: new Map(declared.map((t) => [t.name as string, t])) };
}

/**
 * OpenAPI 3.2 tags name a `parent`: a tag's category goes inside its parent's (made if the parent
 * has no operations of its own). Returns the tags placed inside another.
 */
function nestByParent(
  categories: Map<string, ApiSidebarGroup>,
  declared: Map<string, Obj>,
  make: (tag: string) => ApiSidebarGroup,
): Set<string> {
  const nested = new Set<string>();
  const parentOf = (tag: string) =>
    typeof declared.get(tag)?.parent === 'string' ? (declared.get(tag)!.parent as string) : undefined;
  for (const tag of [...categories.keys()]) {
    const parent = parentOf(tag);
    if (!parent || !declared.has(parent) || cyclic(tag, parentOf)) continue;
    if (!categories.has(parent)) categories.set(parent, make(parent));
    categories.get(parent)!.items.push(categories.get(tag)!);
    nested.add(tag);
  }
  return nested;
}

/** Whether following `parent` from a tag comes back to a tag already passed. */
function cyclic(tag: string, parentOf: (tag: string) => string | undefined): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = tag; at; at = parentOf(at)) {
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** `x-tagGroups`: `[{ name, tags: [...] }]`, whatever else the document holds there ignored. */
function tagGroupsOf(document: Obj): { name: string; tags: string[] }[] {
  const groups = document['x-tagGroups'];
  if (!Array.isArray(groups)) return [];
  return groups
    .filter((g) => typeof g?.name === 'string' && Array.isArray(g.tags))
    .map((g) => ({ name: g.name, tags: g.tags.filter((t: unknown) => typeof t === 'string') }));
}
