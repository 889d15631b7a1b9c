// The schemas of a Try-it console module as the browser reads them. The console and the mock
// (src/client/console/, src/shared/mock/) read a schema's structure and a few keywords (`type`,
// `format`, `items`, `properties`, `required`, `readOnly`, `enum`, `default`,
// `contentMediaType`, `contentEncoding`, docgen's `x-docgen-*`), and examples only at a schema's
// root (`media.schema.example(s)`, `parameter.schema.example`); they validate with code compiled
// from the full schemas at build time. The annotations no reader looks at are left out here
// (GitHub's console modules: 15.5 → 11.8 MB). The walk knows JSON Schema: a property
// named `description` stays, and the values of `enum`, `const`, `default` or `example` are data,
// copied as they are.

/** Annotations of a schema that nothing in the browser reads. */
const ANNOTATIONS = new Set(['description', 'title', 'externalDocs', '$comment', 'xml', 'deprecated']);
/** Read only at a schema's root (a media type's, a parameter's or header's, a component's). */
const ROOT_ONLY = new Set(['example', 'examples']);

/** Keywords whose value is one schema (`items` may also be a list of them, as in draft 4–7). */
const SCHEMA = new Set([
  'items',
  'additionalItems',
  'contains',
  'additionalProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas (`dependencies` may map a name to a list of names). */
const SCHEMA_MAP = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  'dependencies',
  '$defs',
  'definitions',
]);

/** Whether the key is one of docgen's own (a validator's name, a made sample): always kept. */
const isDocgenKey = (key: string) => key.startsWith('x-docgen-');

/** Whether a schema keeps this keyword in the browser's copy. */
function kept(key: string, root: boolean): boolean {
  if (isDocgenKey(key)) return true;
  if (ANNOTATIONS.has(key) || key.startsWith('x-')) return false;
  return root || !ROOT_ONLY.has(key);
}

/**
 * A copy of a schema (in the console modules' form: acyclic, components as `$ref`s) without what
 * the browser never reads. `root`: the schema of a media type, parameter, header or component,
 * whose `example`/`examples` the mock and the console show.
 */
export function leanSchema(schema: unknown, root = false): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema; // `true`, `false`
  // fromEntries: a property named `__proto__` stays a property.
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => kept(key, root))
      .map(([key, value]) => [key, leanKeyword(key, value)]),
  );
}

/** A keyword's value: schemas in it made lean, anything else (data, names, numbers) as it is. */
function leanKeyword(key: string, value: unknown): unknown {
  if (SCHEMA.has(key))
    return Array.isArray(value) ? value.map((item) => leanSchema(item)) : leanSchema(value);
  if (SCHEMA_LIST.has(key) && Array.isArray(value)) return value.map((item) => leanSchema(item));
  if (SCHEMA_MAP.has(key) && value && typeof value === 'object' && !Array.isArray(value))
    // each value a schema; a list of names under `dependencies` passes through leanSchema as it is
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, leanSchema(item)]));
  return value;
}
