// The `docgen:islands` module of the browser runtime: one `import()` per island declared in the
// config, so esbuild puts each island (and what it imports, e.g. React) in its own chunk that is
// fetched only when a page shows that island.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DocgenError } from '../errors.ts';

export function islandsPlugin(root: string, islands: Record<string, string>, configFile?: string): Plugin {
  const entries = Object.entries(islands).map(([name, file]) => {
    const full = path.resolve(root, file);
    if (!existsSync(full)) {
      throw new DocgenError(`The island "${name}" points at ${file}, which does not exist.`, {
        file: configFile,
        pointer: `islands.${name}`,
        hint: 'Give a path relative to the site root, e.g. "./islands/demo.ts".',
      });
    }
    return [name, full] as const;
  });
  return {
    name: 'docgen-islands',
    setup(build) {
      build.onResolve({ filter: /^docgen:islands$/ }, () => ({ path: 'islands', namespace: 'docgen' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({
        contents: `export default {${entries.map(([name, full]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(full)})`).join(',')}};`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}
