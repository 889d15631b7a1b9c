// Compiles docgen's Node side (CLI + public API) into dist/ with esbuild, dependencies bundled in;
// each command is its own chunk so `docgen --help` loads almost nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { writeMetaValidators } from './meta-validators.mjs';

// js-yaml 3 (gray-matter's) loads esprima, a JavaScript parser, for its `!!js/function` type,
// which only its full schema reads; gray-matter reads YAML front matter with the safe schema. Its
// `require` is hidden from bundlers, so every build loaded esprima from node_modules at run time
// (about 25 ms of CPU) to never use it. Without it the type resolves nothing, as in a browser.
const withoutEsprima = {
  name: 'without-esprima',
  setup(esbuild) {
    esbuild.onLoad(
      { filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ },
      (args) => {
        const code = readFileSync(args.path, 'utf8');
        const load = "esprima = _require('esprima');";
        if (!code.includes(load))
          throw new Error(`${args.path} no longer loads esprima as this plugin expects.`);
        return { contents: code.replace(load, ''), loader: 'js' };
      },
    );
  },
};

// mdast-util-from-markdown gave each of a document's events (two per token) a new copy of its
// context object, `{ ...context, sliceSerialize }`, to call the event's handler with: a third of
// its own time and much of the garbage of a Markdown page's parse. The handlers use it only
// during the call (their state lives in `this.data`, shared by every copy), so one object per
// document, its `sliceSerialize` set before each call, does the same.
const sharedFromMarkdownContext = {
  name: 'shared-from-markdown-context',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      const copy = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g;
      const anchor = '    const listStack = [];';
      const copies = code.match(copy)?.length ?? 0;
      if (copies !== 3 || !code.includes(anchor))
        throw new Error(`${args.path} no longer copies its context per event as this plugin expects.`);
      const shared =
        '    const sharedContext = { ...context, sliceSerialize: undefined };\n' +
        '    const withSlice = (slice) => ((sharedContext.sliceSerialize = slice), sharedContext);\n';
      return {
        contents: code
          .replace(copy, 'withSlice(events[index][2].sliceSerialize)')
          .replace(anchor, shared + anchor),
        loader: 'js',
      };
    });
  },
};

// Old chunks go; the types (scripts/build-types.mjs) stay: `npm pack` runs prepack, which writes
// them, and then prepare, which runs this script again.
const old = existsSync('dist') ? readdirSync('dist') : [];
for (const name of old.filter((n) => n !== 'index.d.ts'))
  rmSync(path.join('dist', name), { recursive: true, force: true });

await build({
  entryPoints: {
    cli: 'src/cli.ts',
    index: 'src/index.ts',
    'openapi-worker': 'src/openapi/openapi-worker.ts',
    'write-worker': 'src/write/write-worker.ts',
    'markdown-worker': 'src/content/markdown/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled in: Node loads one file instead of hundreds of small ESM modules
  // (unified, micromark, ...), which saves a few hundred milliseconds per run. esbuild ships a
  // native binary; React stays a package so that the templates (compiled at build time, see
  // src/render/load-templates.ts) and the renderer share one React.
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*'],
  // The tree walk every unified plugin uses, without its per-node closure and renaming (see
  // src/util/visit-parents.ts).
  alias: { 'unist-util-visit-parents': './src/util/visit-parents.ts' },
  plugins: [withoutEsprima, sharedFromMarkdownContext],
  banner: {
    js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);",
  },
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});

await writeMetaValidators('dist');

// The build id: a hash of the bundle's code (names and bytes, source maps and types left out).
// The build cache keys its entries by it (src/pipeline/build-cache.ts), so the same code reads the
// same entries wherever it was built or cloned, whatever the files' times.
const hash = createHash('sha256');
const files = readdirSync('dist', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.[mc]?js$/.test(entry.name))
  .map((entry) =>
    path
      .relative('dist', path.join(entry.parentPath ?? entry.path, entry.name))
      .split(path.sep)
      .join('/'),
  )
  .sort();
for (const file of files)
  hash
    .update(`${file}\0`)
    .update(readFileSync(path.join('dist', file)))
    .update('\0');
writeFileSync(path.join('dist', 'build-id'), `${hash.digest('hex').slice(0, 32)}\n`);
