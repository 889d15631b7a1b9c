// The validator knows OpenAPI 3.0 and 3.1. A 3.2 document is checked against the 3.1 schema
// with the fields 3.2 added taken out of the copy it sees (the page views read them as written).

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Keys 3.2 added, wherever they appear outside a schema's `properties`. */
const ADDED = new Set([
  'itemSchema',
  'itemEncoding',
  'prefixEncoding',
  'dataValue',
  'serializedValue',
  'defaultMapping',
  'nodeType',
  'oauth2MetadataUrl',
  'deviceAuthorization',
  'additionalOperations',
  'query',
]);

export function asOpenApi31(document: Obj): Obj {
  const copy: Obj = structuredClone(document);
  copy.openapi = '3.1.1';
  delete copy.$self;
  if (copy.components) delete copy.components.mediaTypes;
  for (const tag of Array.isArray(copy.tags) ? copy.tags : [])
    for (const key of ['summary', 'parent', 'kind']) delete tag?.[key];
  const strip = (value: unknown, parentKey: string, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 200) return;
    if (!Array.isArray(value) && parentKey !== 'properties' && parentKey !== 'paths') {
      for (const key of ADDED) delete (value as Obj)[key];
      if (parentKey === 'servers' || (value as Obj).url !== undefined) delete (value as Obj).name;
    }
    for (const [key, child] of Object.entries(value))
      strip(child, Array.isArray(value) ? parentKey : key, depth + 1);
  };
  strip(copy, '', 0);
  for (const response of Object.values<Obj>(copy.components?.responses ?? {})) delete response?.summary;
  for (const item of Object.values<Obj>(copy.paths ?? {})) {
    for (const op of Object.values<Obj>(item ?? {})) {
      if (!op || typeof op !== 'object') continue;
      for (const response of Object.values<Obj>(op.responses ?? {})) delete response?.summary;
      if (Array.isArray(op.parameters))
        op.parameters = op.parameters.filter((p: Obj) => p?.in !== 'querystring');
    }
  }
  return copy;
}
