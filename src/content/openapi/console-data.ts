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
  const pathItem: OpenApiDoc = document.paths[path];
  const docs = new Map<LoadedApi, OpenApiDoc>();
  const add = (from: LoadedApi, template: string, verb: string) => {
    let mini = docs.get(from);
    if (!mini) {
      mini = trimmed(from.document);
      docs.set(from, mini);
    }
    const item = from.document.paths[template];
    mini.paths[template] ??= item.parameters ? { parameters: item.parameters } : {};
    mini.paths[template][verb] = item[verb];
  };
  add(api, path, method);
  for (const tokenUrl of tokenUrlsOf(pathItem[method], document)) {
    const mockPath = mockPathOfUrl(tokenUrl);
    if (!mockPath) continue;
    const table = operationTable(all.map((a) => ({ name: a.file, document: a.document })));
    const found = matchOperation(table, 'post', mockPath).operation;
    const owner = found && all.find((a) => a.file === found.api.name);
    if (found && owner) add(owner, found.template, 'post');
  }

  const ajvs = new Map<string, Ajv>();
  const refs: Record<string, string> = {};
  const apis: MockApi[] = [...docs].map(([loaded, mini]) => {
    const version = String(loaded.document.openapi ?? '3.1');
    const copy = treeCopy(mini) as OpenApiDoc;
    let ajv = ajvs.get(version.slice(0, 3));
    if (!ajv) {
      const options = { allErrors: true, strict: false, code: { source: true } } as const;
      ajv = version.startsWith('3.0') ? new Ajv(options) : new Ajv2020(options);
      addFormats(ajv);
      ajvs.set(version.slice(0, 3), ajv);
    }
    prepare(copy, ajv, refs);
    return { name: loaded.file, document: copy };
  });
  const data: ConsoleData = { apis, method, path, corsProxy };
  // One Ajv per dialect; each compiles its own schemas into one standalone module body.
  const bodies = [...ajvs.values()].map((ajv) => {
    const own = Object.fromEntries(Object.entries(refs).filter(([id]) => ajv.getSchema(id)));
    return Object.keys(own).length ? `(function(){${standaloneCode(ajv, own)}\n})();` : '';
  });
  const source = [
    `export const data = ${JSON.stringify(data)};`,
    `export function validators(require) {\nconst exports = {};\n${bodies.join('\n')}\nreturn exports;\n}`,
  ].join('\n');
  // esbuild's service minifies it meanwhile other pages are made (a sync call would block them).
  return (await transform(source, { minify: true, format: 'esm', target: 'es2020' })).code;
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
 * A copy with no shared objects (each place a schema is used gets its own, so it can carry its
 * own validator) and no cycles: a schema that contains itself stops at `{}` (anything) there.
 */
function treeCopy(value: unknown, ancestors: object[] = []): unknown {
  if (!value || typeof value !== 'object') return value;
  if (ancestors.includes(value)) return {};
  const inner = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item) => treeCopy(item, inner));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = treeCopy(item, inner);
  return copy;
}

/** Names, compiles and samples the schemas the console and the mock check or answer with. */
function prepare(document: OpenApiDoc, ajv: Ajv, refs: Record<string, string>): void {
  const seen = new Map<string, string>();
  const compile = (schema: OpenApiDoc | undefined, request: boolean) => {
    if (!schema || typeof schema !== 'object') return;
    const text = JSON.stringify(request ? withoutReadOnly(schema) : schema);
    const same = seen.get(text); // the same schema in many places (an error body) compiles once
    if (same) return void (schema[VALIDATOR_KEY] = same);
    const id = `v${Object.keys(refs).length}`;
    try {
      ajv.addSchema(JSON.parse(text), id);
      seen.set(text, id);
      ajv.getSchema(id); // compiles now: a schema Ajv cannot take is left unchecked
      refs[id] = id;
      schema[VALIDATOR_KEY] = id;
    } catch {
      ajv.removeSchema(id);
    }
  };
  const sample = (holder: OpenApiDoc, purpose: 'request' | 'response') => {
    const schema = holder?.schema;
    if (!schema || holder.example !== undefined || Object.keys(holder.examples ?? {}).length) return;
    if (schema.example !== undefined || schema.examples?.length) return;
    const value = sampler(schema, purpose);
    if (value !== undefined) schema[`${SAMPLE_KEY}${purpose}`] = value;
  };
  for (const item of Object.values<OpenApiDoc>(document.paths)) {
    for (const [verb, operation] of Object.entries<OpenApiDoc>(item)) {
      const parameters = verb === 'parameters' ? operation : operation.parameters;
      for (const parameter of parameters ?? []) compile(parameter?.schema, true);
      if (verb === 'parameters') continue;
      for (const media of Object.values<OpenApiDoc>(operation.requestBody?.content ?? {})) {
        sample(media, 'request');
        compile(media?.schema, true);
      }
      for (const response of Object.values<OpenApiDoc>(operation.responses ?? {})) {
        for (const media of Object.values<OpenApiDoc>(response?.content ?? {})) {
          sample(media, 'response');
          compile(media?.schema, false);
        }
        for (const header of Object.values<OpenApiDoc>(response?.headers ?? {})) sample(header, 'response');
      }
    }
  }
}
