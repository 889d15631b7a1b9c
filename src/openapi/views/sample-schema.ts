// An example value made from a schema with openapi-sampler, where a spec documents none: the
// operation pages' generated response examples (to-views.ts), and through outputs/json-schema.ts
// the code samples, the Try-it console modules and `docgen mock`.
import { sample as sampleSchema } from 'openapi-sampler';
import type { SchemaSampler } from '../../shared/mock/types.ts';

/** A generated example stays readable: one longer than this (as JSON) is made shallower. */
export const MAX_SAMPLE_CHARS = 64 * 1024;
/** openapi-sampler's own default depth (it counts a nested object as two levels). */
const MAX_SAMPLE_DEPTH = 15;

/**
 * An example value made from a schema, one level deeper at a time until it is whole (two more
 * levels add nothing) or the next level would pass MAX_SAMPLE_CHARS: a schema whose every level
 * holds several objects of the next (Microsoft Graph's entities) gives millions of values at
 * openapi-sampler's default depth, and one level past the limit costs at most its branching.
 */
export const sampler: SchemaSampler = (schema, purpose, document) => cachedSample(schema, purpose, document);

/**
 * A response example for an operation page, at most `maxChars` as indented JSON: as deep as
 * `sampler`'s when that one fits, else the deepest level that does (Spotify's playlists: the whole
 * example was too long to show, and the page showed none).
 */
export function shownSample(schema: object, document: object, maxChars: number): unknown {
  const whole = cachedSample(schema, 'response', document);
  if (whole === undefined || shownLength(whole) <= maxChars) return whole;
  return cachedSample(schema, 'response', document, maxChars);
}

const shownLength = (value: unknown) => (JSON.stringify(value, null, 2) ?? '').length;

function cachedSample(
  schema: object,
  purpose: 'request' | 'response',
  document?: object,
  shownChars?: number,
): unknown {
  if (!schema || typeof schema !== 'object') return sampleOf(schema, purpose, document, shownChars);
  let byPurpose = samples.get(schema);
  if (!byPurpose) samples.set(schema, (byPurpose = new Map()));
  const key = `${purpose}${document ? ' in document' : ''}${shownChars ? ` shown in ${shownChars}` : ''}`;
  if (!byPurpose.has(key)) byPurpose.set(key, sampleOf(schema, purpose, document, shownChars));
  // A copy: the code samples and the console modules each put theirs where they go.
  const value = byPurpose.get(key);
  return value === undefined ? undefined : structuredClone(value);
}

/**
 * Examples made so far, by schema object and purpose: Stripe's `customer` or `charge` is the
 * body of dozens of operations, and each took up to 15 passes of openapi-sampler.
 */
const samples = new WeakMap<object, Map<string, unknown>>();

/** `shownChars`: the example's limit as indented JSON (a page's), instead of MAX_SAMPLE_CHARS compact. */
function sampleOf(
  schema: object,
  purpose: 'request' | 'response',
  document?: object,
  shownChars?: number,
): unknown {
  const made: { value: unknown; json: string }[] = [];
  for (let depth = 1; depth <= MAX_SAMPLE_DEPTH; depth++) {
    let value: unknown;
    try {
      value = sampleSchema(
        nullsLast(schema) as never,
        {
          skipReadOnly: purpose === 'request',
          skipWriteOnly: purpose === 'response',
          quiet: true,
          maxSampleDepth: depth,
          // openapi-sampler follows `$ref`s in this document (and stops at a cycle); without one it throws.
        },
        document as never,
      );
    } catch {
      break;
    }
    const json = JSON.stringify(value) ?? '';
    if (shownChars !== undefined && shownLength(value) > shownChars) break;
    if (made.length && json.length > MAX_SAMPLE_CHARS) break;
    made.push({ value, json });
    if (made.length >= 3 && json === made[made.length - 3].json) break;
  }
  return made.at(-1)?.value;
}

/** A schema that allows `null` alone (`{ type: 'null' }`, `{ type: ['null'] }`, `{ enum: [null] }`). */
function nullOnly(option: unknown): boolean {
  if (!option || typeof option !== 'object') return false;
  const { type, enum: values } = option as { type?: unknown; enum?: unknown; const?: unknown };
  if (type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')) return true;
  if (Array.isArray(values) && values.length === 1 && values[0] === null) return true;
  return 'const' in option && (option as { const?: unknown }).const === null;
}

/** Keys whose values are data, not schemas: kept as they are. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** The copies `nullsLast` made, by schema object: each object is copied once a build. */
const copies = new WeakMap<object, unknown>();

/**
 * The schema as openapi-sampler is given it: each `oneOf`/`anyOf` whose first option is `null`
 * alone has that option last. openapi-sampler samples a choice's first option and merges it into
 * the schema's own example (`{}`), so a 3.1 nullable written `oneOf: [{ type: 'null' }, { $ref: … }]`
 * (Discord's, on every optional id) came out `{}`, which fits neither option; a reader expects the
 * value where there is one. A choice of nulls only is `null`. The copy keeps the graph's shape
 * (a schema met twice, or in a cycle, is one copy), so openapi-sampler's depth limits hold.
 */
function nullsLast(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const made = copies.get(node);
  if (made !== undefined) return made;
  if (Array.isArray(node)) {
    const copy: unknown[] = [];
    copies.set(node, copy);
    for (const item of node) copy.push(nullsLast(item));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  copies.set(node, copy);
  for (const [key, value] of Object.entries(node)) copy[key] = DATA_KEYS.has(key) ? value : nullsLast(value);
  for (const key of ['oneOf', 'anyOf']) {
    const options = copy[key];
    if (!Array.isArray(options) || options.length === 0 || !nullOnly(options[0])) continue;
    if (options.every(nullOnly)) {
      delete copy[key];
      copy.type ??= 'null';
    } else copy[key] = [...options.filter((o) => !nullOnly(o)), ...options.filter(nullOnly)];
  }
  return copy;
}
