// Compiles docgen's Node side (CLI + public API) into dist/ with esbuild. Dependencies stay
// external; each command is its own chunk so `docgen --help` loads almost nothing.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
