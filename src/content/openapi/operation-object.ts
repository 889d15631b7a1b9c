import type { LoadedApi, OpenApiDocument } from './load-openapi.ts';

/** The Operation Object of a page: under `paths` or, for a webhook (3.1), under `webhooks`. */
export function operationObject(api: LoadedApi, op: LoadedApi['operations'][number]): OpenApiDocument {
  return (op.webhook ? api.document.webhooks : api.document.paths)[op.path][op.method];
}
