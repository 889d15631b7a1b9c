// The React components a site registers for its MDX (`components: { Name: './src/Name.tsx' }`),
// compiled as the templates are (esbuild, React kept external so the server render shares docgen's
// React) and imported once per build. CSS they import (`import styles from './Card.module.css'`,
// CSS modules as Docusaurus sites write them, or plain `.css`) goes into the site's stylesheet
// (componentsCss, called by the asset bundle): both builds give the classes the same names.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { ComponentType } from 'react';
import { DocgenError } from '../../errors.ts';
import { bundleMap, locateInBundle } from '../../util/bundle-location.ts';
import { sharedReact } from '../../util/shared-react.ts';
import { makeTempDir } from '../../util/temp-dir.ts';
import { esbuildInputs } from '../../util/esbuild-inputs.ts';
import { noteRead } from '../../util/read-tracker.ts';
import { docusaurusShims, type ShimSite } from './docusaurus-shims.ts';

export type Components = Record<string, ComponentType<Record<string, unknown>>>;

/** The files each loaded component set was compiled from (for the build cache's keys). */
const sources = new WeakMap<Components, readonly string[]>();

/** The files `components` was compiled from: the registered files and what they import. */
export function componentSources(components: Components): readonly string[] {
  return sources.get(components) ?? [];
}

/** `files`: name → path relative to `root`. */
export async function loadComponents(
  root: string,
  files: Record<string, string>,
  site?: ShimSite,
): Promise<Components> {
  const names = Object.keys(files);
  if (names.length === 0) return {};
  const tmp = await makeTempDir('docgen-components-');
  try {
    const result = await compile(root, files, site, true);
    const out = path.join(tmp, 'components.mjs');
    await writeFile(out, result.outputFiles.find((f) => f.path.endsWith('.js'))!.text);
    let mod: Components;
    try {
      mod = (await import(pathToFileURL(out).href)) as Components;
    } catch (error) {
      throw threwWhileLoading(error, root, files, bundleMap(out, componentsMap(result)));
    }
    for (const name of names) {
      if (typeof mod[name] !== 'function' && typeof mod[name] !== 'object')
        throw new DocgenError(
          `The registered component ${name} has no default export (nor an export named ${name}).`,
          { file: files[name], pointer: `components.${name}` },
        );
    }
    sources.set(mod, esbuildInputs(result.metafile, root));
    return mod;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * A component module that throws as it is imported (Ory's changelog list calls webpack's
 * `require.context` at its top level): the component's file and line, not a stack trace.
 */
function threwWhileLoading(
  error: unknown,
  root: string,
  files: Record<string, string>,
  map: ReturnType<typeof bundleMap>,
): DocgenError {
  const at = locateInBundle(error, map);
  const file = at ? path.relative(root, at.file).split(path.sep).join('/') : undefined;
  const name = Object.keys(files).find(
    (n) => file !== undefined && path.resolve(root, files[n]!) === at!.file,
  );
  const message = error instanceof Error ? error.message : String(error);
  return new DocgenError(`A registered component threw while loading: ${message}`, {
    file,
    line: at?.line,
    column: at?.column,
    pointer: name ? `components.${name}` : 'components',
    hint: /require\.context|__require/.test(message)
      ? "docgen loads components with Node and React alone, without webpack: `require.context` is webpack's. Read the files another way (an import of each), or take the component out of `components` (with `onUnknownComponents: 'warn'` its pages build without it)."
      : "docgen imports each component's file once per build: make its top-level code run in Node without a browser, or take the component out of `components` (with `onUnknownComponents: 'warn'` its pages build without it).",
  });
}

/** The compiled components' source map, its sources made absolute (the module runs from a temporary folder). */
function componentsMap(result: { outputFiles: { path: string; text: string }[] }): string {
  const file = result.outputFiles.find((f) => f.path.endsWith('.js.map'));
  if (!file) return '{"version":3,"sources":[],"mappings":""}';
  const map = JSON.parse(file.text) as { sources: string[] };
  map.sources = map.sources.map((source) => path.resolve(path.dirname(file.path), source));
  return JSON.stringify(map);
}

/** The CSS the registered components import, for the site's stylesheet ('' when none). */
export async function componentsCss(root: string, files: Record<string, string>): Promise<string> {
  if (Object.keys(files).length === 0) return '';
  const result = await compile(root, files);
  for (const file of esbuildInputs(result.metafile, root)) noteRead(file);
  return result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
}

async function compile(root: string, files: Record<string, string>, site?: ShimSite, withMap = false) {
  // Loaded here: a site without components (or whose pages come from the build cache) needs no esbuild.
  const { build } = await import('esbuild');
  // The file's default export, or else its export of the same name (`export const Note = …`).
  const entry = Object.keys(files)
    .map(
      (name, i) =>
        `import * as m${i} from ${JSON.stringify(path.resolve(root, files[name]!))};\nexport const ${name} = m${i}.default ?? m${i}.${name};`,
    )
    .join('\n');
  return build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    // The CSS they import (into the site's stylesheet) names its files from the site's folder,
    // wherever the build runs.
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    // For the file and line of a component that throws as it loads (not for the stylesheet).
    sourcemap: withMap ? 'external' : false,
    // Nothing is written: the folder only names the outputs (components.js, and components.css when the components import CSS).
    outdir: path.join(root, '.docgen-components'),
    entryNames: 'components',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Docusaurus sites' components import `@docusaurus/Link` and the like (docusaurus-shims.ts),
    // and the site's own modules as `@site/…` (TypeORM's `@site/src/constants/databases`), as
    // `docgen init --from-docusaurus` checked them.
    plugins: [sharedReact(), docusaurusShims(site), siteAlias(root)],
  }).catch((error: { errors?: { text: string; location?: { file: string; line: number } }[] }) => {
    const first = error.errors?.[0];
    throw new DocgenError(`A registered component does not compile: ${first?.text ?? String(error)}`, {
      file: first?.location?.file,
      line: first?.location?.line,
      pointer: 'components',
      hint: 'Each entry of `components` is a file that default-exports a React component.',
    });
  });
}

/** `@site/src/x` → `./src/x` from the site root, as Docusaurus' webpack alias resolves it. */
function siteAlias(root: string): Plugin {
  return {
    name: 'docgen-site-alias',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const found = await b.resolve(`./${args.path.slice('@site/'.length)}`, {
          resolveDir: root,
          kind: args.kind,
        });
        // Named as the component writes it, not as the alias turned it.
        return found.errors.length > 0 ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : found;
      });
    },
  };
}
