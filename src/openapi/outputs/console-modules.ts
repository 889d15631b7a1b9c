// The Try-it console modules of every operation page (`_docgen/console/<route>.js`), bundled in
// one esbuild run. Each module holds its operation's data and imports the validators it names
// and the component schemas its data reaches. The validators are Ajv's standalone code
// (src/openapi/outputs/spec-schemas.ts compiles each spec's schemas once), one module per
// compiled function. The component schemas' data is grouped before esbuild sees it: the
// components used by exactly the same pages are one module, so a page imports a few groups
// instead of every component by itself (a Stripe page reaches 490 of its 775 components, which
// fall into 68 groups; esbuild's work grew with the 220,000 imports of one module per component).
// esbuild puts what several pages use in content-hashed chunks under `_docgen/validators/`,
// and what one page uses in its own module. Operations share most schemas: GitHub's 1,200
// modules held 28 MB of validator code before, 5 MB of it distinct, and 3.7 MB of component
// data, 0.4 MB of it distinct. A reader's first "Try it" loads its module and its chunks; the
// next operation reuses what the browser has cached.
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

/**
 * The sources of the bundle: a module per page, one per compiled validator function, one per
 * group of component schemas used by the same pages.
 */
export interface ConsoleSources {
  pages: { route: string; path: string }[];
  /** `page:<n>`, `fn:<spec>:<function>` and `schema:<spec>:<group>` → source. */
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
      specs.set(api, { spec, index: specs.size, fn: functionModules(spec.ajv, specs.size, modules) });
    }
    return specs.get(api)!;
  };
  const groups = componentGroups(
    pages.map(({ entry }) => entry),
    (api) => specOf(api).index,
  );
  pages.forEach(({ entry }, i) => modules.set(`page:${i}`, pageModule(entry, specOf, groups.of[i])));
  for (const { spec, index } of specs.values())
    groups.members[index]?.forEach((members, g) =>
      modules.set(`schema:${index}:${g}`, groupModule(spec, members)),
    );
  return { pages: pages.map(({ route }) => ({ route, path: consolePathFor(route) })), modules };
}

/** A spec's modules in the bundle: its place among them, and its validators' (`fn:…`), made on first use. */
interface SpecModules {
  spec: SpecSchemas;
  index: number;
  fn: (validate: AnyValidateFunction) => string;
}

/**
 * The component schemas of each spec grouped by the pages that use them: a group is the
 * components whose pages are the same, numbered in the order the pages first reach them.
 * `members[spec][group]`: its components' numbers; `of[page][k]`: the groups that fill the
 * page's `entry.components[k]`.
 */
function componentGroups(
  entries: readonly ConsoleEntry[],
  indexOf: (api: ConsoleSpec) => number,
): { members: number[][][]; of: number[][][] } {
  // Per spec, component → the pages using it, as "page.page…" (pages in order, each once).
  const usedBy: Map<number, string>[] = [];
  entries.forEach((entry, page) => {
    for (const { api, schemas } of entry.components) {
      const users = (usedBy[indexOf(api)] ??= new Map());
      for (const n of new Set(schemas)) {
        const before = users.get(n);
        users.set(n, before === undefined ? `${page}` : `${before}.${page}`);
      }
    }
  });
  const members: number[][][] = [];
  const groupOf: Map<number, number>[] = [];
  usedBy.forEach((users, spec) => {
    const bySet = new Map<string, number>();
    const list: number[][] = (members[spec] = []);
    const at = (groupOf[spec] = new Map());
    for (const [n, set] of users) {
      let g = bySet.get(set);
      if (g === undefined) {
        g = list.length;
        bySet.set(set, g);
        list.push([]);
      }
      list[g].push(n);
      at.set(n, g);
    }
  });
  const of = entries.map((entry) =>
    entry.components.map(({ api, schemas }) => {
      const at = groupOf[indexOf(api)];
      return [...new Set(schemas.map((n) => at.get(n)!))];
    }),
  );
  return { members, of };
}

/** A group's module: `schemas`, its components' data by name. */
function groupModule(spec: SpecSchemas, members: readonly number[]): string {
  const entries = members.map((n) => {
    const { name, data } = spec.component(n);
    return `${JSON.stringify(name)}: ${JSON.stringify(data)}`;
  });
  return `export const schemas = {\n${entries.join(',\n')}\n};`;
}

/**
 * A page's console module: `data` (its API's `components.schemas` filled from the groups of
 * components it reaches) and `validators()`, each imported from its module.
 */
function pageModule(
  entry: ConsoleEntry,
  specOf: (api: ConsoleSpec) => SpecModules,
  groups: readonly number[][],
): string {
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
  let k = 0; // a group's local name: `g<k>`
  const fills = entry.components.flatMap(({ api, schemas }, at) => {
    if (schemas.length === 0) return []; // the data's own `{}` stands
    const { index } = specOf(api);
    const members = groups[at].map((g) => {
      const local = `g${k++}`;
      imports.push(`import { schemas as ${local} } from "schema:${index}:${g}";`);
      return `...${local}`;
    });
    // A page's own object: the console links it in place (src/shared/console-contract.ts).
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
    // The validators' chunks are named by hashes of docgen's runtime modules' paths among the
    // rest: from its own folder, they are the same wherever the build runs (browser-build.ts).
    absWorkingDir: packageRoot(),
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
