// A Docusaurus site's `docusaurus.config.{js,ts,mjs,cjs}`, evaluated as Docusaurus would, without
// the packages it names. The file is bundled with esbuild (TypeScript, ESM or CommonJS, with the
// site's own modules and JSON it imports) and run in this process with the writer's rights, as
// docgen runs `sidebars.js`. Every package import (presets, plugins, `prism-react-renderer`,
// `docusaurus-plugin-internaldocs-fb/internal`…) gets a stand-in instead of the package, so a site
// converts whether or not `npm install` ran there: a value computed from a stand-in is marked
// (see `unresolvedName`) and reported as not carried over rather than guessed. A stand-in spread
// or iterated (`[...themes.github.styles, …]`) holds nothing: each place is in `spreadStandIns`,
// for init to report.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runInThisContext } from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { DocgenError } from '../../errors.ts';
import { bundleMap, locateInBundle, type BundleMap } from '../../util/bundle-location.ts';
import { findPackageJson } from './package-json.ts';

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
  /** Each place the config spread or iterated a stand-in, which read as empty. */
  spreadStandIns: SpreadStandIn[];
}

export interface SpreadStandIn {
  /** The package expression (`prism-react-renderer.themes.github.styles`). */
  name: string;
  /** Where, relative to the site folder (the config file when the stack does not say). */
  file: string;
  line?: number;
}

type StandIn = (name: string) => unknown;

const UNRESOLVED = Symbol('docgen.unresolved');

/**
 * Text made from a stand-in (`` `v${version}` ``) is an ordinary string once made, so the stand-in's
 * name is written between two private-use characters no config writes: `standInText` finds it in
 * any string the config holds, however it was joined.
 */
const TEXT_OPEN = '\uE000';
const TEXT_CLOSE = '\uE001';

/** The package expression of the first stand-in a string was made from (`@x/parser/package.json.version`), or undefined. */
export function standInText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const start = value.indexOf(TEXT_OPEN);
  const end = value.indexOf(TEXT_CLOSE, start + 1);
  return start >= 0 && end > start ? value.slice(start + 1, end).replace(/^\[|\]$/g, '') : undefined;
}

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
  const bundled = await bundle(absolute, file);
  const spreadStandIns: SpreadStandIn[] = [];
  const seen = new Set<string>();
  const standIn = standIns((name) => {
    const at = locateInBundle(new Error(name), bundled.map);
    const where = at ? path.relative(siteDir, at.file).split(path.sep).join('/') : file;
    const key = `${name}\0${where}\0${at?.line}`;
    if (seen.has(key)) return;
    seen.add(key);
    spreadStandIns.push({ name, file: where, ...(at ? { line: at.line } : {}) });
  });
  const exported = run(bundled, absolute, file, standIn);
  let config: unknown = exported;
  try {
    if (typeof config === 'function' && unresolvedName(config) === undefined) config = await config();
    config = await config;
  } catch (error) {
    throw threw(error, file, bundled);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config) || unresolvedName(config)) {
    throw new DocgenError('The Docusaurus config does not export a config object.', {
      file,
      hint: 'It must export the config (`module.exports = config`, `export default config`, or a function returning it).',
    });
  }
  return { file, config: config as Record<string, unknown>, spreadStandIns };
}

/** The config bundled: its code, where its lines came from, and the packages given stand-ins. */
interface Bundled {
  code: string;
  map: BundleMap;
  /** The packages given stand-ins, by the file (relative to the site folder) that imports them. */
  standIns: Map<string, string[]>;
}

async function bundle(absolute: string, file: string): Promise<Bundled> {
  const packagesAsStandIns: Plugin = {
    name: 'docgen-stand-ins',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]/ }, (args) => {
        if (path.isAbsolute(args.path) || isBuiltin(args.path)) return undefined;
        const json = findPackageJson(args.path, args.resolveDir);
        if (json) return { path: json };
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
    // Never written: the name places the source map's paths (relative to the site folder) and
    // names the code in stack traces, which the map turns into the site's file and line.
    outfile: bundleFileOf(absolute),
    sourcemap: 'external',
    // The metafile's inputs, relative to the site folder.
    metafile: true,
    absWorkingDir: path.dirname(absolute),
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
  const output = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))!.text;
  const standIns = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
    const packages = imports
      .filter((i) => i.path.startsWith('docgen-stand-in:'))
      .map((i) => i.path.slice(16));
    if (packages.length > 0) standIns.set(input, [...new Set(packages)]);
  }
  return { code: output('.cjs'), map: bundleMap(bundleFileOf(absolute), output('.cjs.map')), standIns };
}

