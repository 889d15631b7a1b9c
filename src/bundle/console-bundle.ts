// The Try-it console (src/client/console/console.tsx, React included) as one self-contained
// script, built on its own rather than as a chunk of the runtime's split build: shared with the
// runtime, React's CommonJS helpers would become a chunk every page loads. The runtime imports it
// by URL when a reader reaches for "Try it".
import path from 'node:path';
import { build } from 'esbuild';
import { BROWSER_MODULES } from './browser-build.ts';
import { esbuildInputs } from '../util/esbuild-inputs.ts';
import { packageRoot } from '../util/package-root.ts';
import { noteRead } from '../util/read-tracker.ts';

export async function bundleConsole(clientDir: string): Promise<{ path: string; contents: string }> {
  const result = await build({
    entryPoints: { console: path.join(clientDir, 'console/console.tsx') },
    ...BROWSER_MODULES,
    // Docgen's own files only: named from its folder, wherever the build runs.
    absWorkingDir: packageRoot(),
    outdir: '/assets/chunks',
    entryNames: '[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    metafile: true,
  });
  for (const file of esbuildInputs(result.metafile, packageRoot())) noteRead(file);
  const out = result.outputFiles[0];
  return { path: `assets/chunks/${path.basename(out.path)}`, contents: out.text };
}
