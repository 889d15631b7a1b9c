// Objects and arrays in a form-encoded body (`application/x-www-form-urlencoded`), written in the
// bracket notation that Stripe's API and most form parsers (qs, Rack, PHP) read:
// `metadata[order_id]=6735`, `expand[]=customer`, `items[0][price]=p_1`. The console writes a
// field typed as JSON this way (src/client/console/request.ts), and the mock reads it back
// (src/shared/mock/request-check.ts), each leaf read as the type its schema names.
import type { OpenApiDoc } from './mock/types.ts';

type Kind = 'object' | 'array';

/** The branch of `schema` that is an object (or array): itself, or one of its `anyOf`/`oneOf`. */
function branch(schema: OpenApiDoc | undefined, kind: Kind): OpenApiDoc | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (
    typeOf(schema).includes(kind) ||
    (kind === 'object' && schema.properties) ||
    (kind === 'array' && schema.items)
  )
    return schema;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = branch(option, kind);
    if (found) return found;
  }
  return undefined;
}

function typeOf(schema: OpenApiDoc): string[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Whether a form field of this schema holds an object or an array (typed as JSON in the console). */
export function isStructured(schema: OpenApiDoc | undefined): boolean {
  return Boolean(branch(schema, 'object') || branch(schema, 'array'));
}

/** `value` under `name` as form pairs: nested objects and arrays in bracket notation. */
export function formPairs(name: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (value === null) return [[name, '']];
  if (Array.isArray(value)) {
    const flat = value.every((item) => item === null || typeof item !== 'object');
    return value.flatMap((item, i) => formPairs(flat ? `${name}[]` : `${name}[${i}]`, item));
  }
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      formPairs(`${name}[${key}]`, item),
    );
  return [[name, String(value)]];
}

/** `a[b][]` → `['a', 'b', '']`; a name without brackets (or with unbalanced ones) is one part. */
function nameParts(name: string): string[] {
  const open = name.indexOf('[');
  if (open <= 0 || !name.endsWith(']')) return [name];
  const parts = [name.slice(0, open)];
  const bracket = /\[([^[\]]*)\]/y;
  let at = open;
  while (at < name.length) {
    bracket.lastIndex = at;
    const match = bracket.exec(name);
    if (!match) return [name];
    parts.push(match[1]);
    at = bracket.lastIndex;
  }
  return parts;
}

/** Keys that would reach an object's prototype are kept out of the fields read. */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A form body read back into fields: bracketed names nest (`metadata[order_id]` → an object,
 * `expand[]` → an array), each leaf read by `coerce` against its schema.
 */
export function readFormBody(
  body: string,
  schema: OpenApiDoc,
  coerce: (text: string, schema: OpenApiDoc) => unknown,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, text] of new URLSearchParams(body)) {
    const parts = nameParts(name);
    if (parts.some((p) => UNSAFE.has(p))) continue;
    let holder: Record<string, unknown> | unknown[] = fields;
    let at: OpenApiDoc | undefined = schema;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const asObject = branch(at, 'object');
      const asArray = branch(at, 'array');
      const sub: OpenApiDoc | undefined =
        i === 0
          ? at?.properties?.[part]
          : Array.isArray(holder)
            ? asArray?.items
            : (asObject?.properties?.[part] ??
              (typeof asObject?.additionalProperties === 'object'
                ? asObject.additionalProperties
                : undefined));
      const last = i === parts.length - 1;
      const next = parts[i + 1];
      const key: string | number = Array.isArray(holder)
        ? part === ''
          ? holder.length
          : Number(part)
        : part;
      if (
        Array.isArray(holder) &&
        (!Number.isInteger(key) || (key as number) < 0 || (key as number) > 10_000)
      )
        break;
      const container = holder as Record<string | number, unknown>;
      if (last) {
        container[key] = coerce(text, sub ?? {});
        break;
      }
      const wanted: 'array' | 'object' = next === '' || /^\d+$/.test(next) ? 'array' : 'object';
      let child = container[key];
      if (wanted === 'array' && !Array.isArray(child)) child = container[key] = [];
      if (wanted === 'object' && (child === null || typeof child !== 'object' || Array.isArray(child)))
        child = container[key] = {};
      holder = child as Record<string, unknown> | unknown[];
      at = sub;
    }
  }
  return fields;
}
