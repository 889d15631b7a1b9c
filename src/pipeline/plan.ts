// What a run of the stages has to redo. `docgen build` runs with the full plan (everything is
// new); `docgen dev` makes a plan from the files that changed (src/dev/classify-change.ts), and
// each stage says which parts of the plan concern it (src/pipeline/stages.ts).

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
