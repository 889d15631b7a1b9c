// `allOf` as readers mean it: one object with every part's properties and required fields.
// Parts that disagree (`type: string` and `type: integer`) cannot be merged: the caller shows
// them one by one instead, with a note and a warning. Properties present in several parts are
// merged the same way when they are shown (they become an `allOf` of their own).

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The keys where the first part that sets one wins (the outer schema comes first). */
const FIRST_WINS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  'format',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
  'discriminator',
  'externalDocs',
  'xml',
]);

type Follow = (part: Obj) => Obj | undefined;

/** `follow` resolves a part's `$ref` (undefined: it leads back into the schema being merged). */
export function mergeAllOf(
  schema: Obj,
  follow: Follow,
  depth = 0,
): { schema: Obj; conflict?: undefined } | { schema?: undefined; conflict: string } {
  if (depth > 32) return { conflict: 'allOf nested more than 32 levels deep' };
  const parts: Obj[] = [];
  const { allOf, ...outer } = schema;
  parts.push(outer);
  for (const written of allOf as unknown[]) {
    if (!written || typeof written !== 'object') {
      if (written === false) return { conflict: 'a part is `false`' };
      continue;
    }
    const part = follow(written as Obj);
    if (!part)
      return {
        conflict: `a part refers back to ${String((written as Obj).$ref)
          .split('/')
          .at(-1)}, which contains it`,
      };
    if (Array.isArray(part.allOf)) {
      const inner = mergeAllOf(part, follow, depth + 1);
      if (!inner.schema) return inner;
      parts.push(inner.schema);
    } else parts.push(part);
  }
  const out: Obj = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      if (!(key in out)) {
        out[key] =
          key === 'properties'
            ? { ...value }
            : key === 'required' && Array.isArray(value)
              ? [...value]
              : value;
        continue;
      }
      if (key === 'properties') {
        for (const [name, prop] of Object.entries<Obj>(value)) {
          const have = out.properties[name];
          out.properties[name] = have === undefined || have === prop ? prop : { allOf: [have, prop] };
        }
      } else if (key === 'required') {
        if (Array.isArray(value)) out.required = [...new Set([...out.required, ...value])];
      } else if (key === 'type') {
        const both = intersect(out.type, value);
        if (both.length === 0) return { conflict: `type ${show(out.type)} and type ${show(value)}` };
        out.type = both.length === 1 ? both[0] : both;
      } else if (key === 'enum' && Array.isArray(value) && Array.isArray(out.enum)) {
        const kept = out.enum.filter((v: unknown) =>
          value.some((w) => JSON.stringify(w) === JSON.stringify(v)),
        );
        if (kept.length === 0)
          return { conflict: `enums with no value in common: ${values(out.enum)} and ${values(value)}` };
        out.enum = kept;
      } else if (key === 'additionalProperties') {
        // Closed in one part, open in another: the closed one says what the reader may send.
        if (value === false || out.additionalProperties === true) out.additionalProperties = value;
      } else if (
        /^(minimum|minLength|minItems|minProperties|exclusiveMinimum)$/.test(key) &&
        typeof value === 'number'
      ) {
        out[key] = Math.max(out[key], value);
      } else if (
        /^(maximum|maxLength|maxItems|maxProperties|exclusiveMaximum)$/.test(key) &&
        typeof value === 'number'
      ) {
        out[key] = Math.min(out[key], value);
      } else if (
        !FIRST_WINS.has(key) &&
        key !== 'type' &&
        JSON.stringify(out[key]) !== JSON.stringify(value)
      ) {
        // Two different `pattern`s, `items`…: both apply; show them as parts.
        if (key === 'items' && typeof value === 'object' && typeof out.items === 'object')
          out.items = { allOf: [out.items, value] };
        else if (key.startsWith('x-')) continue;
        else return { conflict: `two different \`${key}\` values` };
      }
    }
  }
  return { schema: out };
}

function intersect(a: unknown, b: unknown): string[] {
  const list = (t: unknown) => (Array.isArray(t) ? t.map(String) : [String(t)]);
  const right = list(b);
  // `integer` is a `number`.
  return list(a).flatMap((t) =>
    right.includes(t)
      ? [t]
      : t === 'number' && right.includes('integer')
        ? ['integer']
        : t === 'integer' && right.includes('number')
          ? ['integer']
          : [],
  );
}

/** An enum's first values, for a message: `"a", "b" … (12 values)`. */
function values(list: unknown[]): string {
  const shown = list.slice(0, 3).map((v) => JSON.stringify(v) ?? String(v));
  return list.length > 3 ? `${shown.join(', ')} … (${list.length} values)` : shown.join(', ');
}

function show(type: unknown): string {
  return Array.isArray(type) ? type.join(' | ') : String(type);
}
