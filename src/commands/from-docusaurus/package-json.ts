// A package's JSON file a Docusaurus config imports (`import { version } from
// '@typescript-eslint/parser/package.json'`): data, not code, so init reads the real file when the
// site's folder reaches it, as Node would (its node_modules, or a workspace package of the
// repository the site is in, which a copy without `npm install` still holds). Anything else of a
// package stays a stand-in.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import YAML from 'yaml';

/** `name/file.json` or `@scope/name/dir/file.json`: the package name and the file's path in it. */
export function packageJsonPath(id: string): { name: string; file: string } | undefined {
  const match = /^((?:@[^/\s]+\/)?[^/@\s][^/\s]*)\/([^\s]+\.json)$/i.exec(id);
  if (!match || match[2].split('/').includes('..')) return undefined;
  return { name: match[1], file: match[2] };
}

/** The absolute path of package JSON `id` as seen from `fromDir`, or undefined when it is not there. */
export function findPackageJson(id: string, fromDir: string): string | undefined {
  const wanted = packageJsonPath(id);
  if (!wanted) return undefined;
  try {
    return createRequire(path.join(fromDir, 'noop.js')).resolve(id);
  } catch {
    // Not installed: a workspace package of the repository, found by its name.
  }
  const dir = workspacePackage(wanted.name, fromDir);
  if (!dir) return undefined;
  const file = path.join(dir, wanted.file);
  return isFile(file) ? file : undefined;
}

/** The folder of the workspace package named `name`, from the nearest folder above `fromDir` that lists workspaces. */
function workspacePackage(name: string, fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const patterns = workspacePatterns(dir);
    if (patterns) {
      for (const folder of expand(dir, patterns))
        if (packageName(path.join(folder, 'package.json')) === name) return folder;
      return undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** `workspaces` of package.json (a list, or `{ packages }`), else `packages` of pnpm-workspace.yaml. */
function workspacePatterns(dir: string): string[] | undefined {
  const pkg = readJson(path.join(dir, 'package.json')) as { workspaces?: unknown } | undefined;
  const listed = Array.isArray(pkg?.workspaces)
    ? pkg.workspaces
    : (pkg?.workspaces as { packages?: unknown } | undefined)?.packages;
  if (Array.isArray(listed)) return listed.filter((p): p is string => typeof p === 'string');
  const pnpm = path.join(dir, 'pnpm-workspace.yaml');
  if (!isFile(pnpm)) return undefined;
  try {
    const parsed = YAML.parse(readFileSync(pnpm, 'utf8')) as { packages?: unknown } | null;
    return Array.isArray(parsed?.packages)
      ? parsed.packages.filter((p): p is string => typeof p === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The folders `packages/*` and `tools/cli` name below `root` (a `*` stands for one folder name; a
 * `!` pattern or `**` is not expanded), never outside it.
 */
function expand(root: string, patterns: string[]): string[] {
  const folders: string[] = [];
  for (const pattern of patterns) {
    if (pattern.startsWith('!') || pattern.includes('**')) continue;
    let found = [root];
    for (const part of pattern.replace(/^\.\//, '').split('/').filter(Boolean)) {
      if (part === '..') {
        found = [];
        break;
      }
      found = found.flatMap((dir) =>
        part === '*' ? subfolders(dir) : isFolder(path.join(dir, part)) ? [path.join(dir, part)] : [],
      );
    }
    folders.push(...found.filter((dir) => dir !== root));
  }
  return folders;
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => path.join(dir, entry.name));
  } catch {
    return [];
  }
}

function packageName(file: string): string | undefined {
  const name = (readJson(file) as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

function isFolder(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}
