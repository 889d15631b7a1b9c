// Islands docgen itself provides, bundled only into sites whose pages need them (a site without a
// diagram ships no mermaid chunk, and its client bundle stays the same).
import path from 'node:path';
import { MERMAID_ISLAND } from '../content/markdown/mermaid.ts';
import { packageRoot } from '../util/package-root.ts';

/** Name → module file of the built-in islands a site needs. */
export function builtinIslands(options: { mermaid: boolean }): Record<string, string> {
  return options.mermaid
    ? { [MERMAID_ISLAND]: path.join(packageRoot(), 'src/client/islands/mermaid.ts') }
    : {};
}
