// The contract between the build and the Try-it console: each operation page's console module
// (`_docgen/console/<route>.js`, made by src/openapi/outputs/console-data.ts, read by
// src/client/console/). Pure: imported by Node code and browser code alike.
import type { MockApi } from './mock/types.ts';

/** The module's `data` export. */
export interface ConsoleData {
  /** The operation's API first, then (if another spec declares it) the API of its token endpoint. */
  apis: MockApi[];
  method: string;
  path: string;
  /** `apiConsole.corsProxy` of the config: calls go to `<proxy><url>` when set. */
  corsProxy: string | null;
}

/** A validator compiled at build time (Ajv standalone code): true when the value fits. */
export interface CompiledValidator {
  (value: unknown): boolean;
  errors?:
    { keyword: string; instancePath: string; params: Record<string, unknown>; message?: string }[] | null;
}

export interface ConsoleModule {
  data: ConsoleData;
  /** The compiled validators by name (`x-docgen-validator` of a schema in `data`). */
  validators(): Record<string, CompiledValidator>;
}

/** On a schema the console or the mock validates: the name of its compiled validator. */
export const VALIDATOR_KEY = 'x-docgen-validator';
/** `x-docgen-sample-request` / `-response`: a value made from a schema that has no example. */
export const SAMPLE_KEY = 'x-docgen-sample-';

const COMPONENT_REF = '#/components/schemas/';
/**
 * The objects linked already, by any module: the component schemas are modules of their own,
 * one object each that every console module needing it imports, and linked by the first.
 */
const linked = new WeakSet<object>();

/**
 * The module's data as the console and the mock read it: a module holds each component schema
 * once, under `components.schemas`, and a `$ref` where it is used (keys beside a `$ref` belong
 * to that use: its validator, its sample). This puts the components back in place, as the
 * build's dereferenced document has them: one shared object per component, and a `$ref` left
 * as written where it would close a cycle. In place; what an earlier module linked (a shared
 * component, with the cycles linking made) is taken as it is, so linking never loops.
 */
export function linkConsoleData(data: ConsoleData): ConsoleData {
  if (linked.has(data)) return data;
  linked.add(data);
  for (const api of data.apis) linkSchemas(api.document);
  return data;
}

function linkSchemas(document: Record<string, unknown>): void {
  const schemas = ((document.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<
    string,
    unknown
  >;
  const done = new Map<string, unknown>();
  const open = new Set<string>();
  const nameOf = (ref: string) => {
    if (!ref.startsWith(COMPONENT_REF)) return undefined;
    const name = ref.slice(COMPONENT_REF.length).replace(/~1/g, '/').replace(/~0/g, '~');
    return Object.hasOwn(schemas, name) ? name : undefined;
  };
  const component = (name: string): unknown => {
    if (!done.has(name)) {
      open.add(name);
      const value = link(schemas[name]);
      open.delete(name);
      done.set(name, value);
      schemas[name] = value;
    }
    return done.get(name);
  };
  const link = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || linked.has(value)) return value;
    if (Array.isArray(value)) {
      linked.add(value);
      for (let i = 0; i < value.length; i++) value[i] = link(value[i]);
      return value;
    }
    const object = value as Record<string, unknown>;
    const name = typeof object.$ref === 'string' ? nameOf(object.$ref) : undefined;
    if (name !== undefined && !open.has(name)) {
      const target = component(name);
      const { $ref: _ref, ...own } = object;
      if (!Object.keys(own).length) return target;
      const use = { ...(target as object), ...own }; // its own keys (validator, sample) hold no $ref
      linked.add(use);
      return use;
    }
    linked.add(object);
    for (const key of Object.keys(object)) object[key] = link(object[key]);
    return object;
  };
  for (const name of Object.keys(schemas)) component(name);
  for (const key of Object.keys(document)) if (key !== 'components') document[key] = link(document[key]);
}
