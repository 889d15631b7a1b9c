import type { OpenApiDocument } from '../document.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The Operation Object of a page: under `paths` or, for a webhook (3.1), under `webhooks`. */
export function operationObject(
  api: { document: OpenApiDocument },
  op: { method: string; path: string; webhook?: boolean },
): OpenApiDocument {
  return (op.webhook ? api.document.webhooks : api.document.paths)[op.path][op.method];
}

/** Path-level parameters apply unless the operation overrides them (same name and location). */
export function operationParameters(item: Obj, op: Obj): Obj[] {
  return [...(item.parameters ?? []), ...(op.parameters ?? [])].filter(
    (p, i, all) => all.findLastIndex((q) => q.name === p.name && q.in === p.in) === i,
  );
}
