// A spec as the build cache kept it after loading (src/pipeline/cached-work.ts): its data (the
// dereferenced document, its pages and warnings) is stored whole; what is not data, the functions
// that find a pointer's line, is made again over the file. A warm build then neither parses nor
// dereferences the spec, nor loads the modules that would.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../../errors.ts';
import type { LoadedApi, ReadSpec } from './load-openapi.ts';
import { pointerFinder, specLines } from './spec-lines.ts';

/** A loaded spec without its functions: what the cache stores. */
export type ApiData = Omit<
  LoadedApi,
  'lineOf' | 'filePointer' | 'fileTextLine' | 'placeOf' | 'textPlace' | 'pointerOf'
>;

/** The spec loaded from `data`, with its lines looked up in the file as `read` says it was written. */
export async function knownApi(
  root: string,
  data: ApiData,
  read: Pick<ReadSpec, 'version' | 'renamed'>,
): Promise<LoadedApi> {
  let text: string;
  try {
    text = await readFile(path.resolve(root, data.file), 'utf8');
  } catch (error) {
    throw new DocgenError(
      `Cannot read OpenAPI file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
      { file: data.file, hint: 'Check the `openapi[].spec` paths in docgen.config.ts.' },
    );
  }
  const lines = specLines(
    text,
    { converted: read.version === '2.0', renamed: new Map(read.renamed) },
    { root, file: data.file },
  );
  return { ...data, ...lines, pointerOf: pointerFinder(data.document) };
}

/** The loaded spec's data: itself without its functions. */
export function apiData(api: LoadedApi): ApiData {
  const {
    lineOf: _lineOf,
    filePointer: _filePointer,
    fileTextLine: _fileTextLine,
    placeOf: _placeOf,
    textPlace: _textPlace,
    pointerOf: _pointerOf,
    ...data
  } = api;
  return data;
}
