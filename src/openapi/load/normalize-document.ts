// Every accepted OpenAPI version into one model before any view is made: the version field is
// checked (with a hint right for what the file says it is), remote `$ref`s are refused, sibling
// files are bundled in (each `$ref` resolved against the file that holds it), and Swagger 2.0 is
// converted to OpenAPI 3.0 by swagger2openapi.
import path from 'node:path';
import { DocgenError } from '../../errors.ts';
import { remoteRefError, type OpenApiDocument } from '../document.ts';
import { bundleFiles, findRemoteRef, hasFileRefs } from './resolve-file-refs.ts';

export type SpecVersion = '2.0' | '3.0' | '3.1' | '3.2';

export interface NormalizedDocument {
  document: OpenApiDocument;
  /** The version the file was written in (the document itself is 3.x). */
  version: SpecVersion;
}

type LineOf = (pointer: string) => number | undefined;

export async function normalizeDocument(
  raw: OpenApiDocument,
  where: { root: string; file: string; lineOf: LineOf },
): Promise<NormalizedDocument> {
  const { file, lineOf } = where;
  const version = specVersion(raw, file, lineOf);
  const remote = findRemoteRef(raw);
  if (remote) throw remoteRefError(remote.ref, file, remote.pointer, lineOf(remote.pointer));
  let document = raw;
  if (hasFileRefs(raw)) document = await bundleFiles(document, { root: where.root, file });
  if (version === '2.0') document = await convertSwagger(document, file);
  return { document, version };
}

/** The file's version from its `openapi` or `swagger` field, or an error whose hint fits the file. */
function specVersion(raw: OpenApiDocument, file: string, lineOf: LineOf): SpecVersion {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new DocgenError('Not an OpenAPI document: the file holds no key/value mapping.', {
      file,
      line: 1,
      hint: 'An OpenAPI file starts with `openapi: 3.1.0` (or `swagger: "2.0"` for Swagger 2.0), then `info` and `paths`.',
    });
  }
  if ('swagger' in raw) {
    if (String(raw.swagger) === '2' || String(raw.swagger) === '2.0') return '2.0';
    throw new DocgenError(`Unsupported Swagger version ${JSON.stringify(raw.swagger)}.`, {
      file,
      line: lineOf('/swagger'),
      pointer: '#/swagger',
      hint: String(raw.swagger).startsWith('1')
        ? 'Swagger 1.x is not supported: convert the document to OpenAPI 3 (e.g. with `npx api-spec-converter`).'
        : 'A Swagger document declares `swagger: "2.0"` (quoted, so that YAML reads it as text).',
    });
  }
  if (!('openapi' in raw)) {
    throw new DocgenError('Not an OpenAPI document: the top-level `openapi` (or `swagger`) key is missing.', {
      file,
      line: 1,
      hint: 'Start the file with `openapi: 3.1.0` (or `swagger: "2.0"` for a Swagger 2.0 document).',
    });
  }
  const value = raw.openapi;
  const known = typeof value === 'string' ? /^3\.([0-2])\.\d+(-[\w.]+)?$/.exec(value) : null;
  if (known) return `3.${known[1]}` as SpecVersion;
  const at = { file, line: lineOf('/openapi'), pointer: '#/openapi' };
  if (typeof value === 'number') {
    // `openapi: 3.0` in YAML is the number 3, `3.10` is 3.1: the author meant a string.
    throw new DocgenError(`The \`openapi\` field is the number ${value}, not a version string.`, {
      ...at,
      hint: `Quote it and give all three parts, e.g. \`openapi: "${/^3(\.[0-2])?$/.test(String(value)) ? `${value}${String(value).includes('.') ? '' : '.0'}.0` : '3.1.0'}"\`.`,
    });
  }
  throw new DocgenError(`Unsupported OpenAPI version ${JSON.stringify(value)}.`, {
    ...at,
    hint: 'docgen reads OpenAPI 3.0, 3.1 and 3.2 (`openapi: 3.x.y`) and Swagger 2.0 (`swagger: "2.0"`).',
  });
}

interface Swagger2OpenApi {
  convertObj(spec: object, options: object): Promise<{ openapi: OpenApiDocument }>;
}

/** Swagger 2.0 → OpenAPI 3.0, patching the small mistakes real specs carry instead of failing. */
async function convertSwagger(raw: OpenApiDocument, file: string): Promise<OpenApiDocument> {
  // @ts-expect-error -- swagger2openapi ships no types; convertObj is all docgen uses.
  const { default: converter } = (await import('swagger2openapi')) as { default: Swagger2OpenApi };
  try {
    const { openapi } = await converter.convertObj(structuredClone(raw), {
      patch: true,
      warnOnly: true,
      resolve: false,
      direct: false,
      source: path.basename(file),
    });
    return openapi;
  } catch (error) {
    throw new DocgenError(
      `Cannot convert the Swagger 2.0 document to OpenAPI 3: ${(error as Error).message}`,
      {
        file,
        hint: 'Check the document against the Swagger 2.0 specification (e.g. `npx @redocly/cli lint`).',
      },
    );
  }
}
