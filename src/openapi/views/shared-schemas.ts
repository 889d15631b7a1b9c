// Which component schemas an operation page links to instead of expanding. Stripe's schemas are
// `anyOf` unions of expandable objects reused everywhere (`customer` → `default_source` → `card`
// → `customer` …): expanded under every field of every operation, its 455 pages came to 878 MB
// and 127 of them stopped at the 10,000-row limit. A component that is large once expanded and
// used in more than one place is shown in full in one place instead, a fragment per component
// (and direction) that every page loads when a reader opens its row (src/render/shared-schemas.ts);
// the page keeps the row itself (name, type, required, constraints). So the bytes grow with the
// number of schemas plus operations, not with their product. Small schemas, and schemas used once,
// render inline as before: none of this site's own schemas is shared (the largest, 41 rows, is
// used once).
import { createHash } from 'node:crypto';
import type { LoadedApi } from '../load/load-openapi.ts';
import { kebabCase } from '../load/kebab-case.ts';
import { resolveLocalRef } from '../document.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Rows (properties and options, nested ones included) past which a reused component is shared.
 * GitHub's `simple-user` (21 rows, on most pages) stays inline; its `repository` (~300) is shared.
 */
export const SHARED_SCHEMA_ROWS = 40;
/**
 * A component used this often is shared from this many rows: Kubernetes' `Status` (24 rows) is
 * the body of about 2,500 responses. This site's `Problem` (12 rows, 23 uses) stays inline.
 */
const WIDELY_USED = 50;
const WIDELY_USED_ROWS = 15;
/** Places a component is used from before it is shared: one used once gains nothing by moving. */
export const SHARED_SCHEMA_USES = 2;

export type SchemaDirection = 'request' | 'response' | undefined;

/** A shared component as one direction shows it (`readOnly` properties are left out of requests). */
export interface SharedSchemaUse {
  /** Component name (`customer`). */
  name: string;
  schema: Obj;
  direction: SchemaDirection;
}

/** The shared components one build's operation views link to, by key (`c-customer-<hash>`). */
export interface SharedSchemaRegistry {
  /** The key of `schema` seen in `direction`, if it is shared; the use is recorded. */
  keyFor(api: LoadedApi, schema: Obj, direction: SchemaDirection): string | undefined;
  /** Every use recorded so far, by key (uses recorded while iterating are visited too). */
  uses: Map<string, SharedSchemaUse & { api: LoadedApi }>;
}

export function createSharedSchemaRegistry(): SharedSchemaRegistry {
  const plans = new Map<LoadedApi, Set<Obj>>();
  const uses = new Map<string, SharedSchemaUse & { api: LoadedApi }>();
  const keys = new WeakMap<Obj, Map<SchemaDirection, string>>();
  return {
    uses,
    keyFor(api, schema, direction) {
      let plan = plans.get(api);
      if (!plan) plans.set(api, (plan = sharedComponents(api)));
      if (!plan.has(schema)) return undefined;
      let byDirection = keys.get(schema);
      if (!byDirection) keys.set(schema, (byDirection = new Map()));
      let key = byDirection.get(direction);
      if (!key) {
        const pointer = api.pointerOf(schema)!;
        const name = componentName(pointer)!;
        // Named for readers and tools (`c-customer-…`), told apart by spec, place and direction.
        const hash = createHash('sha256')
          .update(`${api.file}\0${pointer}\0${direction ?? ''}`)
          .digest('hex')
          .slice(0, 10);
        key = `c-${kebabCase(name).slice(0, 60) || 'schema'}-${hash}`;
        byDirection.set(direction, key);
        uses.set(key, { api, name, schema, direction });
      }
      return key;
    },
  };
}

/** `/components/schemas/A~1B` → `A/B`; undefined for anything else. */
export function componentName(pointer: string | undefined): string | undefined {
  const match = pointer && /^\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(pointer);
  return match ? match[1].replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * The component schemas of `api` to share: large once expanded (SHARED_SCHEMA_ROWS) and used
 * from several places (SHARED_SCHEMA_USES). One walk over the document counts the uses.
 */
function sharedComponents(api: LoadedApi): Set<Obj> {
  const doc = api.document;
  const isComponent = (value: unknown): value is Obj =>
    Boolean(value && typeof value === 'object' && componentName(api.pointerOf(value as Obj)));
  const uses = new Map<Obj, number>();
  const count = (target: Obj | undefined) => {
    if (target && isComponent(target)) uses.set(target, (uses.get(target) ?? 0) + 1);
  };
  // Every edge to a component counts (a parent holding it, or a `$ref` left for a cycle); the
  // components' own entries under `components/schemas` do not.
  const visited = new Set<Obj>();
  const stack: Obj[] = [doc];
  const definitions = new Set([doc.components?.schemas, doc.definitions].filter(Boolean));
  while (stack.length) {
    const node = stack.pop()!;
    if (visited.has(node)) continue;
    visited.add(node);
    for (const child of Object.values(node)) {
      if (!child || typeof child !== 'object') continue;
      // The loader keeps one object per written `$ref` (a cycle's, left as written): count the edge.
      if (!definitions.has(node))
        count(typeof child.$ref === 'string' ? resolveLocalRef(doc, child.$ref) : child);
      stack.push(child);
    }
  }
  // Rows counted as the tree would show them, a cycle cut where it closes; only "more than
  // SHARED_SCHEMA_ROWS" matters, so each count stops there (at most a few dozen steps per
  // component, whatever the spec). Not memoised: a count cut short by a cycle is right only for
  // the component it started from.
  const larger = (root: Obj, limit: number): boolean => {
    let rows = 0;
    const active = new Set<Obj>();
    const visit = (written: unknown): void => {
      if (rows > limit || !written || typeof written !== 'object') return;
      let schema = written as Obj;
      if (typeof schema.$ref === 'string') schema = resolveLocalRef(doc, schema.$ref) ?? {};
      if (active.has(schema)) return; // a cycle: the tree shows it as a named node
      active.add(schema);
      for (const key of ['properties', 'patternProperties'] as const) {
        if (schema[key] && typeof schema[key] === 'object')
          for (const value of Object.values(schema[key])) {
            rows += 1;
            visit(value);
          }
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        rows += 1;
        visit(schema.additionalProperties);
      }
      for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
        if (Array.isArray(schema[key]))
          for (const value of schema[key]) {
            rows += 1;
            visit(value);
          }
      }
      if (schema.items && typeof schema.items === 'object') visit(schema.items);
      active.delete(schema);
    };
    visit(root);
    return rows > limit;
  };
  const shared = new Set<Obj>();
  for (const [schema, n] of uses) {
    if (n < SHARED_SCHEMA_USES) continue;
    if (larger(schema, SHARED_SCHEMA_ROWS) || (n >= WIDELY_USED && larger(schema, WIDELY_USED_ROWS)))
      shared.add(schema);
  }
  return shared;
}