function bundleFileOf(absolute: string): string {
  return `${absolute}.docgen.cjs`;
}

function run(bundled: Bundled, absolute: string, file: string, standIn: StandIn): unknown {
  const requireForConfig = configRequire(absolute, standIn);
  const module = { exports: {} as Record<string, unknown> };
  try {
    // The wrapper's opening shares the code's first line, so the stack's line numbers are the bundle's.
    const evaluate = runInThisContext(
      `(function (module, exports, require, __filename, __dirname, __docgenStandIn) {${bundled.code}\n})`,
      { filename: bundled.map.bundleFile },
    ) as (...args: unknown[]) => void;
    evaluate(module, module.exports, requireForConfig, absolute, path.dirname(absolute), standIn);
  } catch (error) {
    throw threw(error, file, bundled);
  }
  const exported = module.exports;
  return exported && exported.__esModule ? exported.default : exported;
}

/**
 * The `require` a config runs with: Node's built-ins are real, packages are stand-ins. Node's
 * `createRequire` (`createRequire(import.meta.url)`, then `require.resolve('some-pkg/theme.css')`)
 * makes another such require, not a real one, so it too works without `npm install`.
 */
function configRequire(fromFile: string, standIn: StandIn): NodeJS.Require {
  const realRequire = createRequire(fromFile);
  const nodeModule = (): unknown => {
    const real = realRequire('node:module') as typeof import('node:module');
    const createConfigRequire = (from: string | URL) =>
      configRequire(String(from).startsWith('file:') ? fileURLToPath(from) : String(from), standIn);
    return {
      ...real,
      createRequire: createConfigRequire,
      default: { ...real, createRequire: createConfigRequire },
    };
  };
  return Object.assign(
    (id: string): unknown =>
      id === 'module' || id === 'node:module'
        ? nodeModule()
        : isBuiltin(id)
          ? realRequire(id)
          : isFilePath(id)
            ? siteFile(id, fromFile, realRequire, standIn)
            : (packageData(id, fromFile, realRequire) ?? standIn(id)),
    {
      // `require.resolve('./sidebars.js')` is the file, and `require.resolve('./sidebars')` the file
      // Node (or Docusaurus' loader, for `.ts`) would find (React Native's `sidebars.ts`); a
      // package resolves to its own name, which is what a preset or plugin entry then shows.
      resolve: (id: string) =>
        /^\.\.?\//.test(id) ? resolveSiteFile(path.resolve(path.dirname(fromFile), id)) : id,
    },
  ) as unknown as NodeJS.Require;
}

/** `./a`, `../a`, `/abs/a`: a file of the site, not a package. */
function isFilePath(id: string): boolean {
  return /^\.{0,2}\//.test(id) || path.isAbsolute(id);
}

/**
 * A file the config requires by path (Babel's `require(path.join(__dirname, '/data/sponsors.json'))`):
 * JSON is read as it is; a file that is not there throws as in Docusaurus (a stand-in hid it, and
 * the config then threw further on, naming a package). Other existing files stay stand-ins.
 */
function siteFile(id: string, fromFile: string, realRequire: NodeJS.Require, standIn: StandIn): unknown {
  const file = path.resolve(path.dirname(fromFile), id);
  if (!existsSync(file) && !MODULE_EXTENSIONS.some((ext) => existsSync(file + ext)))
    throw Object.assign(new Error(`Cannot find module '${id}'`), {
      code: 'MODULE_NOT_FOUND',
      missingFile: file,
    });
  return /\.json$/i.test(file) ? realRequire(file) : standIn(id);
}

/** A package's JSON file (`require('pkg/package.json')`) the site's folder reaches, read as it is. */
function packageData(id: string, fromFile: string, realRequire: NodeJS.Require): unknown {
  const json = findPackageJson(id, path.dirname(fromFile));
  return json ? realRequire(json) : undefined;
}

const MODULE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.json'];

/**
 * A path as `require.resolve` finds it: the file itself, else with a module extension, else its
 * folder's index; the path as given when none is there, so that init reports that path missing.
 */
