// API versions: the `openapi[]` entries that share a `route` and each name a `version` are one
// API, oldest first. The last is its current version, served at the route; each older one below
// it at `<route>/<version>`, out of the sidebar; neighbours get a changelog page
// (src/openapi/changelog/). A bad combination is a config error naming the entry's key.
import type { z } from 'zod';

interface Entry {
  spec: string;
  route: string;
  version?: string;
  migrationGuide?: string;
}

/** Where one document stands among its API's versions. */
export interface ApiVersionOf {
  name: string;
  /** The API's route: where its current version is. */
  base: string;
  latest: boolean;
  /** Every version of the API, oldest first, with the route its pages are under. */
  all: { name: string; route: string }[];
  /** The page on moving to this version from the one before (a route, maybe with #heading). */
  migrationGuide?: string;
  /** The entry's index in `openapi`, for messages (`openapi[1].migrationGuide`). */
  entry: number;
}

/** The route an older version's pages are under. */
export function versionRoute(base: string, name: string): string {
  return `${base}/${name.toLowerCase()}`;
}

export function checkApiVersions(entries: Entry[], ctx: z.RefinementCtx): void {
  const issue = (i: number, key: 'version' | 'migrationGuide', message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [i, key] });
  const routes = new Map(entries.map((e, i) => [e.route, i]));
  for (const [route, group] of groups(entries)) {
    const versioned = group.filter((i) => entries[i].version !== undefined);
    if (group.length > 1 && versioned.length < group.length) {
      const i = group.find((n) => entries[n].version === undefined)!;
      const other = group.find((n) => n !== i)!;
      issue(
        i,
        'version',
        `openapi[${i}] shares the route "${route}" with openapi[${other}]: give each a \`version\` to make them versions of one API, or each its own \`route\``,
      );
    }
    const seen = new Map<string, number>();
    for (const i of versioned) {
      const name = entries[i].version!.toLowerCase();
      const before = seen.get(name);
      if (before !== undefined)
        issue(
          i,
          'version',
          `"${entries[i].version}" is also the version of openapi[${before}] (route "${route}")`,
        );
      seen.set(name, i);
      const below = versionRoute(route, name);
      const taken = routes.get(below);
      if (i !== group.at(-1) && taken !== undefined)
        issue(
          i,
          'version',
          `the pages of version "${entries[i].version}" would be at "${below}", the route of openapi[${taken}]`,
        );
    }
    for (const [n, i] of group.entries()) {
      if (entries[i].migrationGuide === undefined) continue;
      if (entries[i].version === undefined)
        issue(
          i,
          'migrationGuide',
          'a migration guide needs a `version`: it tells readers how to move to this version from the one before',
        );
      else if (n === 0)
        issue(
          i,
          'migrationGuide',
          `"${entries[i].version}" is the oldest version of "${route}": there is no version before it to migrate from`,
        );
    }
  }
}

/** The entries with each older version's route below its API's, and where each stands. */
export function withVersionRoutes<T extends Entry>(entries: T[]): (T & { apiVersion?: ApiVersionOf })[] {
  const out: (T & { apiVersion?: ApiVersionOf })[] = [...entries];
  for (const [base, group] of groups(entries)) {
    if (entries[group[0]].version === undefined) continue;
    const last = group.at(-1)!;
    const all = group.map((i) => ({
      name: entries[i].version!,
      route: i === last ? base : versionRoute(base, entries[i].version!),
    }));
    for (const [n, i] of group.entries()) {
      const entry = entries[i];
      out[i] = {
        ...entry,
        route: all[n].route,
        apiVersion: {
          name: entry.version!,
          base,
          latest: i === last,
          all,
          entry: i,
          ...(entry.migrationGuide !== undefined && { migrationGuide: entry.migrationGuide }),
        },
      };
    }
  }
  return out;
}

/** The entries' indexes by route, in config order. */
function groups(entries: Entry[]): Map<string, number[]> {
  const byRoute = new Map<string, number[]>();
  entries.forEach((entry, i) => byRoute.set(entry.route, [...(byRoute.get(entry.route) ?? []), i]));
  return byRoute;
}
