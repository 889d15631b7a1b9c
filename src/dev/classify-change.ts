// Which part of the site a file change touches. Pure: paths in, a rebuild plan out. The dev
// session turns the plan into the smallest rebuild that is still correct (see session.ts).
import path from 'node:path';
import { emptyPlan, mergePlans, type RebuildPlan } from '../pipeline/plan.ts';

export { emptyPlan, fullPlan, isEmptyPlan, mergePlans, type RebuildPlan } from '../pipeline/plan.ts';

export type WatchEvent = 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';

export interface FileChange {
  event: WatchEvent;
  /** Absolute path. */
  path: string;
}

/** Absolute locations the site is read from (from the config, or docgen's defaults). */
export interface SitePaths {
  root: string;
  configFile?: string;
  contentDir: string;
  staticDir: string;
  templatesDir: string;
  /** Absolute spec path → the spec as written in the config. */
  specs: ReadonlyMap<string, string>;
  /** Absolute paths a `sidebars.js` / `sidebars.json` may have (present or not). */
  sidebars?: readonly string[];
  /** Further files and folders to watch: a site with docs versions reads each version's. */
  watchAlso?: readonly string[];
}

export function classifyChanges(
  changes: readonly FileChange[],
  paths: SitePaths,
  plan: RebuildPlan = emptyPlan(),
): RebuildPlan {
  const next = mergePlans(plan, emptyPlan());
  for (const { event, path: file } of changes) {
    const kind = classifyOne(event, file, paths);
    if (!kind) continue;
    next.files.add(path.relative(paths.root, file).split(path.sep).join('/') || file);
    if (kind.type === 'page') next.pages.add(kind.relPath);
    else if (kind.type === 'spec') next.specs.add(kind.spec);
    else next[kind.type] = true;
  }
  return next;
}

type Kind =
  | { type: 'config' | 'templates' | 'content' | 'static' }
  | { type: 'page'; relPath: string }
  | { type: 'spec'; spec: string };

function classifyOne(event: WatchEvent, file: string, paths: SitePaths): Kind | undefined {
  if (file === paths.configFile) return { type: 'config' };
  if (paths.sidebars?.includes(file)) return { type: 'content' };
  const spec = paths.specs.get(file);
  if (spec) return { type: 'spec', spec };
  if (inside(file, paths.templatesDir)) return { type: 'templates' };
  if (inside(file, paths.contentDir)) {
    const rel = path.relative(paths.contentDir, file).split(path.sep).join('/');
    if (event === 'change' && rel.endsWith('.md')) return { type: 'page', relPath: rel };
    // Files and folders appearing or disappearing change the route table and the sidebar;
    // other files in the content folder (images) are copied like static files.
    if (event !== 'change' && (rel.endsWith('.md') || event === 'addDir' || event === 'unlinkDir'))
      return { type: 'content' };
    if (/(^|\/)_category_\.(json|ya?ml)$/.test(rel)) return { type: 'content' };
    return { type: 'static' };
  }
  // A robots.txt of the site's own, added or removed, decides whether docgen writes one (the
  // config's `robotsTxt`, config-files.ts): the config is read again. Edited, it is copied.
  if (event !== 'change' && file === path.join(paths.staticDir, 'robots.txt')) return { type: 'config' };
  if (inside(file, paths.staticDir)) return { type: 'static' };
  return undefined;
}

function inside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir + path.sep);
}
