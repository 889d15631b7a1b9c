// What the Try-it console of one operation page needs, made at build time and written as one
// small ES module (`_docgen/console/<route>.js`, fetched only when the reader reaches for "Try it";
// src/openapi/outputs/console-modules.ts writes it):
// - `data`: the operation as a trimmed OpenAPI document (servers with variables, security schemes
//   with their flows, parameters, request body, responses, examples), plus the OAuth token
//   endpoint it needs from whichever configured spec declares it, so the in-browser mock can
//   issue tokens. Schemas the mock and the console validate carry `x-docgen-validator: <name>`;
//   responses without examples carry `x-docgen-sample-response` (made here with openapi-sampler).
// - `validators`: those schemas compiled by Ajv to standalone code. Many operations share
//   schemas (GitHub's 1,200 use 900 components), so the code lives in content-hashed chunks the
//   modules import, each validator written once for the whole site.
// The component schemas the data reaches are shared the same way: the data names them, the
// bundle imports each one's module into `components.schemas`.
import { mockPathOfUrl } from '../../shared/mock/mount-points.ts';
import { matchOperation, operationTable } from '../../shared/mock/operations.ts';
import { SAMPLE_KEY, VALIDATOR_KEY, type ConsoleData } from '../../shared/console-contract.ts';
import type { MockApi, OpenApiDoc } from '../../shared/mock/types.ts';
import { sampler } from './json-schema.ts';
import { leanSchema } from './lean-schema.ts';
import { specSchemas, type SpecSchemas } from './spec-schemas.ts';

/**
 * A spec as the consoles read it: a `LoadedApi` has these, and so does the copy the OpenAPI
 * worker receives (src/openapi/openapi-thread.ts).
 */
export interface ConsoleSpec {
  /** The spec as written in the config: the mock's name for it. */
  file: string;
  document: OpenApiDoc;
  operations: readonly { method: string; path: string; webhook?: boolean }[];
}

/** One operation page's console module, before the site's modules are bundled together. */
export interface ConsoleEntry {
  /** The module's `data` export (a `ConsoleData`), as JSON, with each API's `components.schemas` empty. */
  data: string;
  /**
   * What fills them, per API of the data (in its order): the numbers of the component schemas it
   * reaches (`specSchemas(api.document).component(n)`), each bundled as a module of its own.
   */
  components: { api: ConsoleSpec; schemas: number[] }[];
  /** The validators the data names: per spec, export name → the validator's id in its Ajv (`specSchemas`). */
  validators: { api: ConsoleSpec; exports: Record<string, string> }[];
}

