// Templates are user-editable TSX files, so they are compiled at build time (esbuild) rather
// than shipped inside docgen: a writer can change them and `docgen dev` reloads them. React is
// resolved to docgen's own copy so the templates and renderToString share one React.
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../util/package-root.ts';
import type { ComponentType } from 'react';
import { bundleMap, locateInBundle, type BundleMap, type SourceLocation } from '../util/bundle-location.ts';
import { DocgenError } from '../errors.ts';
import { sharedReact } from '../util/shared-react.ts';
import { makeTempDir } from '../util/temp-dir.ts';
import { esbuildInputs } from '../util/esbuild-inputs.ts';

/** The compiled templates' module name (its source map names it). */
const TEMPLATES_MODULE = 'templates.mjs';

/** The template files docgen renders with, by role. Each must default-export a component. */
export const TEMPLATE_FILES = {
  Document: 'Document.tsx',
  Layout: 'Layout.tsx',
  Toc: 'components/Toc.tsx',
  Sidebar: 'components/Sidebar.tsx',
  DocPage: 'pages/DocPage.tsx',
  IndexPage: 'pages/IndexPage.tsx',
  ApiInfoPage: 'pages/ApiInfoPage.tsx',
  ApiOperationPage: 'pages/ApiOperationPage.tsx',
  ApiWebhookPage: 'pages/ApiWebhookPage.tsx',
  NotFoundPage: 'pages/NotFoundPage.tsx',
  /** Also rendered alone: the shared schema files (src/render/shared-schemas.ts). */
  SchemaTree: 'components/SchemaTree.tsx',
} as const;

export type Templates = { [K in keyof typeof TEMPLATE_FILES]: ComponentType<any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Each loaded template set's source map, so a render error can name the template line. */
const bundleMaps = new WeakMap<Templates, BundleMap>();

/** The template file and line an error was thrown from, if it came from a template. */
export function templateErrorLocation(templates: Templates, error: unknown): SourceLocation | undefined {
  const map = bundleMaps.get(templates);
  return map ? locateInBundle(error, map) : undefined;
}

export function templatesDirFor(root: string, configured?: string): string {
  if (configured) return path.resolve(root, configured);
  const local = path.join(root, 'templates');
  return existsSync(path.join(local, TEMPLATE_FILES.Layout)) ? local : path.join(packageRoot(), 'templates');
}

export async function loadTemplates(dir: string): Promise<Templates> {
  return importTemplates(dir, await compileTemplates(dir));
}

/** The templates compiled into one module, not yet imported: what the build cache keeps. */
export interface CompiledTemplates {
  js: string;
  map: string;
  /** The files compiled (absolute): the templates and what they import. */
  inputs: string[];
}

export async function compileTemplates(dir: string): Promise<CompiledTemplates> {
  for (const [role, file] of Object.entries(TEMPLATE_FILES)) {
    if (!existsSync(path.join(dir, file))) {
      throw new DocgenError(`Template "${role}" is missing.`, {
        file: shown(path.join(dir, file)),
        hint: `docgen renders ${role} pages with this file; copy it from docgen's templates/ folder.`,
      });
    }
  }
  const entry = Object.entries(TEMPLATE_FILES)
    .map(([role, file]) => `export * as ${role} from ${JSON.stringify(path.join(dir, file))};`)
    .join('\n');
  // Loaded here: templates from the build cache need no esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: entry, resolveDir: dir, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outfile: path.join(dir, TEMPLATES_MODULE),
    sourcemap: 'external',
    plugins: [sharedReact()],
  }).catch(
    (error: { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }) => {
      const first = error.errors?.[0];
      throw new DocgenError(`Template does not compile: ${first?.text ?? String(error)}`, {
        file: first?.location?.file,
        line: first?.location?.line,
        column: first?.location?.column,
      });
    },
  );
  // The map's sources made absolute: the module is imported from a temporary folder.
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as {
    sources: string[];
  };
  map.sources = map.sources.map((source) => path.resolve(dir, source));
  return {
    js: result.outputFiles.find((f) => !f.path.endsWith('.map'))!.text,
    map: JSON.stringify(map),
    inputs: esbuildInputs(result.metafile),
  };
}

/** Imports compiled templates (from a temporary folder) and checks that each role has its component. */
export async function importTemplates(dir: string, compiled: CompiledTemplates): Promise<Templates> {
  const tmp = await makeTempDir('docgen-templates-');
  const out = path.join(tmp, TEMPLATES_MODULE);
  const map = bundleMap(out, compiled.map);
  try {
    await writeFile(
      out,
      compiled.js.replace(
        /from "(\/[^"]+)"/g,
        (_m, p: string) => `from ${JSON.stringify(pathToFileURL(p).href)}`,
      ),
    );
    let mod: Record<string, { default?: unknown }>;
    try {
      mod = await import(pathToFileURL(out).href);
    } catch (error) {
      const at = locateInBundle(error, map);
      throw new DocgenError(`Templates threw while loading: ${(error as Error).message}`, {
        file: shown(at?.file ?? dir),
        line: at?.line,
        column: at?.column,
      });
    }
    const templates: Record<string, unknown> = {};
    for (const [role, file] of Object.entries(TEMPLATE_FILES) as [keyof Templates, string][]) {
      const component = mod[role]?.default;
      if (typeof component !== 'function') {
        throw new DocgenError(`Template has no default export.`, {
          file: shown(path.join(dir, file)),
          hint: `Export the ${role} component as default: \`export default function ${role}(props) { … }\`.`,
        });
      }
      templates[role] = component;
    }
    bundleMaps.set(templates as Templates, map);
    return templates as Templates;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

function shown(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
