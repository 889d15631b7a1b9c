// Where a loaded spec's pointers are written in its file, for messages: a pointer into the
// document docgen works on is looked up in the file as written (a converted Swagger 2.0 document's
// at the same place in the 2.0 file; one under a path key docgen renamed, query-in-paths.ts, under
// the key as written). Small on purpose: a spec that comes from the build cache needs only this
// module, not the parser and dereferencer.
import { locator } from './line-finder.ts';
import { pointerIndex } from './pointer-index.ts';
import type { OpenApiDocument } from '../document.ts';

/** How the document docgen works on differs from the file: read as it goes, set once known. */
export interface WrittenAs {
  /** The file is Swagger 2.0, converted to OpenAPI 3. */
  converted: boolean;
  /** Path keys docgen renamed: new → as written. */
  renamed: ReadonlyMap<string, string>;
}

export interface SpecLines {
  lineOf(pointer: string): number | undefined;
  lineOfText(pointer: string, n: number): number | undefined;
}

export function specLines(text: string, as: WrittenAs): SpecLines {
  const located = locator(text);
  const written = (pointer: string) => {
    const key = /^\/paths\/([^/]*)/.exec(pointer)?.[1];
    const was = key === undefined ? undefined : as.renamed.get(key);
    const at = was === undefined ? pointer : `/paths/${was}${pointer.slice(7 + key!.length)}`;
    return as.converted ? swaggerPointer(at) : at;
  };
  return {
    lineOf: (pointer) => located.line(written(pointer)),
    lineOfText: (pointer, n) => located.textLine(written(pointer), n),
  };
}

/** A pointer into the converted 3.0 document → the same place in the Swagger 2.0 file, for lines. */
export function swaggerPointer(pointer: string): string {
  return pointer
    .replace(/^\/components\/schemas\//, '/definitions/')
    .replace(/^\/components\/(parameters|responses)\//, '/$1/')
    .replace(/^\/components\/securitySchemes\//, '/securityDefinitions/');
}

/** An object's pointer in the document (its index made on the first call). */
export function pointerFinder(document: OpenApiDocument): (value: object) => string | undefined {
  let pointers: WeakMap<object, string> | undefined;
  return (value) => (pointers ??= pointerIndex(document)).get(value);
}
