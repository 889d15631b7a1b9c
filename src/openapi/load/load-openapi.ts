// Reads, validates and dereferences one OpenAPI document, and names its pages.
// Every failure is a DocgenError with the spec file and a line or JSON pointer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dereference } from '@readme/openapi-parser';
import { assertRefExpansion } from './ref-expansion.ts';
import { DocgenError } from '../../errors.ts';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleLanguageName } from '../sample-languages.ts';
import type { HttpMethod } from '../../types.ts';
import {
  operationTitle,
  slugFrom,
  summaryIsText,
  uniqueSlugs,
  SUMMARY_TITLE_MAX,
  type NamedOperation,
} from './page-names.ts';
import { asOpenApi31 } from './validate-as-31.ts';
import { normalizeDocument, type SpecVersion } from './normalize-document.ts';
import { placeIn, pointerFinder, specLines, type SpecLines, type WrittenAs } from './spec-lines.ts';
import { noteRead } from '../../util/read-tracker.ts';
import { validateInBackground } from './validate-in-worker.ts';
import { validationError } from './validation-error.ts';
import { escapePointer, HTTP_METHODS, type OpenApiDocument } from '../document.ts';
import { parseYaml } from './parse-yaml.ts';
import { resolveObjectRefs } from './resolve-object-refs.ts';
import { moveQueryStrings } from './query-in-paths.ts';
import { dropRefSiblings } from './ref-siblings.ts';
import { cutLargeExamples, DEFAULT_MAX_EXAMPLE_SIZE } from './cut-examples.ts';
import type { OutputFile } from '../../types.ts';
import type { ApiVersionOf } from '../../config/api-versions.ts';

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
  /** A pointer into `document` as the file has it (`#/…`; a Swagger 2.0 file's own): what messages show. */
  filePointer(pointer: string): string;
  /** The file line of line `n` of the text at a pointer `filePointer` gave. */
  fileTextLine(pointer: string, n: number): number | undefined;
  /** Where a pointer is written: the spec file, or the file of a multi-file spec that writes it. */
  placeOf: SpecLines['placeOf'];
  /** Where a line of the text at a pointer `filePointer` gave is written (SpecLines.textPlace). */
  textPlace: SpecLines['textPlace'];
  pointerOf(value: object): string | undefined;
  /** What the build could not do as written (renamed routes, schemas shown partly); the build reports them. */
  warnings: DocgenError[];
  /** How generated code samples are written (the config entry's `codeSamples` and `credentialVariable`). */
  samples: { languages: readonly SampleLanguageName[]; credentialVariable?: string | Record<string, string> };
  /** Sidebar categories per tag (and `x-tagGroups`), or one flat list of operations. */
  groupByTag: boolean;
  /** The whole of each example cut for being over `maxExampleSize` (cut-examples.ts), written beside the API's pages. */
  downloads?: OutputFile[];
  /** Where this document stands among its API's versions (config `openapi[].version`). */
  apiVersion?: ApiVersionOf;
  /** The document as written (`$ref`s unresolved), kept for a versioned API's changelog only. */
  raw?: OpenApiDocument;
}

export interface OpenApiSource {
  spec: string;
  route: string;
  label: string;
  position?: number;
  codeSamples?: readonly SampleLanguageName[];
  credentialVariable?: string | Record<string, string>;
  groupByTag?: boolean;
  /** Body examples over this many bytes are cut (cut-examples.ts); `Infinity` keeps every one whole (`docgen mock`). */
  maxExampleSize?: number;
  apiVersion?: ApiVersionOf;
}

/** Loads a spec and waits for its validation: for callers that need a checked spec at once (dev). */
export async function loadOpenApi(root: string, source: OpenApiSource): Promise<LoadedApi> {
  const { api, validated } = await startOpenApiLoad(root, source);
  await validated;
  return api;
}

/**
 * A spec as read, before it is dereferenced: plain data, which the build cache keeps for a spec
 * that validated (src/pipeline/cached-work.ts), with what reading it warned of.
 */
export interface ReadSpec {
  raw: OpenApiDocument;
  version: SpecVersion;
  /** Path keys docgen renamed (query-in-paths.ts): new → as written. */
  renamed: [string, string][];
  warnings: DocgenError[];
}

/**
 * Reads, parses and dereferences a spec and returns it with its validation still running in a
 * worker thread (`validated` rejects with the spec's first error). The build works on the spec
 * meanwhile and awaits `validated` before it writes anything. `known`: the same files read and
 * validated before (the build cache), which skips the parse and the validation; `read` is what
 * this call read otherwise.
 */
/** A spec being loaded: its document now, its validation later (a worker), what was read (for the cache). */
export interface OpenApiLoad {
  api: LoadedApi;
  validated: Promise<void>;
  read?: ReadSpec;
}

