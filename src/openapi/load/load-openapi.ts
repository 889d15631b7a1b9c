// Reads, validates and dereferences one OpenAPI document, and names its pages.
// Every failure is a DocgenError with the spec file and a line or JSON pointer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dereference } from '@readme/openapi-parser';
import { DocgenError } from '../../errors.ts';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleLanguageName } from '../sample-languages.ts';
import type { HttpMethod } from '../../types.ts';
import { operationTitle, slugFrom, uniqueSlugs, type NamedOperation } from './page-names.ts';
import { locator } from './line-finder.ts';
import { asOpenApi31 } from './validate-as-31.ts';
import { pointerIndex } from './pointer-index.ts';
import { normalizeDocument, swaggerPointer, type SpecVersion } from './normalize-document.ts';
import { validateInBackground } from './validate-in-worker.ts';
import { escapePointer, HTTP_METHODS, type OpenApiDocument } from '../document.ts';
import { parseYaml } from './parse-yaml.ts';
import { resolveObjectRefs } from './resolve-object-refs.ts';

export interface LoadedApi {
  /** Spec path relative to the site root, for messages. */
  file: string;
  route: string;
  label: string;
  position?: number;
  indexTitle?: string;
  document: OpenApiDocument;
  info: { title: string; version: string; summary?: string };
  /** What the file is written in, as readers name it: `OpenAPI 3.1`, `Swagger 2.0`; and `YAML` or `JSON`. */
  format: { spec: string; syntax: 'YAML' | 'JSON' };
  infoRoute: string;
  /** `summary` is the page title: the operation's summary, else its operationId made readable, else `METHOD /path`. */
  operations: {
    route: string;
    method: HttpMethod;
    path: string;
    summary: string;
    pointer: string;
    webhook?: boolean;
  }[];
  /** Where things are in the spec file, for messages: a pointer's line, a line inside a string, an object's pointer. */
  lineOf(pointer: string): number | undefined;
  lineOfText(pointer: string, n: number): number | undefined;
  pointerOf(value: object): string | undefined;
  /** What the build could not do as written (renamed routes, schemas shown partly); the build reports them. */
  warnings: DocgenError[];
  /** How generated code samples are written (the config entry's `codeSamples` and `credentialVariable`). */
  samples: { languages: readonly SampleLanguageName[]; credentialVariable?: string | Record<string, string> };
  /** Sidebar categories per tag (and `x-tagGroups`), or one flat list of operations. */
  groupByTag: boolean;
}

export interface OpenApiSource {
  spec: string;
  route: string;
  label: string;
  position?: number;
  codeSamples?: readonly SampleLanguageName[];
  credentialVariable?: string | Record<string, string>;
  groupByTag?: boolean;
}

/** Loads a spec and waits for its validation: for callers that need a checked spec at once (dev). */
export async function loadOpenApi(root: string, source: OpenApiSource): Promise<LoadedApi> {
  const { api, validated } = await startOpenApiLoad(root, source);
  await validated;
  return api;
}

/**
 * Reads, parses and dereferences a spec and returns it with its validation still running in a
 * worker thread (`validated` rejects with the spec's first error). The build works on the spec
 * meanwhile and awaits `validated` before it writes anything.
 */
export async function startOpenApiLoad(
  root: string,
  source: OpenApiSource,
): Promise<{ api: LoadedApi; validated: Promise<void> }> {
  const file = source.spec;
  let text: string;
  try {
    text = await readFile(path.resolve(root, file), 'utf8');
  } catch (error) {
    throw new DocgenError(
      `Cannot read OpenAPI file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
      { file, hint: 'Check the `openapi[].spec` paths in docgen.config.ts.' },
    );
  }
  const parsed = parseYaml(text, file);
  const located = locator(text);
  let converted = false;
  // Pointers into a converted Swagger 2.0 document are looked up at the same place in the 2.0 file.
  const lineOf = (pointer: string) => located.line(converted ? swaggerPointer(pointer) : pointer);
  const lineOfText = (pointer: string, n: number) =>
    located.textLine(converted ? swaggerPointer(pointer) : pointer, n);
  const { document: raw, version } = await normalizeDocument(parsed, { root, file, lineOf });
  converted = version === '2.0';

  const validated = validateInBackground(version === '3.2' ? asOpenApi31(raw) : raw).then((verdict) => {
    if (!verdict.valid) throw validationError(verdict.message, raw, file, lineOf, version);
  });
  validated.catch(() => {}); // the caller awaits it; this only keeps Node from reporting it early
  try {
    const document = (await dereference(structuredClone(raw) as never, {
      dereference: { circular: 'ignore' },
    })) as OpenApiDocument;
    // Responses, parameters, request bodies… that reach a recursive schema are still `$ref`s here.
    const unresolved = resolveObjectRefs(document, raw, { file, lineOf });
    const format = {
      spec: version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${version}`,
      syntax: text.trimStart().startsWith('{') ? 'JSON' : 'YAML',
    } as const;
    let pointers: WeakMap<object, string> | undefined;
    const pointerOf = (value: object) => (pointers ??= pointerIndex(document)).get(value);
    const named = namePages(file, source, document, lineOf);
    return {
      api: { ...named, warnings: [...unresolved, ...named.warnings], format, lineOf, lineOfText, pointerOf },
      validated,
    };
  } catch (error) {
    // Whatever tripped here on an invalid spec (a missing $ref target, no `info`), the validator's
    // verdict names the cause and its line: wait for it first.
    await validated;
    if (error instanceof DocgenError) throw error;
    throw new DocgenError(`Cannot read the OpenAPI document: ${(error as Error).message}`, {
      file,
      hint: 'Check the `$ref` values and the required keys (`info.title`, `paths`).',
    });
  }
}

