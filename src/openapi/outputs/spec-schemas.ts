// One spec's schemas in Ajv, for the build's example check and the Try-it console modules.
// The dereferenced document shares one object per component schema wherever it is used; here
// each component is held once, under an id of its own, and a schema that uses it refers to it
// by `$ref`: each component compiles once for the whole spec (GitHub's has 900 of them, used
// thousands of times), a recursive one compiles at all, and each component's data is written
// once for the whole site, a module of its own that the console modules needing it import
// under `components.schemas` (the console links them again on load, see
// src/shared/console-contract.ts). A module's validators are the standalone code of its own
// schemas and the components they reach.
import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { linearRegExp } from '../../shared/linear-regexp.ts';
import { withoutReadOnly } from '../../shared/mock/request-check.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import { leanSchema } from './lean-schema.ts';
import { safeDecode } from '../../shared/decode.ts';
import { escapePointer } from '../../shared/json-pointer.ts';

// CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

export interface SpecSchemas {
  ajv: Ajv;
  /** A copy in the modules' form: component schemas as `$ref`s, no cycles. */
  toData(value: unknown, self?: object): unknown;
  /** A schema in the form Ajv holds it: `$ref`s to each component's own id, no annotations. */
  toAjv(value: unknown, self?: object): unknown;
  /** The numbers of the component schemas a module's copy refers to, directly or through others. */
  closureOf(copy: unknown): number[];
  /** Component schema `n`: its name, and its data as a module holds it (lean, see lean-schema.ts). */
  component(n: number): { name: string; data: unknown };
  /**
   * The id in `ajv` of the validator of a schema of the document (a request's without its
   * read-only properties' `required`), compiled once per spec; null if Ajv can't take it.
   */
  validatorFor(schema: object, request: boolean): string | null;
}

const specs = new WeakMap<object, SpecSchemas>();
const COMPONENT_REF = '#/components/schemas/';
/** Where the components live in Ajv: an id of its own per component, by number. */
const ajvIdOf = (n: number) => `https://docgen.invalid/schemas/${n}`;

export function specSchemas(document: OpenApiDoc): SpecSchemas {
  const cached = specs.get(document);
  if (cached) return cached;
  const components: Record<string, unknown> = document.components?.schemas ?? {};
  const names = Object.keys(components);
  const numberOf = new Map<unknown, number>();
  names.forEach((name, n) => {
    const schema = components[name];
    if (schema && typeof schema === 'object' && !numberOf.has(schema)) numberOf.set(schema, n);
  });
  const byRef = new Map(names.map((name, n) => [COMPONENT_REF + escapePointer(name), n]));
  // A `$ref` the dereferencer left as written (a cycle) names its component in either spelling.
  const refNumber = (ref: string) => byRef.get(ref) ?? byRef.get(safeDecode(ref));

  const converter = (refTo: (n: number) => string) => {
    const convert = (value: unknown, ancestors: object[], root = false): unknown => {
      if (!value || typeof value !== 'object') return value;
      const n = numberOf.get(value);
      if (n !== undefined && !root) return { $ref: refTo(n) };
      if (ancestors.includes(value)) return {}; // a cycle through no component: anything
      const inner = [...ancestors, value];
      if (Array.isArray(value)) return value.map((item) => convert(item, inner));
      const ref = (value as { $ref?: unknown }).$ref;
      const refN = typeof ref === 'string' ? refNumber(ref) : undefined;
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value))
        copy[key] = key === '$ref' && refN !== undefined ? refTo(refN) : convert(item, inner);
      return copy;
    };
    // `self`: a component written out as itself (its own uses inside still become `$ref`s).
    return (value: unknown, self?: object) => convert(value, [], value === self && self !== undefined);
  };
  const toData = converter((n) => COMPONENT_REF + escapePointer(names[n]));
  // Ajv gets the schemas without their annotations (lean-schema.ts): they check nothing, and
  // standalone code for `enum` or `const` embeds the schema object it names, descriptions and all.
  const toAjvForm = converter(ajvIdOf);
  const toAjv = (value: unknown, self?: object) => leanSchema(toAjvForm(value, self));

  const version = String(document.openapi ?? '3.1');
  // The spec passed validation already: Ajv need not check each schema against its meta-schema.
  const options = {
    allErrors: true,
    strict: false,
    logger: false,
    validateSchema: false,
    inlineRefs: false,
    // Spec patterns run in linear time (src/shared/linear-regexp.ts): one cannot stall the mock.
    code: { source: true, regExp: linearRegExp },
  } as const;
  const ajv = version.startsWith('3.0') ? new Ajv(options) : new Ajv2020(options);
  addFormats(ajv);
  names.forEach((name, n) => {
    const schema = components[name];
    if (!schema || typeof schema !== 'object') return;
    try {
      ajv.addSchema(toAjv(schema, schema) as object, ajvIdOf(n));
    } catch {
      // e.g. two components with one `$id`: what refers to this one is left unchecked
    }
  });

  const dataOf = new Map<number, unknown>();
  // As the console modules hold a component: lean (src/openapi/outputs/lean-schema.ts), a root
  // (the schema of a media type or parameter may be this component, examples and all).
  const dataComponent = (n: number) => {
    if (!dataOf.has(n))
      dataOf.set(n, leanSchema(toData(components[names[n]], components[names[n]] as object), true));
    return dataOf.get(n);
  };
  const refsIn = (value: unknown, into: Set<number>) => {
    if (!value || typeof value !== 'object') return;
    const ref = (value as { $ref?: unknown }).$ref;
    const n = typeof ref === 'string' ? refNumber(ref) : undefined;
    if (n !== undefined) into.add(n);
    for (const item of Object.values(value)) refsIn(item, into);
  };
  const depsOf = new Map<number, Set<number>>();
  const closureOf = (copy: unknown) => {
    const found = new Set<number>();
    refsIn(copy, found);
    for (const n of found) {
      // a Set visits what is added while it is iterated
      if (!depsOf.has(n)) {
        const deps = new Set<number>();
        refsIn(dataComponent(n), deps);
        depsOf.set(n, deps);
      }
      for (const dep of depsOf.get(n)!) found.add(dep);
    }
    return [...found].sort((a, b) => a - b);
  };

  const compiled = new Map<string, string | null>();
  const validatorFor = (schema: object, request: boolean) => {
    // A request leaves read-only properties out: of the component itself when the use is a
    // `$ref` the dereferencer kept (a recursive schema).
    const ref = (schema as { $ref?: unknown }).$ref;
    const n = typeof ref === 'string' ? refNumber(ref) : undefined;
    const own = n === undefined ? schema : (components[names[n]] as object);
    const text = JSON.stringify(toAjv(request ? withoutReadOnly(own) : schema));
    const known = compiled.get(text); // the same schema in many places (an error body) compiles once
    if (known !== undefined) return known;
    // Named by content, not by the order pages happen to ask: the output is the same every build.
    const id = `v${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
    let result: string | null = id;
    try {
      ajv.addSchema(JSON.parse(text), id);
      ajv.getSchema(id); // compiles now: a schema Ajv cannot take is left unchecked
    } catch {
      ajv.removeSchema(id);
      result = null;
    }
    compiled.set(text, result);
    return result;
  };

  const component = (n: number) => ({ name: names[n], data: dataComponent(n) });

  const made: SpecSchemas = { ajv, toData, toAjv, closureOf, component, validatorFor };
  specs.set(document, made);
  return made;
}
