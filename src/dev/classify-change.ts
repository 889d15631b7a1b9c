// Which part of the site a file change touches. Pure: paths in, a rebuild plan out. The dev
// session turns the plan into the smallest rebuild that is still correct (see session.ts).
import path from 'node:path';

export type WatchEvent = 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';

export interface FileChange {
  event: WatchEvent;
  /** Absolute path. */
  path: string;
}

/** What to redo. Flags only ever accumulate until a rebuild succeeds. */
export interface RebuildPlan {
  /** The config changed (or nothing was built yet): rebuild everything. */
  config: boolean;
  /** A template or the stylesheet changed: recompile them and re-render every page. */
  templates: boolean;
  /** A page or category was added, removed or renamed: reload the content folder. */
  content: boolean;
  /** Existing Markdown files edited in place (content-relative paths). */
  pages: Set<string>;
  /** OpenAPI documents to reload (as written in the config). */
  specs: Set<string>;
  /** A static file (or an image in the content folder) changed: copy files again. */
  static: boolean;
  /** Site-relative paths of what changed, for the terminal line. */
  files: Set<string>;
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
}

export function emptyPlan(): RebuildPlan {
  return {
    config: false,
    templates: false,
    content: false,
    pages: new Set(),
    specs: new Set(),
    static: false,
    files: new Set(),
  };
}

export function fullPlan(): RebuildPlan {
  return { ...emptyPlan(), config: true };
}

export function isEmptyPlan(plan: RebuildPlan): boolean {
  return (
    !plan.config &&
    !plan.templates &&
    !plan.content &&
    !plan.static &&
    plan.pages.size === 0 &&
    plan.specs.size === 0
  );
}

export function mergePlans(into: RebuildPlan, from: RebuildPlan): RebuildPlan {
  return {
    config: into.config || from.config,
    templates: into.templates || from.templates,
    content: into.content || from.content,
    pages: new Set([...into.pages, ...from.pages]),
    specs: new Set([...into.specs, ...from.specs]),
    static: into.static || from.static,
    files: new Set([...into.files, ...from.files]),
  };
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
  if (inside(file, paths.staticDir)) return { type: 'static' };
  return undefined;
}

function inside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir + path.sep);
}
