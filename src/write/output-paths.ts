// Where each route's files go. Pure, and never outside the output folder.
import path from 'node:path';

/** `/` → `index.html`; `/a/b` → `a/b/index.html`. */
export function htmlPathFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** Per-route navigation JSON: `/` → `_docgen/routes/index.json`; `/a/b` → `_docgen/routes/a/b.json`. */
export function jsonPathFor(route: string): string {
  return `_docgen/routes/${route === '/' ? 'index' : route.slice(1)}.json`;
}

/** The navigation JSON's hidden code-tab panels (src/render/defer-panels.ts): `/a/b` → `_docgen/panels/a/b.json`. */
export function panelsPathFor(route: string): string {
  return `_docgen/panels/${route === '/' ? 'index' : route.slice(1)}.json`;
}

/** Resolves a relative output path inside `outDir`, refusing anything that would escape it. */
export function insideOutDir(outDir: string, rel: string): string {
  const target = path.resolve(outDir, rel);
  if (target !== outDir && !target.startsWith(outDir + path.sep)) throw new Error(`refusing to write outside the output folder: ${rel}`);
  return target;
}

/** The page's plain Markdown copy, a file every static host serves as is: `/` → `index.md`; `/a/b` → `a/b.md`. */
export function markdownPathFor(route: string): string {
  return `${route === '/' ? 'index' : route.slice(1)}.md`;
}
