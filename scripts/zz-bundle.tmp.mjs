import { build } from 'esbuild';
await build({
  entryPoints: [process.argv[2]], outfile: process.argv[3], bundle: true, platform: 'node', format: 'esm', target: 'node20',
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*'],
  alias: { 'unist-util-visit-parents': './src/util/visit-parents.ts' },
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  jsx: 'automatic', logLevel: 'warning',
});
