// Finds docgen.config.{ts,mts,js,mjs}, bundles it with esbuild (so TypeScript configs need no
// loader) and validates it against the schema. A bad config is a DocgenError naming the key.
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { bundleMap, locateInBundle } from '../util/bundle-location.ts';
import { esbuildInputs } from '../util/esbuild-inputs.ts';
import { DocgenError } from '../errors.ts';
import { makeTempDir } from '../util/temp-dir.ts';
import { assertConfigFiles, withStaticRobots } from './config-files.ts';
import type { DocsVersionView, OutsideLinks } from '../types.ts';
import { configSchema, NAVBAR_ITEM_TYPES, type ResolvedConfig } from './schema.ts';

const CONFIG_NAMES = ['docgen.config.ts', 'docgen.config.mts', 'docgen.config.js', 'docgen.config.mjs'];

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute site root (the folder holding the config). */
  root: string;
  /** Absolute config file path, or undefined when the defaults were used. */
  file?: string;
  /** The docs version this build shows (config/docs-versions.ts), on sites with versions. */
  docsVersion?: DocsVersionView;
  /** A version other than the latest: where its links outside its own pages lead. */
  outsideLinks?: OutsideLinks;
}

export function findConfigFile(root: string): string | undefined {
  return CONFIG_NAMES.map((name) => path.join(root, name)).find((file) => existsSync(file));
}

/** The config file compiled, not yet run: what the build cache keeps (src/pipeline/stages.ts). */
export interface CompiledConfig {
  js: string;
  /** Its source map, sources absolute (the module runs from a temporary folder). */
  map?: string;
  /** The files compiled (absolute): the config and what it imports. */
  inputs: string[];
}

/** Where compiled configs are kept between runs: `get` one for `file` if its files are unchanged. */
export interface CompiledConfigs {
  get(file: string): Promise<CompiledConfig | undefined>;
  set(file: string, compiled: CompiledConfig): void;
}

export async function loadConfig(
  root: string,
  configFile?: string,
  compiledConfigs?: CompiledConfigs,
): Promise<LoadedConfig> {
  const file = configFile ? path.resolve(configFile) : findConfigFile(root);
  if (!file) {
    throw new DocgenError(`No docgen.config.ts found in ${root}.`, {
      hint: [
        '`docgen init` starts a new site; or create docgen.config.ts with:',
        "    import { defineConfig } from 'docgen';",
        "    export default defineConfig({ title: 'My Docs', url: 'https://docs.example.com' });",
        '  or pass --root <the folder that has it>.',
      ].join('\n'),
    });
  }
  if (!existsSync(file))
    throw new DocgenError('Config file not found.', { file, hint: 'Check the --config path.' });
  let compiled = await compiledConfigs?.get(file);
  if (!compiled) {
    compiled = await compileConfig(file);
    compiledConfigs?.set(file, compiled);
  }
  const raw = await importConfig(file, compiled);
  const config = withStaticRobots(validateConfig(raw, relative(file)), path.dirname(file));
  assertConfigFiles(config, path.dirname(file), relative(file));
  return { config, root: path.dirname(file), file };
}

