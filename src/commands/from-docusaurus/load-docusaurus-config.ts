// A Docusaurus site's `docusaurus.config.{js,ts,mjs,cjs}`, evaluated as Docusaurus would, without
// the packages it names. The file is bundled with esbuild (TypeScript, ESM or CommonJS, with the
// site's own modules and JSON it imports) and run in this process with the writer's rights, as
// docgen runs `sidebars.js`. Every package import (presets, plugins, `prism-react-renderer`,
// `docusaurus-plugin-internaldocs-fb/internal`…) gets a stand-in instead of the package, so a site
// converts whether or not `npm install` ran there: a value computed from a stand-in is marked
// (see `unresolvedName`) and reported as not carried over rather than guessed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { DocgenError } from '../../errors.ts';

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.js',
  'docusaurus.config.ts',
  'docusaurus.config.mjs',
  'docusaurus.config.mts',
  'docusaurus.config.cjs',
  'docusaurus.config.cts',
];

export interface LoadedDocusaurusConfig {
  /** The config file's name, relative to the Docusaurus site folder. */
  file: string;
  config: Record<string, unknown>;
}

const UNRESOLVED = Symbol('docgen.unresolved');

/** The package expression a stand-in value came from (`prism-react-renderer.themes.github`), or undefined for real values. */
export function unresolvedName(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined;
  const name = (value as unknown as Record<symbol, unknown>)[UNRESOLVED];
  return typeof name === 'string' ? name : undefined;
}

export async function loadDocusaurusConfig(siteDir: string): Promise<LoadedDocusaurusConfig> {
  const file = DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(path.join(siteDir, name)));
  if (!file && existsSync(path.join(siteDir, 'siteConfig.js'))) {
    // Docusaurus 1: siteConfig.js, docs one folder up, versions kept as the files that changed.
    throw new DocgenError(
      `${siteDir} is a Docusaurus 1 site (siteConfig.js): docgen reads Docusaurus 2 and 3 sites.`,
      {
        file: 'siteConfig.js',
        hint: "Move it to Docusaurus 2 first with Docusaurus's own tool (`npx @docusaurus/migrate migrate ./website ./website-v2`, which also writes each version's docs whole), then give docgen the new folder.",
      },
    );
  }
  if (!file) {
    throw new DocgenError(`No Docusaurus config in ${siteDir}.`, {
      hint: `Give the folder that holds docusaurus.config.js (or ${DOCUSAURUS_CONFIG_FILES.slice(1, 3).join(', ')}…): the website folder of the project.`,
    });
  }
  const absolute = path.join(siteDir, file);
  const code = await bundle(absolute, file);
  const exported = run(code, absolute, file);
  let config: unknown = exported;
  try {
    if (typeof config === 'function' && unresolvedName(config) === undefined) config = await config();
    config = await config;
  } catch (error) {
    throw threw(error, file);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config) || unresolvedName(config)) {
    throw new DocgenError('The Docusaurus config does not export a config object.', {
      file,
      hint: 'It must export the config (`module.exports = config`, `export default config`, or a function returning it).',
    });
  }
  return { file, config: config as Record<string, unknown> };
}