function validationError(
  message: string,
  raw: OpenApiDocument,
  file: string,
  lineOf: (pointer: string) => number | undefined,
  version: SpecVersion,
): DocgenError {
  const ref = /Missing \$ref pointer "([^"]+)"/.exec(message);
  if (ref) {
    const at = findRef(raw, ref[1]);
    return new DocgenError(`Unresolved $ref "${ref[1]}".`, {
      file,
      line: at ? lineOf(at) : undefined,
      pointer: at ? `#${at}` : undefined,
      hint: 'Define the target under `components`, or fix the reference.',
    });
  }
  // The parser's own words name an option of its API, which a docgen user cannot set.
  const depth = /Maximum dereference depth \((\d+)\) exceeded at [^#]*(#\S*?)\.? /.exec(message);
  if (depth) {
    const at = depth[2].slice(1);
    return new DocgenError(
      `\`$ref\`s lead more than ${depth[1]} deep: "${depth[2]}" is reached through ${depth[1]} of them.`,
      {
        file,
        line: lineOf(at),
        pointer: depth[2],
        hint: 'Point each `$ref` straight at the schema it ends at (a `$ref` to a `$ref` adds nothing), or flatten the nesting: no reader follows 500 levels.',
      },
    );
  }
  const pointer = pointerFromFrame(raw, message);
  return new DocgenError(
    `Invalid OpenAPI document: ${message
      .split('\n')[0]
      .replace(/^([A-Z]+) /, (_m, w: string) => `${w.toLowerCase()} `)
      .replace(/\.$/, '')}.`,
    {
      file,
      line: pointer !== undefined ? lineOf(pointer) : undefined,
      pointer: pointer !== undefined ? `#${pointer}` : undefined,
      hint: `Compare the document with the ${version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${version}`} specification; a linter such as \`npx @redocly/cli lint\` explains each rule.`,
    },
  );
}

/** The spec's pages: the overview and one route per operation (page-names.ts names them). */
function namePages(
  file: string,
  source: OpenApiSource,
  document: OpenApiDocument,
  lineOf: (pointer: string) => number | undefined,
): Omit<LoadedApi, 'format' | 'lineOf' | 'lineOfText' | 'pointerOf'> {
  const infoSlug = slugFrom([document.info?.title], 'overview');
  const planned: (NamedOperation & { method: HttpMethod; path: string; title: string; webhook?: boolean })[] =
    [];
  for (const [apiPath, item] of Object.entries<OpenApiDocument>(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const pointer = `/paths/${escapePointer(apiPath)}/${method}`;
      const title = operationTitle(op, method, apiPath);
      const slug = slugFrom([op.operationId, title], `${method} ${apiPath}`);
      planned.push({
        slug,
        where: `${method.toUpperCase()} ${apiPath}`,
        pointer,
        method,
        path: apiPath,
        title,
      });
    }
  }
  // Webhooks (3.1): a page each, like operations; their `path` is the webhook's name.
  for (const [name, item] of Object.entries<OpenApiDocument>(document.webhooks ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op || typeof op !== 'object') continue;
      const pointer = `/webhooks/${escapePointer(name)}/${method}`;
      const title = operationTitle(
        { summary: op.summary, operationId: op.operationId ?? name },
        method,
        name,
      );
      const slug = slugFrom([op.operationId, op.summary, name], `webhook ${name}`);
      planned.push({
        slug,
        where: `webhook ${name} (${method.toUpperCase()})`,
        pointer,
        method,
        path: name,
        title,
        webhook: true,
      });
    }
  }
  const { slugs, warnings } = uniqueSlugs(planned, new Map([[infoSlug, 'the spec overview page']]), {
    file,
    route: source.route,
    lineOf,
  });
  return {
    file,
    route: source.route,
    label: source.label,
    position: source.position,
    document,
    info: { title: document.info.title, version: document.info.version, summary: document.info.summary },
    infoRoute: `${source.route}/${infoSlug}`,
    operations: planned.map((op, i) => ({
      route: `${source.route}/${slugs[i]}`,
      method: op.method,
      path: op.path,
      summary: op.title,
      pointer: op.pointer,
      ...(op.webhook && { webhook: true }),
    })),
    warnings,
    samples: {
      languages: source.codeSamples ?? DEFAULT_SAMPLE_LANGUAGES,
      credentialVariable: source.credentialVariable,
    },
    groupByTag: source.groupByTag ?? true,
  };
}

/** The JSON pointer of the first `$ref` equal to `ref`. */
function findRef(value: unknown, ref: string, at = ''): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ((value as { $ref?: unknown }).$ref === ref) return `${at}/$ref`;
  for (const [key, child] of Object.entries(value)) {
    const found = findRef(child, ref, `${at}/${escapePointer(key)}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * The validator reports schema errors as a code frame over `JSON.stringify(doc, null, 2)`
 * ("> 30 | …"). Lay the document out the same way, remembering each line's pointer, to turn
 * that line back into a JSON pointer (and so into a YAML line).
 */
function pointerFromFrame(doc: unknown, message: string): string | undefined {
  const line = /^>\s*(\d+)\s*\|/m.exec(message);
  if (!line) return undefined;
  const pointers: string[] = [];
  const walk = (value: unknown, pointer: string, first: boolean) => {
    if (first) pointers.push(pointer);
    if (value && typeof value === 'object') {
      const entries = Array.isArray(value)
        ? value.map((v, i) => [String(i), v] as const)
        : Object.entries(value);
      if (entries.length === 0) return;
      for (const [key, child] of entries)
        if (child !== undefined) walk(child, `${pointer}/${escapePointer(key)}`, true);
      pointers.push(pointer); // the closing bracket
    }
  };
  walk(doc, '', true);
  return pointers[Number(line[1]) - 1];
}
