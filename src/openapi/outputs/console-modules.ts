// The Try-it console modules of every operation page (`_docgen/console/<route>.js`), bundled in
// one esbuild run. Each module holds its operation's data and imports the validators it names
// and the component schemas its data reaches. The validators are Ajv's standalone code
// (src/openapi/outputs/spec-schemas.ts compiles each spec's schemas once), one module per
// compiled function; each component schema's data is a module too. esbuild puts what several
// pages use in content-hashed chunks under `_docgen/validators/`, and what one page uses in its
// own module. Operations share most schemas: GitHub's 1,200 modules held 28 MB of validator code
// before, 5 MB of it distinct, and 3.7 MB of component data, 0.4 MB of it distinct. A reader's
// first "Try it" loads its module and its chunks; the next operation reuses what the browser
// has cached.
import path from 'node:path';
import { _, nil, type Ajv, type Name } from 'ajv';
import type { AnyValidateFunction } from 'ajv/dist/types/index.js';
import { build, type Plugin } from 'esbuild';
import { BROWSER_MODULES } from '../../bundle/browser-build.ts';
import type { ConsoleEntry, ConsoleSpec } from './console-data.ts';
import { specSchemas, type SpecSchemas } from './spec-schemas.ts';
import { consolePathFor, DOCGEN_DIR } from '../../shared/output-layout.ts';
import type { OutputFile } from '../../types.ts';
import { packageRoot } from '../../util/package-root.ts';

/** The helpers Ajv's standalone code `require`s, as the browser gets them. */
const RUNTIME_FILE = path.join(packageRoot(), 'src/client/console/validator-runtime.ts');
/**
 * The linear-time engine of spec patterns (src/shared/linear-regexp.ts, RE2, 46 KB gzip): imported
 * only by the validators that check a pattern, so pages without one never download it.
 */
const LINEAR_REGEXP_FILE = path.join(packageRoot(), 'src/shared/linear-regexp.ts');
const LINEAR_REGEXP_REQUIRE = /\brequire\("docgen\/linear-regexp"\)/g;
const OUT_DIR = '/docgen-out';
const NAMESPACE = 'docgen-console';

/** The sources of the bundle: a module per page, one per compiled validator function, one per component schema. */
export interface ConsoleSources {
  pages: { route: string; path: string }[];
  /** `page:<n>`, `fn:<spec>:<function>` and `schema:<spec>:<component>` → source. */
  modules: Map<string, string>;
}

/**
 * Reads the compiled validators out of each spec's Ajv and the components' data
 * (src/openapi/outputs/spec-schemas.ts), so the build can let go of them before the bundle is made.
 */