/** The console entry of `api.operations[index]`; `all`: every configured API (token endpoints). */
export function consoleEntry(
  api: ConsoleSpec,
  index: number,
  all: readonly ConsoleSpec[],
  corsProxy: string | null = null,
): ConsoleEntry {
  const { method, path } = api.operations[index];
  const document = api.document;
  const minis = new Map<ConsoleSpec, { mini: OpenApiDoc; ops: [string, string][] }>();
  const add = (from: ConsoleSpec, template: string, verb: string) => {
    let entry = minis.get(from);
    if (!entry) {
      entry = { mini: trimmed(from.document), ops: [] };
      minis.set(from, entry);
    }
    const item = from.document.paths[template];
    entry.mini.paths[template] ??= item.parameters ? { parameters: item.parameters.map(leanPart) } : {};
    entry.mini.paths[template][verb] = consoleOperation(item[verb]);
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

  const validators: ConsoleEntry['validators'] = [];
  const components: ConsoleEntry['components'] = [];
  const apis: MockApi[] = [...minis].map(([loaded, { mini, ops }]) => {
    const schemas = specSchemas(loaded.document);
    const copy = schemas.toData(mini) as OpenApiDoc;
    // Export names carry the spec's place in the config: two specs' `v3` stay apart in one module.
    const exports: Record<string, string> = {};
    const exportName = (id: string) => {
      const name = `s${all.indexOf(loaded)}${id}`;
      exports[name] = id;
      return name;
    };
    for (const [template, verb] of ops) {
      prepare(schemas, loaded.document, copy, template, verb, exportName);
      leanSchemasOf(copy.paths[template], verb);
    }
    copy.components.schemas = {};
    components.push({ api: loaded, schemas: schemas.closureOf(copy) });
    if (Object.keys(exports).length) validators.push({ api: loaded, exports });
    return { name: loaded.file, document: copy };
  });
  const data: ConsoleData = { apis, method, path, corsProxy };
  return { data: JSON.stringify(data), components, validators };
}

/**
 * The schemas of an operation's copy (its path item's and its own parameters, request body,
 * responses and their headers) as the browser reads them: each is a root, its examples kept.
 * The components they use are made lean once for the spec (`SpecSchemas.component`).
 */
function leanSchemasOf(item: OpenApiDoc, verb: string): void {
  const operation: OpenApiDoc = item[verb];
  const inSchemaHolder = (holder: OpenApiDoc | undefined) => {
    if (!holder || typeof holder !== 'object') return;
    if (holder.schema !== undefined) holder.schema = leanSchema(holder.schema, true);
    for (const media of Object.values<OpenApiDoc>(holder.content ?? {})) inSchemaHolder(media);
  };
  for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
    inSchemaHolder(parameter);
  inSchemaHolder(operation.requestBody);
  for (const response of Object.values<OpenApiDoc>(operation.responses ?? {})) {
    inSchemaHolder(response);
    for (const header of Object.values<OpenApiDoc>(response?.headers ?? {})) inSchemaHolder(header);
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

/**
 * The parts of an operation the console and the mock read: its parameters, body, responses,
 * security and servers, without the prose the page already shows (summaries, descriptions,
 * tags, vendor extensions: GitHub's came to 1.7 MB over its modules). Arrays keep their order:
 * `prepare` pairs each copy with its original by index.
 */
function consoleOperation(operation: OpenApiDoc): OpenApiDoc {
  const lean: OpenApiDoc = {};
  if (operation.parameters) lean.parameters = operation.parameters.map(leanPart);
  if (operation.requestBody) lean.requestBody = leanPart(operation.requestBody);
  if (operation.responses)
    lean.responses = Object.fromEntries(
      Object.entries<OpenApiDoc>(operation.responses).map(([status, response]) => [
        status,
        response && typeof response === 'object'
          ? {
              ...leanPart(response),
              ...(response.headers
                ? {
                    headers: Object.fromEntries(
                      Object.entries<OpenApiDoc>(response.headers).map(([name, h]) => [name, leanPart(h)]),
                    ),
                  }
                : {}),
            }
          : response,
      ]),
    );
  if (operation.security) lean.security = operation.security;
  if (operation.servers) lean.servers = operation.servers;
  return lean;
}

/** A parameter, body, response or header without its description and vendor extensions. */
function leanPart(part: OpenApiDoc): OpenApiDoc {
  if (!part || typeof part !== 'object') return part;
  return Object.fromEntries(
    Object.entries(part).filter(([key]) => key !== 'description' && !key.startsWith('x-')),
  );
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
  exportName: (id: string) => string,
): void {
  const compile = (original: OpenApiDoc | undefined, target: OpenApiDoc | undefined, request: boolean) => {
    if (!original || typeof original !== 'object' || !target || typeof target !== 'object') return;
    const id = schemas.validatorFor(original, request);
    if (!id) return;
    target[VALIDATOR_KEY] = exportName(id);
  };
  const sample = (original: OpenApiDoc, target: OpenApiDoc, purpose: 'request' | 'response') => {
    const schema = original?.schema;
    if (!schema || original.example !== undefined || Object.keys(original.examples ?? {}).length) return;
    if (schema.example !== undefined || schema.examples?.length) return;
    // A schema in a cycle keeps its `$ref`s: they lead into the document.
    const value = sampler(schema, purpose, document);
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
