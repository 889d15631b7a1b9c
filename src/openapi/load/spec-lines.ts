// Where a loaded spec's pointers are written in its file, for messages: a pointer into the
// document docgen works on is looked up in the file as written (a converted Swagger 2.0 document's
// at the place the 2.0 file has it, swagger-pointers.ts; one under a path key docgen renamed,
// query-in-paths.ts, under the key as written). Small on purpose: a spec that comes from the build
// cache needs only this module, not the parser and dereferencer.
import { locator } from './line-finder.ts';
import { pointerIndex } from './pointer-index.ts';
import { swaggerPointer } from './swagger-pointers.ts';
import { partPlaces, refersToFiles, type Place } from './part-files.ts';
import YAML from 'yaml';
import type { OpenApiDocument } from '../document.ts';

export type { Place } from './part-files.ts';

/** How the document docgen works on differs from the file: read as it goes, set once known. */
export interface WrittenAs {
  /** The file is Swagger 2.0, converted to OpenAPI 3. */
  converted: boolean;
  /** Path keys docgen renamed: new → as written. */
  renamed: ReadonlyMap<string, string>;
  /** The Swagger 2.0 file's data as parsed, where the loader has it. */
  swagger?: object;
}

export interface SpecLines {
  /** The line of a pointer into the document docgen works on. */
  lineOf(pointer: string): number | undefined;
  /** A pointer into the document docgen works on, as the file has it (`#/…`): what messages show. */
  filePointer(pointer: string): string;
  /** The file line of line `n` of the text at `pointer`, a pointer `filePointer` gave. */
  fileTextLine(pointer: string, n: number): number | undefined;
  /**
   * Where line `n` of the text at `pointer` (a pointer `filePointer` gave) is written: the spec
   * file's line, but for a multi-file spec the file that writes the text, its line and pointer.
   */
  textPlace(pointer: string, n: number): Place;
  /**
   * Where a pointer into the document docgen works on is written: the file, line and pointer
   * there. The spec file itself, but for a multi-file spec the file a `$ref` leads to.
   */
  placeOf(pointer: string): Place;
}

/** A spec file and how to name a place in it: what the loader's checks report problems with. */
export interface SpecPlaces extends Pick<SpecLines, 'lineOf' | 'filePointer'> {
  file: string;
  /** Where a pointer is written (SpecLines.placeOf); without it, in `file`. */
  placeOf?: SpecLines['placeOf'];
}

/** The place a message names: `file`, `line` and `pointer` for a DocgenError. */
export function placeIn(places: SpecPlaces, pointer: string): Place {
  return (
    places.placeOf?.(pointer) ?? {
      file: places.file,
      line: places.lineOf(pointer),
      pointer: places.filePointer(pointer),
    }
  );
}

/** `where`: the site's root and the spec's path in it, to read the files a multi-file spec refers to. */
export function specLines(text: string, as: WrittenAs, where?: { root: string; file: string }): SpecLines {
  const located = locator(text);
  const written = (pointer: string) => {
    // Either form: `/paths/…` or `#/paths/…` (the example check's).
    if (pointer.startsWith('#')) pointer = pointer.slice(1);
    const key = /^\/paths\/([^/]*)/.exec(pointer)?.[1];
    const was = key === undefined ? undefined : as.renamed.get(key);
    const at = was === undefined ? pointer : `/paths/${was}${pointer.slice(7 + key!.length)}`;
    // The 2.0 file's data: the loader's, or read when a message first needs a place in it.
    return as.converted ? swaggerPointer(at, (as.swagger ??= readData(text))) : at;
  };
  const lineOf = (pointer: string) => located.line(written(pointer));
  const filePointer = (pointer: string) => `#${written(pointer)}`;
  // Made on the first message that needs a place: most builds need none.
  let placed: ReturnType<typeof partPlaces> | null | undefined;
  const parts = () =>
    (placed ??= where && refersToFiles(text) ? partPlaces(where.root, where.file, text) : null);
  const placeOf = (pointer: string): Place => {
    if (parts()) return placed!(written(pointer));
    return { file: where?.file ?? '', line: lineOf(pointer), pointer: filePointer(pointer) };
  };
  const fileTextLine = (pointer: string, n: number) => located.textLine(pointer.slice(1), n);
  return {
    lineOf,
    filePointer,
    fileTextLine,
    textPlace: (pointer, n) =>
      parts() ? placed!(pointer, n) : { file: where?.file ?? '', line: fileTextLine(pointer, n), pointer },
    placeOf,
  };
}

/** The file's data (it was read once already, when loaded: this cannot fail but on a changed file). */
function readData(text: string): object {
  try {
    const data: unknown = text.trimStart().startsWith('{')
      ? JSON.parse(text)
      : YAML.parse(text, { maxAliasCount: -1 });
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** An object's pointer in the document (its index made on the first call). */
export function pointerFinder(document: OpenApiDocument): (value: object) => string | undefined {
  let pointers: WeakMap<object, string> | undefined;
  return (value) => (pointers ??= pointerIndex(document)).get(value);
}
