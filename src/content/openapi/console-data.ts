// What the Try-it console of one operation page needs, made at build time as one small ES module
// (`_docgen/console/<route>.js`, fetched only when the reader reaches for "Try it"):
// - `data`: the operation as a trimmed OpenAPI document (servers with variables, security schemes
//   with their flows, parameters, request body, responses, examples), plus the OAuth token
//   endpoint it needs from whichever configured spec declares it, so the in-browser mock can
//   issue tokens. Schemas the mock and the console validate carry `x-docgen-validator: <name>`;
//   responses without examples carry `x-docgen-sample-response` (made here with openapi-sampler).
// - `validators(require)`: those schemas compiled by Ajv to standalone code, so no validator
//   library ships to the browser; `require` is given the few Ajv runtime helpers by the console.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import { transform } from 'esbuild';
import { mockPathOfUrl } from '../../shared/mock/mount-points.ts';
import { matchOperation, operationTable } from '../../shared/mock/operations.ts';
import { withoutReadOnly } from '../../shared/mock/request-check.ts';
import { SAMPLE_KEY, VALIDATOR_KEY, type ConsoleData } from '../../shared/console-contract.ts';
import type { MockApi, OpenApiDoc } from '../../shared/mock/types.ts';
import { sampler } from './json-schema.ts';
import type { LoadedApi } from './load-openapi.ts';

// CommonJS modules: their default export arrives wrapped under some loaders.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule })
  .default ?? standaloneCodeModule) as typeof standaloneCodeModule;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** The console module of `api.operations[index]`; `all`: every configured API (token endpoints). */
export async function consoleModule(
  api: LoadedApi,
  index: number,
  all: LoadedApi[],
  corsProxy: string | null = null,
): Promise<string> {
  const { method, path } = api.operations[index];
  const document = api.document;
  const minis = new Map<LoadedApi, { mini: OpenApiDoc; ops: [string, string][] }>();
  const add = (from: LoadedApi, template: string, verb: string) => {
    let entry = minis.get(from);
    if (!entry) {
      entry = { mini: trimmed(from.document), ops: [] };
      minis.set(from, entry);
    }
    const item = from.document.paths[template];
    entry.mini.paths[template] ??= item.parameters ? { parameters: item.parameters } : {};
    entry.mini.paths[template][verb] = item[verb];
    entry.ops.push([template, verb]);
  };
  add(api, path, method);
  for (const tokenUrl of tokenUrlsOf(document.paths[path][method], document)) {
    const mockPath = mockPathOfUrl(tokenUrl);
    if (!mockPath) continue;
    const table = operationTable(all.map((a) => ({ name: a.file, document: a.document })));
    const found = matchOperation(table, 'post', mockPath).operation;
    const owner = found && all.find((a) => a.file === found.api.name);
    if (found && owner) add(owner, found.template, 'post');
  }

  const bodies: string[] = [];
  const apis: MockApi[] = [...minis].map(([loaded, { mini, ops }]) => {
    const schemas = specSchemas(loaded, all.indexOf(loaded));
    const copy = schemas.toData(mini) as OpenApiDoc;
    const exports = new Set<string>();
    for (const [template, verb] of ops) prepare(schemas, loaded.document, copy, template, verb, exports);
    copy.components.schemas = schemas.closureOf(copy);
    if (exports.size) {
      const own = Object.fromEntries([...exports].map((id) => [id, id]));
      bodies.push(`(function(){${standaloneCode(schemas.ajv, own)}\n})();`);
    }
    return { name: loaded.file, document: copy };
  });
  const data: ConsoleData = { apis, method, path, corsProxy };
  const source = [
    `export const data = ${JSON.stringify(data)};`,
    `export function validators(require) {\nconst exports = {};\n${bodies.join('\n')}\nreturn exports;\n}`,
  ].join('\n');
  // esbuild's service minifies it meanwhile other pages are made (a sync call would block them).
  return (await transform(source, { minify: true, format: 'esm', target: 'es2020' })).code;
}

/**
 * One spec's schemas as the console modules carry them. The dereferenced document shares one
 * object per component schema wherever it is used; a module writes each component once, under
 * `components.schemas`, and a `$ref` where it is used (the console links them again on load,
 * see src/shared/console-contract.ts). One Ajv per spec holds every component, each compiled
 * once for all the spec's pages, and the operation schemas that refer to them: a module's
 * validators are the standalone code of its own schemas and the components they reach.
 */
interface SpecSchemas {
  ajv: Ajv;
  /** A copy in the modules' form: component schemas as `$ref`s, no cycles. */
  toData(value: unknown, self?: object): unknown;
  /** A schema in the form Ajv holds it: `$ref`s to each component's own id. */
  toAjv(value: unknown, self?: object): unknown;
  /** The component schemas a module's copy refers to, directly or through others. */
  closureOf(copy: unknown): Record<string, unknown>;
  /** The validator of a schema (by its Ajv form), compiled once per spec; null if Ajv can't. */
  validatorOf(ajvSchema: unknown): string | null;
}

const specs = new WeakMap<LoadedApi, SpecSchemas>();
const COMPONENT_REF = '#/components/schemas/';
/** Where the components live in Ajv: an id of its own per component, by number. */
const ajvIdOf = (n: number) => `https://docgen.invalid/schemas/${n}`;