/** Validates a raw config object; exported for tests and for programmatic use. */
export function validateConfig(raw: unknown, file = 'docgen.config.ts'): ResolvedConfig {
  const result = configSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new DocgenError(`Invalid config: ${describeIssue(issue, raw)}.`, {
    file,
    pointer: keyPath(issue.path) || undefined,
    hint: 'See "Configuration" in the docgen documentation (docs/content/configuration.md) for the allowed keys and types.',
  });
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const docusaurus = docusaurusNavbarKeys(issue, raw);
  if (docusaurus) return docusaurus;
  if (issue.code === 'unrecognized_keys')
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  // zod reports an unknown discriminator value (navbar item `type`) as an invalid union.
  if (issue.code === 'invalid_union' && issue.path.includes('items')) {
    const at = issue.path.at(-1) === 'type' ? issue.path.slice(0, -1) : issue.path;
    const item = valueAt(raw, at) as { type?: unknown } | undefined;
    if (item?.type === undefined)
      return `a navbar item has no \`type\` (known types: ${NAVBAR_ITEM_TYPES.join(', ')}; a link is \`{ type: 'link', label, href }\`)`;
    return `unknown navbar item type ${JSON.stringify(item.type)} (known types: ${NAVBAR_ITEM_TYPES.join(', ')})`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

/**
 * A navbar item or dropdown entry written as in a Docusaurus config (`docId`, `to`, a dropdown
 * entry's `type`): what docgen writes instead. `docgen init --from-docusaurus` converts them.
 */
function docusaurusNavbarKeys(issue: z.core.$ZodIssue, raw: unknown): string | undefined {
  if (issue.path[0] !== 'navbar') return undefined;
  const last = issue.path.findLastIndex((key) => typeof key === 'number');
  if (last < 0) return undefined;
  const entry = valueAt(raw, issue.path.slice(0, last + 1));
  if (!entry || typeof entry !== 'object') return undefined;
  const keys = ['docId', 'to', ...(issue.path.length > 4 ? ['type'] : [])].filter((key) => key in entry);
  if (keys.length === 0) return undefined;
  const named = keys.map((key) => `\`${key}\``).join(' and ');
  const inDropdown = issue.path.filter((key) => key === 'items').length > 1;
  return `${named} ${keys.length > 1 ? 'are' : 'is'} Docusaurus's: ${
    inDropdown
      ? "a dropdown's entry is `{ label, href }` (a link) or `{ label, route }` (a page of the site, e.g. '/guides/install')"
      : "a page of the site is `{ type: 'doc', label, route }` (its route, e.g. '/guides/install'), a link `{ type: 'link', label, href }`"
  }; \`docgen init --from-docusaurus\` converts a Docusaurus config`;
}

function valueAt(value: unknown, keys: readonly PropertyKey[]): unknown {
  return keys.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    value,
  );
}

function keyPath(keys: readonly PropertyKey[]): string {
  return keys
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`))
    .join('');
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** Compiles the config file with esbuild (TypeScript, its imports bundled). */
async function compileConfig(file: string): Promise<CompiledConfig> {
  const dir = await makeTempDir('docgen-config-');
  const out = path.join(dir, 'config.mjs');
  const injected = path.join(dir, 'define-config.mjs');
  try {
    await writeFile(injected, 'export const defineConfig = (config) => config;\n');
    // Loaded here: a config from the build cache needs no esbuild.
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
      // The source map turns an error thrown while loading into a line of the config file.
      outfile: out,
      sourcemap: 'external',
      // `defineConfig` without its import line works too (a common slip, and what older hints
      // showed): esbuild injects it only where the name is not bound, so an import still wins.
      inject: [injected],
      // The config may import `defineConfig` from docgen itself: give it the identity function.
      plugins: [
        {
          name: 'docgen-self',
          setup(b) {
            b.onResolve({ filter: /^docgen(\/.*)?$/ }, () => ({ path: 'docgen', namespace: 'docgen-self' }));
            b.onLoad({ filter: /.*/, namespace: 'docgen-self' }, () => ({
              contents: 'export const defineConfig = (c) => c;',
              loader: 'js',
            }));
          },
        },
      ],
    }).catch((error: { errors?: { text: string; location?: { line: number; column: number } }[] }) => {
      const first = error.errors?.[0];
      throw new DocgenError(`Config file does not compile: ${first?.text ?? String(error)}`, {
        file: relative(file),
        line: first?.location?.line,
        column: first?.location?.column,
      });
    });
    const js = result.outputFiles.find((f) => !f.path.endsWith('.map'))!;
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
    // The map's sources made absolute: the module runs from another temporary folder next time.
    const sources = map && (JSON.parse(map.text) as { sources: string[] });
    if (sources) sources.sources = sources.sources.map((source) => path.resolve(dir, source));
    return {
      js: js.text,
      ...(sources && { map: JSON.stringify(sources) }),
      // The injected helper is docgen's (in the temporary folder), not an input of the site.
      inputs: esbuildInputs(result.metafile).filter((input) => !input.startsWith(dir + path.sep)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the compiled config (from a temporary folder) and returns what it exports as default. */
async function importConfig(file: string, compiled: CompiledConfig): Promise<unknown> {
  const dir = await makeTempDir('docgen-config-');
  const out = path.join(dir, 'config.mjs');
  const map = compiled.map;
  try {
    await writeFile(out, compiled.js);
    let mod: { default?: unknown };
    try {
      mod = await import(pathToFileURL(out).href);
    } catch (error) {
      const at = map ? locateInBundle(error, bundleMap(out, map)) : undefined;
      throw new DocgenError(`Config file threw while loading: ${(error as Error).message}`, {
        file: relative(at?.file ?? file),
        line: at?.line,
        column: at?.column,
        hint: 'Fix the error in the config file; it must export the config object as its default export.',
      });
    }
    if (mod.default === undefined) {
      throw new DocgenError('Config file has no default export.', {
        file: relative(file),
        hint: "Write `export default defineConfig({ … })` after `import { defineConfig } from 'docgen';`, or export a plain object: `export default { title: '…', url: 'https://…' }`.",
      });
    }
    return mod.default;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
