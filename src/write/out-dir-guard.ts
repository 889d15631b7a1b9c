// The output folder is replaced as a whole on every build, so docgen must be sure it is its own:
// a folder that does not exist yet, an empty one, or one that holds docgen's marker file. A folder
// that holds the site's inputs (content, static files, templates, config, specs), or any folder
// above them, is refused, whatever `--out` says; so is a file. An output folder that is a symbolic
// link is followed: the build writes through it into its target.
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.ts';
import { DocgenError } from '../errors.ts';
import { environmentError } from '../util/fs-errors.ts';

/** Written into every output folder; its presence says "docgen may replace this folder". */
export const OUTPUT_MARKER = '.docgen-output';
export const OUTPUT_MARKER_TEXT =
  'This folder was written by docgen and is replaced on every build. Do not keep other files here.\n';

export interface OutDirInputs {
  root: string;
  outDir: string;
  contentDir: string;
  staticDir: string;
  templatesDir?: string;
  configFile?: string;
  specs: string[];
}

/** Throws a DocgenError (pointer `outDir`) unless `outDir` is safe to replace. */
export function assertOutDirSafe(
  outDir: string,
  site: { root: string; config: ResolvedConfig; configFile?: string },
): void {
  const { root, config } = site;
  checkOutDir({
    root,
    outDir,
    contentDir: path.resolve(root, config.contentDir),
    staticDir: path.resolve(root, config.staticDir),
    templatesDir: path.resolve(root, config.templatesDir ?? 'templates'),
    configFile: site.configFile,
    specs: config.openapi.map((source) => path.resolve(root, source.spec)),
  });
}

function checkOutDir(inputs: OutDirInputs): void {
  const { root } = inputs;
  const outDir = realOrSelf(inputs.outDir);
  const relative = path.relative(root, inputs.outDir);
  const shown = relative.startsWith('..') ? inputs.outDir : relative || '.';
  const contentDir = realOrSelf(inputs.contentDir);
  if (inside(outDir, contentDir) && outDir !== contentDir) {
    throw new DocgenError(
      `The output folder (${shown}) is inside the content folder (${path.relative(root, inputs.contentDir)}).`,
      {
        pointer: 'outDir',
        hint: 'Set `outDir` in docgen.config.ts (or --out) to a folder outside the content folder, e.g. "build".',
      },
    );
  }
  const folders = [
    ['the site root', root],
    ['the content folder', inputs.contentDir],
    ['the static folder', inputs.staticDir],
    ['the templates folder', inputs.templatesDir],
  ] as const;
  const files = [
    ['the config file', inputs.configFile],
    ...inputs.specs.map((spec) => ['the OpenAPI document', spec] as const),
  ] as const;
  for (const [what, input] of [...folders, ...files]) {
    if (!input) continue;
    const real = realOrSelf(input);
    const where = `${what} (${path.relative(root, input) || '.'})`;
    const hint =
      'docgen replaces the output folder as a whole on every build. Choose a folder of its own, e.g. --out build.';
    if (inside(real, outDir))
      throw new DocgenError(`The output folder (${shown}) would replace ${where}.`, {
        pointer: 'outDir',
        hint,
      });
    if (what !== 'the site root' && folders.some(([, f]) => f === input) && inside(outDir, real)) {
      throw new DocgenError(
        `The output folder (${shown}) is inside ${where}: the next build would read it back in.`,
        { pointer: 'outDir', hint },
      );
    }
  }
  let info;
  try {
    info = existsSync(inputs.outDir) ? statSync(inputs.outDir) : undefined;
  } catch (error) {
    throw environmentError(error, inputs.outDir);
  }
  if (!info) return;
  if (!info.isDirectory()) {
    throw new DocgenError(`The output folder (${shown}) is a file, not a folder.`, {
      pointer: 'outDir',
      hint: 'Choose a folder for the site, e.g. --out build.',
    });
  }
  if (!isDocgenOutput(inputs.outDir)) {
    throw new DocgenError(`The output folder (${shown}) is not empty and was not written by docgen.`, {
      pointer: 'outDir',
      hint: `docgen replaces the output folder as a whole. Choose an empty or new folder (e.g. --out build), or empty this one yourself if nothing in it is needed. (Folders docgen writes hold a ${OUTPUT_MARKER} file.)`,
    });
  }
}

/** Empty, or marked by docgen, or written by a docgen without the marker (it has `_docgen/routes/`). */
function isDocgenOutput(dir: string): boolean {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    throw environmentError(error, dir);
  }
  return (
    entries.length === 0 ||
    entries.includes(OUTPUT_MARKER) ||
    (entries.includes('index.html') && existsSync(path.join(dir, '_docgen/routes/index.json')))
  );
}

/** `child` is `parent` or below it. */
function inside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

/** The real path of `file` (symbolic links resolved, also for a path whose tail does not exist yet). */
function realOrSelf(file: string): string {
  const resolved = path.resolve(file);
  const parent = path.dirname(resolved);
  try {
    return realpathSync(resolved);
  } catch {
    if (parent === resolved || lstatSync(resolved, { throwIfNoEntry: false })) return resolved;
    return path.join(realOrSelf(parent), path.basename(resolved));
  }
}
