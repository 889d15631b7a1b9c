// The version menu of a versioned API's pages (src/config/api-versions.ts): for each version, the
// page of the same operation there (the same operationId, else the same method and path), else
// that version's overview; and the changelog pages into and out of the version being read.
import type { LoadedApi } from '../load/load-openapi.ts';
import type { ApiVersionMenu } from '../../types.ts';
import { changelogRoute } from './changelog-route.ts';
import { operationObject } from './operation-object.ts';

/** `apis`: every API of the site; `operation`: the page's operation index in `api`, if it is an operation page. */
export function versionMenu(
  api: LoadedApi,
  apis: readonly LoadedApi[],
  operation?: number,
): ApiVersionMenu | undefined {
  const version = api.apiVersion;
  if (!version || version.all.length < 2) return undefined;
  const own = operation === undefined ? undefined : api.operations[operation];
  const id = own && operationObject(api, own).operationId;
  const versions = version.all.map((v) => {
    const other = apis.find((a) => a.apiVersion && a.route === v.route);
    if (!other) return { name: v.name, route: v.route };
    const match =
      own &&
      ((typeof id === 'string' &&
        other.operations.find((op) => operationObject(other, op).operationId === id)) ||
        other.operations.find(
          (op) => op.method === own.method && op.path === own.path && !op.webhook === !own.webhook,
        ));
    return { name: v.name, route: match ? match.route : other.infoRoute };
  });
  const at = version.all.findIndex((v) => v.name === version.name);
  const pair = (i: number) => ({
    label: `Changes from ${version.all[i - 1].name} to ${version.all[i].name}`,
    route: changelogRoute(version.base, version.all[i - 1].name, version.all[i].name),
  });
  const changelogs = [...(at > 0 ? [pair(at)] : []), ...(at + 1 < version.all.length ? [pair(at + 1)] : [])];
  return { current: version.name, versions, changelogs };
}
