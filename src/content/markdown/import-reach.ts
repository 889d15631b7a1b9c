// What an MDX `import` may read: files of the site, i.e. under the site root (the folder of
// docgen.config.ts; `@site/…` names it). A data import is compiled and its values are written
// into the page, its route JSON and the search index, so `import creds from
// '../../../outside/creds.json'` would publish a file that is not the site's. Refused like an image
// outside the content folder. (What a module of the site imports in turn is its own code, run at
// build time with the builder's rights, as the config and the registered components are.)
import path from 'node:path';
import type { Program } from 'estree';
import { DocgenError } from '../../errors.ts';

/** The file `source` names from `fromFile` (both relative to `root`), or undefined for a package name. */
function target(root: string, fromFile: string, source: string): string | undefined {
  if (source.startsWith('@site/')) return path.resolve(root, source.slice('@site/'.length));
  if (/^\.\.?(\/|$)/.test(source) || path.isAbsolute(source))
    return path.resolve(root, path.dirname(fromFile), source);
  return undefined;
}

/** Throws when an import of the program names a file outside the site root. */
export function assertImportsInSite(
  root: string,
  fromFile: string,
  program: Program | undefined,
  at: (line: number | undefined) => { file: string; line?: number },
): void {
  for (const statement of program?.body ?? []) {
    if (
      statement.type !== 'ImportDeclaration' &&
      statement.type !== 'ExportAllDeclaration' &&
      statement.type !== 'ExportNamedDeclaration'
    )
      continue;
    const source = statement.source?.value;
    if (typeof source !== 'string') continue;
    const file = target(root, fromFile, source);
    if (!file) continue;
    const rel = path.relative(path.resolve(root), file);
    if (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel)) continue;
    const where = at(statement.loc?.start.line);
    throw new DocgenError(
      `The import ${JSON.stringify(source)} points outside the site folder (the folder of docgen.config.ts).`,
      {
        file: where.file,
        line: where.line,
        hint: 'MDX imports read files of the site only: put the file next to the page (./data.json) or in the site folder (@site/src/data.json).',
      },
    );
  }
}