function resolveSiteFile(file: string): string {
  const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();
  if (isFile(file)) return file;
  const candidates = [
    ...RESOLVE_EXTENSIONS.map((ext) => file + ext),
    ...RESOLVE_EXTENSIONS.map((ext) => path.join(file, `index${ext}`)),
  ];
  return candidates.find(isFile) ?? file;
}

// Node's own, then the TypeScript ones Docusaurus' loader adds.
const RESOLVE_EXTENSIONS = ['.js', '.json', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.tsx', '.jsx'];

/**
 * Where it threw (the site's own file and line: tRPC's config calls a helper that parses the
 * environment with zod and throws on the stand-in's result), and which packages were stand-ins.
 */
function threw(error: unknown, file: string, bundled: Bundled): DocgenError {
  const at = locateInBundle(error, bundled.map);
  const siteDir = path.dirname(path.resolve(bundled.map.bundleFile));
  const where = at ? path.relative(siteDir, at.file).split(path.sep).join('/') : file;
  // The packages the file that threw imports, else all of them.
  const named = bundled.standIns.get(where) ?? [...new Set([...bundled.standIns.values()].flat())].sort();
  const packages = named.slice(0, 5).join(', ') + (named.length > 5 ? ', …' : '');
  const missingFile = missingFileOf(error);
  const missing =
    missingFile === undefined ? undefined : path.relative(siteDir, missingFile).split(path.sep).join('/');
  return new DocgenError(
    `The Docusaurus config threw while loading: ${(error as Error)?.message ?? String(error)}`,
    {
      file: where,
      ...(at ? { line: at.line, column: at.column } : {}),
      hint: missing
        ? missing.startsWith('../')
          ? `The config reads ${missing}, outside the site's folder, which is not there: the site was copied without the rest of its repository? Copy that file to the same place beside the site (Docusaurus reads it there too), or put a fixed value in the config, then run init again.`
          : `The config reads ${missing}, which is not there: a file the site makes before building (a script of its package.json)? Run that step, or create the file, then run init again.`
        : named.length
          ? `docgen runs the config without its packages: ${packages} ${named.length === 1 ? 'is a stand-in' : 'are stand-ins'}, whose values are not real. Edit the config so that this line does not depend on one (a fixed value in its place), then run init again; the rest of it is run as written.`
          : 'docgen runs the config as Docusaurus does: fix what makes it throw, then run init again.',
    },
  );
}

/**
 * The file a config went to read and did not find: a `require` by path (see `siteFile`), or Node's
 * own `fs` (Prettier's `fs.readFileSync(new URL('../package.json', import.meta.url))`, its
 * repository's package.json one folder above the site), whose error carries the path.
 */
function missingFileOf(error: unknown): string | undefined {
  const {
    missingFile,
    code,
    path: fsPath,
  } = (error ?? {}) as { missingFile?: unknown; code?: unknown; path?: unknown };
  if (typeof missingFile === 'string') return missingFile;
  return code === 'ENOENT' && typeof fsPath === 'string' ? fsPath : undefined;
}

/**
 * Stand-ins for one config's load. A value standing in for a package (or anything read from or
 * returned by one): any property is another stand-in, calling it gives one, and text made from it
 * reads `[name]`. Spread or iterated, it holds nothing, and `onSpread` hears its name (Ory's theme
 * file spreads `...themes.github.styles` into its own list: a throw there stopped init on a value
 * docgen does not use).
 */
function standIns(onSpread: (name: string) => void): StandIn {
  const standIn = (name: string): unknown => {
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
        if (key === Symbol.toPrimitive) return () => `${TEXT_OPEN}[${name}]${TEXT_CLOSE}`;
        if (key === Symbol.iterator)
          return () => {
            onSpread(name);
            return [][Symbol.iterator]();
          };
        if (key === 'toString' || key === 'toJSON') return () => `${TEXT_OPEN}[${name}]${TEXT_CLOSE}`;
        if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
        if (key === 'prototype') return Reflect.get(target, key);
        return standIn(`${name}.${key}`);
      },
      getPrototypeOf: () => proto,
      apply: () => standIn(`${name}()`),
      construct: () => standIn(`new ${name}()`) as object,
    });
  };
  return standIn;
}
