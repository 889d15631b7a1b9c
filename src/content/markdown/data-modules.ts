// Data a page imports from a module of the site, as Docusaurus sites keep their tab lists:
// `import constants from '@site/core/TabsConstants'` then `<Tabs values={constants.platforms}>`.
// A module the site has (`@site/…` from the site root, `./…` from the page) is compiled with esbuild
// and imported once per build, like registered components; its plain values (not its functions)
// become the page's names for attributes and expressions (mdx-literal.ts). Docusaurus' modules
// read as on its server render (docusaurus-shims.ts). A module that is missing, does not
// compile or throws is not data: the page renders without it, with the warning of data-imports.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sharedReact } from '../../util/shared-react.ts';
import { docusaurusShims, type ShimSite } from './docusaurus-shims.ts';
import { makeTempDir } from '../../util/temp-dir.ts';
import { esbuildInputs } from '../../util/esbuild-inputs.ts';
import { noteRead, noteReads } from '../../util/read-tracker.ts';

export type DataModuleLoader = (
  fromFile: string,
  source: string,
) => Promise<Record<string, unknown> | undefined>;

/** What an import path may leave off, tried in this order (as bundlers resolve `./tabs`). */
export const MODULE_EXTENSIONS = [
  '',
  '.js',
  '.jsx',
  '.ts',
  '.tsx',
  '.mjs',
  '.json',
  '/index.js',
  '/index.jsx',
  '/index.ts',
  '/index.tsx',
];

/** `fromFile` and the result paths are relative to `root` (the site root, `@site`). */
export function createDataModuleLoader(root: string, site?: ShimSite): DataModuleLoader {
  const loaded = new Map<string, Promise<{ value?: Record<string, unknown>; inputs: readonly string[] }>>();
  return (fromFile, specifier) => {
    // webpack's raw-loader (`import code from '!!raw-loader!./example.ts'`, then
    // `<CodeBlock>{code}</CodeBlock>`): the file's text, for a file inside the site.
    const raw = /^(?:!!|-!|!)?raw-loader!/.exec(specifier);
    const source = raw ? specifier.slice(raw[0].length) : specifier;
    const base = source.startsWith('@site/')
      ? path.join(root, source.slice('@site/'.length))
      : /^\.\.?\//.test(source)
        ? path.resolve(root, path.dirname(fromFile), source)
        : undefined;
    // Each candidate looked for is an input of the page (the build cache): one added later wins.
    const file =
      base &&
      MODULE_EXTENSIONS.map((ext) => base + ext).find((candidate) => {
        noteRead(candidate);
        return existsSync(candidate) && !candidate.endsWith('/');
      });
    if (raw) return Promise.resolve(file ? rawText(root, file) : undefined);
    if (!file || /\.(mdx?|css)$/.test(file)) return Promise.resolve(undefined);
    let module = loaded.get(file);
    if (!module) {
      module = importModule(root, file, site).catch(() => ({ inputs: [file] }));
      loaded.set(file, module);
    }
    noteReads(module.then((m) => m.inputs));
    return module.then((m) => m.value);
  };
}

/** A file's text as the default export, as raw-loader gives it: none for a file outside `root`. */
function rawText(root: string, file: string): Record<string, unknown> | undefined {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel) || !statSync(file).isFile()) return undefined;
  return { default: readFileSync(file, 'utf8') };
}

async function importModule(
  root: string,
  file: string,
  site: ShimSite | undefined,
): Promise<{ value: Record<string, unknown>; inputs: readonly string[] }> {
  // Loaded here: a page that imports no data module needs no esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sharedReact(), docusaurusShims(site)],
  });
  const tmp = await makeTempDir('docgen-data-');
  try {
    const out = path.join(tmp, 'module.mjs');
    await writeFile(out, result.outputFiles[0]!.text);
    const value = (await import(pathToFileURL(out).href)) as Record<string, unknown>;
    return { value, inputs: esbuildInputs(result.metafile, root) };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