export function consoleSources(consoles: ReadonlyMap<string, ConsoleEntry>): ConsoleSources {
  const pages = [...consoles]
    .map(([route, entry]) => ({ route, entry }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const modules = new Map<string, string>();
  const specs = new Map<ConsoleSpec, SpecModules>();
  const specOf = (api: ConsoleSpec) => {
    if (!specs.has(api)) {
      const spec = specSchemas(api.document);
      specs.set(api, {
        spec,
        fn: functionModules(spec.ajv, specs.size, modules),
        schema: schemaModules(spec, specs.size, modules),
      });
    }
    return specs.get(api)!;
  };
  pages.forEach(({ entry }, i) => modules.set(`page:${i}`, pageModule(entry, specOf)));
  return { pages: pages.map(({ route }) => ({ route, path: consolePathFor(route) })), modules };
}

/** A spec's modules in the bundle: each names its module (`fn:…`, `schema:…`), made on first use. */
interface SpecModules {
  spec: SpecSchemas;
  fn: (validate: AnyValidateFunction) => string;
  schema: (n: number) => string;
}

/**
 * A page's console module: `data` (its API's `components.schemas` filled from the components'
 * modules) and `validators()`, each imported from its module.
 */
function pageModule(entry: ConsoleEntry, specOf: (api: ConsoleSpec) => SpecModules): string {
  const names: string[] = [];
  const imports = entry.validators.flatMap(({ api, exports }) => {
    const { spec, fn } = specOf(api);
    return Object.entries(exports).flatMap(([exportName, id]) => {
      const validate = spec.ajv.getSchema(id);
      if (!validate || !standalone(validate)) return []; // left unchecked, as Ajv could not take it
      names.push(exportName);
      return [`import { ${validate.source!.validateName} as ${exportName} } from "${fn(validate)}";`];
    });
  });
  let k = 0; // a component's local name: `k<k>`
  const fills = entry.components.flatMap(({ api, schemas }, at) => {
    if (schemas.length === 0) return []; // the data's own `{}` stands
    const { spec, schema } = specOf(api);
    const members = schemas.map((n) => {
      const local = `k${k++}`;
      imports.push(`import { schema as ${local} } from "${schema(n)}";`);
      return `${JSON.stringify(spec.component(n).name)}: ${local}`;
    });
    return [`data.apis[${at}].document.components.schemas = { ${members.join(', ')} };`];
  });
  return [
    ...imports,
    `export const data = ${entry.data};`,
    ...fills,
    `export function validators() {\n  return { ${names.join(', ')} };\n}`,
  ].join('\n');
}

/** Whether a compiled function and every function it calls have code of their own. */
const emittable = new WeakMap<AnyValidateFunction, boolean>();

/**
 * Whether `validate` can be written out: a schema that failed to compile (spec-schemas.ts drops
 * it) can leave Ajv holding functions that call one whose code was never made (Microsoft
 * Graph's description has such). A validator that reaches one is left out: unchecked.
 */
function standalone(validate: AnyValidateFunction): boolean {
  const known = emittable.get(validate);
  if (known !== undefined) return known;
  const seen = new Set<AnyValidateFunction>();
  const stack = [validate];
  let ok = true;
  while (ok && stack.length > 0) {
    const fn = stack.pop()!;
    if (seen.has(fn) || emittable.get(fn) === true) continue; // a good one's callees are good too
    seen.add(fn);
    if (emittable.get(fn) === false || !fn.source) ok = false;
    for (const names of Object.values(fn.source?.scopeValues ?? {}))
      for (const name of names ?? []) {
        const ref = (name.value as { ref?: unknown } | undefined)?.ref;
        if (name.prefix === 'validate' && typeof ref === 'function') stack.push(ref as AnyValidateFunction);
        else if ((name.prefix === 'root' || name.prefix === 'wrapper') && ref && typeof ref === 'object') {
          const callee = (ref as { validate?: unknown }).validate;
          if (typeof callee === 'function') stack.push(callee as AnyValidateFunction);
          else ok = false;
        }
      }
  }
  // Every function of a good closure has a good closure of its own.
  if (ok) for (const fn of seen) emittable.set(fn, true);
  else emittable.set(validate, false);
  return ok;
}

/**
 * Ajv's standalone code (ajv/dist/standalone), one ES module per compiled function: its own
 * constants (schema values, formats, patterns, runtime helpers) and an import of each function
 * it calls, so esbuild can share each function between exactly the pages that need it. Names
 * (`validate12`) are unique in one Ajv, so the modules of spec `spec` are `fn:<spec>:<name>`.
 */
function functionModules(ajv: Ajv, spec: number, modules: Map<string, string>) {
  const emit = (validate: AnyValidateFunction): string => {
    const source = validate.source!;
    const id = `fn:${spec}:${source.validateName}`;
    if (modules.has(id)) return id;
    modules.set(id, ''); // taken: a function that calls itself, or one that calls it, stops here
    const imports = new Set<string>();
    const importFunction = (fn: AnyValidateFunction) => {
      if (fn !== validate) imports.add(`import { ${fn.source!.validateName} } from "${emit(fn)}";`);
    };
    const constants = ajv.scope.scopeCode(source.scopeValues, {}, (name) => {
      const ref = (name.value as { ref?: unknown } | undefined)?.ref;
      if (name.prefix === 'validate' && typeof ref === 'function') {
        importFunction(ref as AnyValidateFunction);
        return nil;
      }
      if ((name.prefix === 'root' || name.prefix === 'wrapper') && ref && typeof ref === 'object') {
        const { validate: fn, validateName } = ref as { validate: AnyValidateFunction; validateName: Name };
        importFunction(fn);
        return _`const ${name} = {validate: ${validateName}};`;
      }
      return undefined;
    });
    const evaluated = source.evaluated ? `${source.validateName}.evaluated = ${source.evaluated};` : '';
    // `require("ajv/dist/runtime/equal")` and the like: the browser's stand-ins.
    const code = `${constants}\n${source.validateCode}\n${evaluated}`
      .replace(LINEAR_REGEXP_REQUIRE, 'linearRegExpModule')
      .replace(/\brequire\(("[^"]+")\)/g, 'runtime($1)');
    modules.set(
      id,
      [
        `import { runtime } from ${JSON.stringify(RUNTIME_FILE)};`,
        ...(code.includes('linearRegExpModule')
          ? [`import * as linearRegExpModule from ${JSON.stringify(LINEAR_REGEXP_FILE)};`]
          : []),
        ...imports,
        code,
        `export { ${source.validateName} };`,
      ].join('\n'),
    );
    return id;
  };
  return emit;
}

/**
 * The component schemas' data, one ES module each (`schema:<spec>:<n>`, exporting `schema`), so
 * esbuild can share each between exactly the pages that need it. A component refers to others
 * by `$ref` (the console links them on load), so its module imports none.
 */
function schemaModules(spec: SpecSchemas, index: number, modules: Map<string, string>) {
  return (n: number): string => {
    const id = `schema:${index}:${n}`;
    if (!modules.has(id)) modules.set(id, `export const schema = ${JSON.stringify(spec.component(n).data)};`);
    return id;
  };
}

/**
 * The console modules (`_docgen/console/<route>.js`) and the validators' and schemas' shared chunks
 * (content-hashed names under `_docgen/validators/`), ready to write.
 */
export async function bundleConsoleModules({
  pages,
  modules: sources,
}: ConsoleSources): Promise<OutputFile[]> {
  if (pages.length === 0) return [];
  const plugin: Plugin = {
    name: NAMESPACE,
    setup(b) {
      b.onResolve({ filter: /^(page:\d+|fn:\d+:\w+|schema:\d+:\d+)$/ }, (args) => ({
        path: args.path,
        namespace: NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: sources.get(args.path),
        loader: 'js',
        resolveDir: path.dirname(RUNTIME_FILE),
      }));
    },
  };
  const result = await build({
    entryPoints: pages.map(({ path: file }, i) => ({ in: `page:${i}`, out: file.replace(/\.js$/, '') })),
    ...BROWSER_MODULES,
    splitting: true,
    outdir: OUT_DIR,
    chunkNames: `${DOCGEN_DIR}/validators/v.[hash]`,
    plugins: [plugin],
  });

  const byPath = new Map(pages.map(({ route, path: file }) => [file, route]));
  return result.outputFiles.map((file) => {
    const relPath = path.posix.relative(OUT_DIR, file.path.split(path.sep).join('/'));
    const route = byPath.get(relPath);
    const what =
      route === undefined ? 'the Try-it validators and schemas' : `the Try-it module of "${route}"`;
    return { path: relPath, contents: file.text, source: { what } };
  });
}