export async function startOpenApiLoad(
  root: string,
  source: OpenApiSource,
  known?: ReadSpec,
): Promise<OpenApiLoad> {
  const file = source.spec;
  let text: string;
  try {
    noteRead(path.resolve(root, file));
    text = await readFile(path.resolve(root, file), 'utf8');
  } catch (error) {
    throw new DocgenError(
      `Cannot read OpenAPI file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
      { file, hint: 'Check the `openapi[].spec` paths in docgen.config.ts.' },
    );
  }
  // Pointers are looked up as written (spec-lines.ts): how, is known once the file is read.
  const as: WrittenAs = { converted: false, renamed: new Map<string, string>() };
  const { lineOf, filePointer, fileTextLine, placeOf, textPlace } = specLines(text, as, { root, file });
  let read = known;
  if (!read) {
    const parsed = parseYaml(text, file);
    const { document, version } = await normalizeDocument(parsed, { root, file, lineOf });
    as.converted = version === '2.0';
    if (as.converted) as.swagger = parsed;
    const queries = moveQueryStrings(document, { file, lineOf, filePointer });
    const siblings = dropRefSiblings(document, { file, lineOf, filePointer, placeOf });
    read = {
      raw: document,
      version,
      renamed: [...queries.renamed],
      warnings: [...queries.warnings, ...siblings],
    };
  }
  const { raw, version } = read;
  as.converted = version === '2.0';
  as.renamed = new Map(read.renamed);

  // Before the parser and the validator walk it: a few kilobytes can expand past any machine.
  if (!known) assertRefExpansion(raw, { file, lineOf, filePointer });
  const checked = version === '3.2' ? asOpenApi31(raw) : raw;
  const validated = known
    ? Promise.resolve()
    : validateInBackground(checked).then(async (verdict) => {
        if (!verdict.valid)
          throw await validationError(verdict, {
            checked,
            file,
            lineOf,
            filePointer,
            placeOf,
            version,
            swagger: as.swagger,
          });
      });
  validated.catch(() => {}); // the caller awaits it; this only keeps Node from reporting it early
  try {
    const document = (await dereference(structuredClone(raw) as never, {
      dereference: { circular: 'ignore' },
    })) as OpenApiDocument;
    // Responses, parameters, request bodies… that reach a recursive schema are still `$ref`s here.
    const unresolved = resolveObjectRefs(document, raw, { file, lineOf, filePointer, placeOf });
    const cut = cutLargeExamples(document, {
      file,
      route: source.route,
      limit: source.maxExampleSize ?? DEFAULT_MAX_EXAMPLE_SIZE,
      configKey: 'openapi[].maxExampleSize',
      lineOf,
      filePointer,
      placeOf,
    });
    const format = {
      spec: version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${version}`,
      syntax: text.trimStart().startsWith('{') ? 'JSON' : 'YAML',
    } as const;
    const pointerOf = pointerFinder(document);
    const named = namePages(file, source, document, { lineOf, filePointer, placeOf });
    return {
      api: {
        ...named,
        warnings: [...read.warnings, ...unresolved, ...cut.warnings, ...named.warnings],
        downloads: cut.downloads,
        ...(source.apiVersion && { apiVersion: source.apiVersion, raw }),
        format,
        lineOf,
        filePointer,
        fileTextLine,
        placeOf,
        textPlace,
        pointerOf,
      },
      validated,
      read: known ? undefined : read,
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

/** The spec's pages: the overview and one route per operation (page-names.ts names them). */
function namePages(
  file: string,
  source: OpenApiSource,
  document: OpenApiDocument,
  places: Pick<LoadedApi, 'lineOf' | 'filePointer' | 'placeOf'>,
): Omit<
  LoadedApi,
  'format' | 'lineOf' | 'filePointer' | 'fileTextLine' | 'placeOf' | 'textPlace' | 'pointerOf'
> {
  const infoSlug = slugFrom([document.info?.title], 'overview');
  const planned: (NamedOperation & { method: HttpMethod; path: string; title: string; webhook?: boolean })[] =
    [];
  const textSummaries: DocgenError[] = [];
  for (const [apiPath, item] of Object.entries<OpenApiDocument>(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const pointer = `/paths/${escapePointer(apiPath)}/${method}`;
      const title = operationTitle(op, method, apiPath);
      const slug = slugFrom([op.operationId, title], `${method} ${apiPath}`);
      if (summaryIsText(op.summary)) textSummaries.push(summaryWarning(file, pointer, title, places));
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
      const slug = slugFrom([op.operationId, title], `webhook ${name}`);
      if (summaryIsText(op.summary)) textSummaries.push(summaryWarning(file, pointer, title, places));
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
    ...places,
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
    warnings: [...textSummaries, ...warnings],
    samples: {
      languages: source.codeSamples ?? DEFAULT_SAMPLE_LANGUAGES,
      credentialVariable: source.credentialVariable,
    },
    groupByTag: source.groupByTag ?? true,
  };
}

/** A summary that is text, not a title: where it is, the title the page gets instead, the fix. */
function summaryWarning(
  file: string,
  pointer: string,
  title: string,
  places: Pick<LoadedApi, 'lineOf' | 'filePointer' | 'placeOf'>,
): DocgenError {
  return new DocgenError(
    `The operation's summary is text, not a title (several lines, or over ${SUMMARY_TITLE_MAX} characters): the page is titled "${title}" and shows the summary above the description.`,
    {
      ...placeIn({ file, ...places }, `${pointer}/summary`),
      hint: 'Give the operation a short `summary` (one line: its title in the sidebar and on the page) and move the text into `description`.',
    },
  );
}
