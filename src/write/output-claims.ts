// Every output path is written once. A second claim on a path (two routes' pages or navigation
// data, a slug like `/index`, `/llms.txt` or `/guide/intro.md` meeting a generated file, a static
// file meeting a page), or a path needed both as a file and as a folder, is an error naming both
// sources, instead of one file silently replacing the other or a crash deep in the file system.
import { DocgenError } from '../errors.ts';

import type { OutputSource } from '../types.ts';

const GENERATED: OutputSource = { what: 'a file docgen generates' };

export class OutputClaims {
  private files = new Map<string, OutputSource>();
  /** Folder → the first file claimed below it (the reason it must be a folder). */
  private dirs = new Map<string, { path: string; source: OutputSource }>();

  /** Claims `rel` (a relative output path) for `source`; throws if anything else claimed it. */
  claim(rel: string, source: OutputSource = GENERATED): void {
    const other = this.files.get(rel);
    if (other) throw clash(rel, other, source);
    const below = this.dirs.get(rel);
    if (below) throw clash(rel, source, below.source, below.path);
    const dirs = foldersOf(rel);
    for (const dir of dirs) {
      const file = this.files.get(dir);
      if (file) throw clash(dir, file, source, rel);
    }
    this.files.set(rel, source);
    for (const dir of dirs) if (!this.dirs.has(dir)) this.dirs.set(dir, { path: rel, source });
  }
}

/** `a/b/c.html` → `a`, `a/b`: every output file is claimed, so this runs some 50,000 times for 10,000 pages. */
function foldersOf(rel: string): string[] {
  const dirs: string[] = [];
  for (let slash = rel.indexOf('/'); slash !== -1; slash = rel.indexOf('/', slash + 1))
    dirs.push(rel.slice(0, slash));
  return dirs;
}

function describe(source: OutputSource): string {
  return source.file ? `${source.what} (${source.file})` : source.what;
}

/** `first` has `rel`; `second` wants it too (as a file, or as the folder of `below`). */
function clash(rel: string, first: OutputSource, second: OutputSource, below?: string): DocgenError {
  const how = below ? `, which needs "${rel}" to be a folder for "${below}"` : '';
  const blamed = second.file ? second : first;
  return new DocgenError(
    `Two outputs would be written to "${rel}": ${describe(first)} and ${describe(second)}${how}.`,
    {
      file: blamed.file,
      hint: 'Every output file is written once: give the page another `slug` (or file name), or rename the file it collides with.',
    },
  );
}