async function bundle(absolute: string, file: string): Promise<string> {
  const packagesAsStandIns: Plugin = {
    name: 'docgen-stand-ins',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]/ }, (args) => {
        if (path.isAbsolute(args.path) || isBuiltin(args.path)) return undefined;
        return { path: args.path, namespace: 'docgen-stand-in' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docgen-stand-in' }, (args) => ({
        contents: `module.exports = __docgenStandIn(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
  const result = await build({
    stdin: {
      contents: await readFile(absolute, 'utf8').catch((error: Error) => {
        throw new DocgenError(`Cannot read the Docusaurus config: ${error.message}`, { file });
      }),
      resolveDir: path.dirname(absolute),
      sourcefile: file,
      loader: /\.[mc]?ts$/.test(file) ? 'ts' : 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
    plugins: [packagesAsStandIns],
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(absolute).href),
      'import.meta.dirname': JSON.stringify(path.dirname(absolute)),
      'import.meta.filename': JSON.stringify(absolute),
    },
  }).catch((error: { errors?: { text: string; location?: { line: number; column: number } }[] }) => {
    const first = error.errors?.[0];
    throw new DocgenError(`The Docusaurus config does not compile: ${first?.text ?? String(error)}`, {
      file,
      line: first?.location?.line,
      column: first?.location?.column,
      hint: 'docgen reads the config as Docusaurus does; fix it so that `docusaurus build` would load it.',
    });
  });
  return result.outputFiles[0]!.text;
}

function run(code: string, absolute: string, file: string): unknown {
  const requireForConfig = configRequire(absolute);
  const module = { exports: {} as Record<string, unknown> };
  try {
    const evaluate = new Function(
      'module',
      'exports',
      'require',
      '__filename',
      '__dirname',
      '__docgenStandIn',
      code,
    ) as (...args: unknown[]) => void;
    evaluate(module, module.exports, requireForConfig, absolute, path.dirname(absolute), standIn);
  } catch (error) {
    throw threw(error, file);
  }
  const exported = module.exports;
  return exported && exported.__esModule ? exported.default : exported;
}

/**
 * The `require` a config runs with: Node's built-ins are real, packages are stand-ins. Node's
 * `createRequire` (`createRequire(import.meta.url)`, then `require.resolve('some-pkg/theme.css')`)
 * makes another such require, not a real one, so it too works without `npm install`.
 */
function configRequire(fromFile: string): NodeJS.Require {
  const realRequire = createRequire(fromFile);
  const nodeModule = (): unknown => {
    const real = realRequire('node:module') as typeof import('node:module');
    const createConfigRequire = (from: string | URL) =>
      configRequire(String(from).startsWith('file:') ? fileURLToPath(from) : String(from));
    return {
      ...real,
      createRequire: createConfigRequire,
      default: { ...real, createRequire: createConfigRequire },
    };
  };
  return Object.assign(
    (id: string): unknown =>
      id === 'module' || id === 'node:module' ? nodeModule() : isBuiltin(id) ? realRequire(id) : standIn(id),
    {
      // `require.resolve('./sidebars.js')` is the file; a package resolves to its own name, which is
      // what a preset or plugin entry then shows.
      resolve: (id: string) => (/^\.\.?\//.test(id) ? path.resolve(path.dirname(fromFile), id) : id),
    },
  ) as unknown as NodeJS.Require;
}

function threw(error: unknown, file: string): DocgenError {
  return new DocgenError(
    `The Docusaurus config threw while loading: ${(error as Error)?.message ?? String(error)}`,
    {
      file,
      hint: 'Packages are replaced by stand-ins, so a config that calls into one may need editing first; the rest of it is run as written.',
    },
  );
}

/**
 * A value standing in for a package (or anything read from or returned by one): any property is
 * another stand-in, calling it gives one, and text made from it reads `[name]`.
 */
function standIn(name: string): unknown {
  const proto: object = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === UNRESOLVED
          ? name
          : typeof key === 'symbol' || key === 'then'
            ? undefined
            : standIn(`${name}.${key}`),
    },
  );
  return new Proxy(function standInFunction() {}, {
    get: (target, key) => {
      if (key === UNRESOLVED) return name;
      if (key === Symbol.toPrimitive) return () => `[${name}]`;
      if (key === 'toString' || key === 'toJSON') return () => `[${name}]`;
      if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
      if (key === 'prototype') return Reflect.get(target, key);
      return standIn(`${name}.${key}`);
    },
    getPrototypeOf: () => proto,
    apply: () => standIn(`${name}()`),
    construct: () => standIn(`new ${name}()`) as object,
  });
}
