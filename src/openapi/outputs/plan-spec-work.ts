// Which spec work the site needs (spec-work.ts, made in the OpenAPI worker): the operation
// pages of the route table whose code samples and Try-it consoles to make, and the specs whose
// examples to check; and, once made, the samples put into the pages' data. What makes samples on
// this thread is sample-maker.ts: loaded only when the worker's samples are not all there.
import type { ResolvedConfig } from '../../config/schema.ts';
import type { PagePlan } from '../../routes/create-routes.ts';
import type { RouteData } from '../../types.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import type { CodeSampleView } from '../views/types.ts';
import type { SchemaWorkInput } from './spec-work.ts';

/**
 * What the OpenAPI worker does for the site (spec-work.ts): it makes the code samples
 * of each operation page of `pages`, bundles their Try-it consoles (webhooks have none, and none
 * when the console is off) and checks the examples of the specs `check` picks (default: all).
 * Apart from the pages' data: it depends on the specs alone, so it runs while they are made.
 * `apis`: the config's specs.
 */
export function schemaWorkFor(
  apis: readonly LoadedApi[],
  config: ResolvedConfig,
  { pages, check = () => true }: { pages: readonly PagePlan[]; check?: (api: LoadedApi) => boolean },
): SchemaWorkInput {
  const operations = pages.flatMap((page) =>
    page.kind === 'api-operation'
      ? [{ route: page.route, spec: apis.indexOf(page.api), operation: page.operation }]
      : [],
  );
  const consoles = config.apiConsole.enabled
    ? operations.filter((op) => !apis[op.spec].operations[op.operation].webhook)
    : [];
  return {
    specs: apis.map((api) => ({ ...api, checkExamples: check(api) })),
    operations,
    consoles,
    corsProxy: config.apiConsole.corsProxy,
  };
}

/**
 * The operation pages with their code samples (by route, made in the OpenAPI worker while the
 * pages' data was made, and by `sampleMaker` on this thread where it had not got to: see
 * `SampleFeed`). `buildRouteData` leaves them out; its TOC counts them.
 */
export function withCodeSamples(
  routes: RouteData[],
  samples: ReadonlyMap<string, CodeSampleView[]>,
): RouteData[] {
  return routes.map((route) =>
    route.kind === 'api-operation'
      ? { ...route, api: { ...route.api, codeSamples: samples.get(route.route) ?? [] } }
      : route,
  );
}