function specSchemas(api: LoadedApi, specIndex: number): SpecSchemas {
  const cached = specs.get(api);
  if (cached) return cached;
  const components: Record<string, unknown> = api.document.components?.schemas ?? {};
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
  const toAjv = converter(ajvIdOf);

  const version = String(api.document.openapi ?? '3.1');
  // The spec passed validation already: Ajv need not check each schema against its meta-schema.
  const options = {
    allErrors: true,
    strict: false,
    logger: false,
    validateSchema: false,
    inlineRefs: false,
    code: { source: true },
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
  const dataComponent = (n: number) => {
    if (!dataOf.has(n)) dataOf.set(n, toData(components[names[n]], components[names[n]] as object));
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
    return Object.fromEntries([...found].sort((a, b) => a - b).map((n) => [names[n], dataComponent(n)]));
  };

  const compiled = new Map<string, string | null>();
  const validatorOf = (ajvSchema: unknown) => {
    const text = JSON.stringify(ajvSchema);
    const known = compiled.get(text); // the same schema in many places (an error body) compiles once
    if (known !== undefined) return known;
    const id = `s${specIndex}v${compiled.size}`;
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

  const made: SpecSchemas = { ajv, toData, toAjv, closureOf, validatorOf };
  specs.set(api, made);
  return made;
}

const escapePointer = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The document's top-level parts an operation relies on, with no paths yet. */
function trimmed(document: OpenApiDoc): OpenApiDoc {
  return {
    openapi: document.openapi,
    info: { title: document.info?.title, version: document.info?.version },
    ...(document.servers ? { servers: document.servers } : {}),
    ...(document.security ? { security: document.security } : {}),
    components: { securitySchemes: document.components?.securitySchemes ?? {} },
    paths: {},
  };
}

/** Token URLs of the OAuth 2.0 flows the operation's security requirements name. */
function tokenUrlsOf(operation: OpenApiDoc, document: OpenApiDoc): string[] {
  const schemes: Record<string, OpenApiDoc> = document.components?.securitySchemes ?? {};
  const names = new Set<string>(
    (operation.security ?? document.security ?? []).flatMap((r: object) => Object.keys(r ?? {})),
  );
  const urls: string[] = [];
  for (const name of names) {
    const scheme = schemes[name];
    if (scheme?.type !== 'oauth2') continue;
    for (const flow of Object.values<OpenApiDoc>(scheme.flows ?? {}))
      if (typeof flow?.tokenUrl === 'string') urls.push(flow.tokenUrl);
  }
  return [...new Set(urls)];
}

/**
 * Names the validators and makes the samples of one operation's schemas: `copy` is the module's
 * copy of `document` (same shape, components as `$ref`s). A validator compiles the schema as
 * written; a request's, without its read-only properties' `required`.
 */
function prepare(
  schemas: SpecSchemas,
  document: OpenApiDoc,
  copy: OpenApiDoc,
  template: string,
  verb: string,
  exports: Set<string>,
): void {
  const compile = (original: OpenApiDoc | undefined, target: OpenApiDoc | undefined, request: boolean) => {
    if (!original || typeof original !== 'object' || !target || typeof target !== 'object') return;
    const ajvForm = schemas.toAjv(request ? withoutReadOnly(original) : original);
    const id = schemas.validatorOf(ajvForm);
    if (!id) return;
    exports.add(id);
    target[VALIDATOR_KEY] = id;
  };
  const sample = (original: OpenApiDoc, target: OpenApiDoc, purpose: 'request' | 'response') => {
    const schema = original?.schema;
    if (!schema || original.example !== undefined || Object.keys(original.examples ?? {}).length) return;
    if (schema.example !== undefined || schema.examples?.length) return;
    const value = sampler(schema, purpose);
    if (value !== undefined && target?.schema) target.schema[`${SAMPLE_KEY}${purpose}`] = value;
  };
  const item: OpenApiDoc = document.paths[template];
  const itemCopy: OpenApiDoc = copy.paths[template];
  (item.parameters ?? []).forEach((parameter: OpenApiDoc, i: number) =>
    compile(parameter?.schema, itemCopy.parameters?.[i]?.schema, true),
  );
  const operation: OpenApiDoc = item[verb];
  const operationCopy: OpenApiDoc = itemCopy[verb];
  (operation.parameters ?? []).forEach((parameter: OpenApiDoc, i: number) =>
    compile(parameter?.schema, operationCopy.parameters?.[i]?.schema, true),
  );
  for (const [type, media] of Object.entries<OpenApiDoc>(operation.requestBody?.content ?? {})) {
    const mediaCopy = operationCopy.requestBody.content[type];
    sample(media, mediaCopy, 'request');
    compile(media?.schema, mediaCopy?.schema, true);
  }
  for (const [status, response] of Object.entries<OpenApiDoc>(operation.responses ?? {})) {
    const responseCopy = operationCopy.responses[status];
    for (const [type, media] of Object.entries<OpenApiDoc>(response?.content ?? {})) {
      const mediaCopy = responseCopy.content[type];
      sample(media, mediaCopy, 'response');
      compile(media?.schema, mediaCopy?.schema, false);
    }
    for (const [name, header] of Object.entries<OpenApiDoc>(response?.headers ?? {}))
      sample(header, responseCopy.headers[name], 'response');
  }
}
