// A function in braces as a component's children, which the component calls (Detox's
// `<FlavorizedCodeBlock flavors={['Debug', 'Release']}>{(conf) => `…${conf}…`}</…>`): docgen
// renders components without running the page's code, so the component gets no children and, as
// Detox's does (`flavors.map(children)`), may throw. Init lists each such page, and the build
// leaves the component out of it with a warning instead of stopping (`onUnknownComponents: 'warn'`).
import { usesMdx } from '../../content/markdown/detect-mdx.ts';
import type { LeftOut } from './map-config.ts';
import { withoutCodeBlocks, type DocsPage } from './mdx-imports.ts';

/** `{(conf) =>`, `{conf =>`, `{async (a, b) =>`, `{function (conf)` opening a line. */
const FUNCTION_CHILD =
  /^[ \t]*\{[ \t]*(?:async[ \t]+)?(?:\([^()]*\)|[A-Za-z_$][\w$]*)[ \t]*=>|^[ \t]*\{[ \t]*function\b/;

/** The report's line for a page passing such children, or undefined. */
export function functionChildren(page: DocsPage): LeftOut | undefined {
  if (!usesMdx(page.source, page.file)) return undefined;
  const lines = withoutCodeBlocks(page.source)
    .split('\n')
    .flatMap((line, index) => (FUNCTION_CHILD.test(line) ? [index + 1] : []));
  if (lines.length === 0) return undefined;
  return {
    what: `${page.file}:${lines[0]}`,
    reason: `gives a component a function as its children (line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}), which docgen does not run: the component gets no children and, if it calls them, is left out with a warning; write the text out, or have the component make it from props`,
  };
}
