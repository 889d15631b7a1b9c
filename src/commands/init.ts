// `docgen init [dir]`: writes a new site (config, two pages, an example OpenAPI document, a
// favicon, package.json) into an empty folder. A folder with files in it is refused, so nothing
// of the writer's is ever overwritten; `force` adds only the files that are missing.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.ts';
import { environmentError } from '../util/fs-errors.ts';
import { packageVersion } from '../util/package-root.ts';
import { packageNameFor, siteFiles } from './init-files.ts';

export interface InitOptions {
  /** The folder to create the site in (created if missing). Defaults to the current folder. */
  dir?: string;
  /** The site's title. Default: "My Docs". */
  title?: string;
  /** Whether to include the example API. Default: true. */
  api?: boolean;
  /** Write into a folder that has files, adding only the missing ones. */
  force?: boolean;
}

export interface InitResult {
  dir: string;
  /** Files written, relative to `dir` (POSIX). */
  written: string[];
  /** Files left as they were (only with `force`). */
  kept: string[];
}

export const DEFAULT_TITLE = 'My Docs';

export async function init(options: InitOptions = {}): Promise<InitResult> {
  const dir = path.resolve(options.dir ?? '.');
  const title = (options.title ?? '').trim() || DEFAULT_TITLE;
  if (options.force) await entriesOf(dir);
  else await assertEmptyFolder(dir);
  const files = siteFiles({
    title,
    api: options.api ?? true,
    packageName: packageNameFor(path.basename(dir)),
    docgenVersion: packageVersion(),
  });
  const written: string[] = [];
  const kept: string[] = [];
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    await mkdir(path.dirname(file), { recursive: true }).catch((error) => {
      throw environmentError(error, path.dirname(file));
    });
    try {
      // 'wx' fails on an existing file: with --force, what the writer has stays theirs.
      await writeFile(file, text, { flag: 'wx' });
      written.push(rel);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw environmentError(error, file);
      kept.push(rel);
    }
  }
  return { dir, written, kept };
}

/** Refuses a folder with files in it: init never overwrites the writer's files. */
export async function assertEmptyFolder(
  dir: string,
  hint = 'docgen init writes a new site and never overwrites your files: give it a new folder (`docgen init my-docs`), or pass --force to add only the files that are missing.',
): Promise<void> {
  const existing = await entriesOf(dir);
  if (existing.length === 0) return;
  const shown = existing.slice(0, 3).join(', ') + (existing.length > 3 ? ', …' : '');
  throw new DocgenError(`The folder ${display(dir)} is not empty (it holds ${shown}).`, { hint });
}

/** The folder's entries; none when it does not exist yet. */
async function entriesOf(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    if (code === 'ENOTDIR') {
      throw new DocgenError(`${display(dir)} is a file, not a folder.`, {
        hint: 'Give docgen init the name of a new or empty folder.',
      });
    }
    throw environmentError(error, dir);
  }
}

function display(dir: string): string {
  return path.relative(process.cwd(), dir) || '.';
}
