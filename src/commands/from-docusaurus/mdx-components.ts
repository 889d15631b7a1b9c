// The components a Docusaurus site makes global to its MDX pages by swizzling
// `src/theme/MDXComponents.{js,jsx,ts,tsx}` (`export default { ...MDXComponents, Tabs, ConsoleLink }`),
// read without running the file: its imports and its default export's object literal, parsed with
// acorn (TypeScript first stripped of its types by esbuild). Each entry is a theme component docgen
// renders itself, a file of the site to register as the pages' imports are, or something docgen
// cannot register (an inline function, a package's component), reported with the reason.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Expression, ImportDeclaration, ObjectExpression, Program } from 'estree';
import { transform } from 'esbuild';
import { htmlTagNames } from 'html-tag-names';
import { THEME_MODULES } from '../../content/markdown/plugins/remark-mdx-components.ts';
import type { LeftOut } from './map-config.ts';

/** A global component from a module of the site, to check and register like a page's import. */
export interface SiteGlobal {
  /** The name pages use (`<ConsoleLink />`). */
  name: string;
  /** The import's path as written (`../components/ConsoleLink`, `@site/src/…`). */
  spec: string;
  /** That path from the site folder, without an extension (resolved as a page's import is). */
  target: string;
  /** `MDXComponents.js:4`: where the import is, for messages. */
  where: string;
}

export interface MdxGlobals {
  /** The swizzled file, relative to the site folder (POSIX); undefined when the site has none. */
  file?: string;
  site: SiteGlobal[];
  /** Name → theme module docgen renders (`Tabs` → `@theme/Tabs`): pages get its import. */
  theme: Record<string, string>;
  /** Global components docgen cannot register (reported in leftOut): their pages build without them. */
  refused: string[];
  leftOut: LeftOut[];
}

/** As Docusaurus resolves `@theme/MDXComponents` in the site: the file, or a folder's index (Playwright's, Casbin's). */
export const MDX_COMPONENTS_FILES = ['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [
  `src/theme/MDXComponents.${ext}`,
  `src/theme/MDXComponents/index.${ext}`,
]);
const JsxParser = Parser.extend(acornJsx());

export async function readMdxGlobals(siteDir: string): Promise<MdxGlobals> {
  const found: MdxGlobals = { site: [], theme: {}, refused: [], leftOut: [] };
  const rel = MDX_COMPONENTS_FILES.find((file) => existsSync(path.join(siteDir, file)));
  if (rel === undefined) return found;
  found.file = rel;
  const absolute = path.join(siteDir, rel);
  const typescript = /\.tsx?$/.test(rel);
  let program: Program;
  try {
    let code = readFileSync(absolute, 'utf8');
    // esbuild strips the types and keeps the JSX and every import; the lines are then its own.
    if (typescript)
      code = (
        await transform(code, {
          loader: rel.endsWith('.tsx') ? 'tsx' : 'ts',
          jsx: 'preserve',
          format: 'esm',
          tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
        })
      ).code;
    program = JsxParser.parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
    }) as unknown as Program;
  } catch (error) {
    const message = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
    found.leftOut.push({
      what: rel,
      reason: `does not parse (${message}): its global components are not registered; import each component in the pages that use it, or register it in \`components\``,
    });
    return found;
  }
  const at = (line: number | undefined) => (typescript || line === undefined ? rel : `${rel}:${line}`);
  const imports = new Map<string, { decl: ImportDeclaration; imported: string }>();
  for (const statement of program.body)
    if (statement.type === 'ImportDeclaration')
      for (const specifier of statement.specifiers)
        imports.set(specifier.local.name, {
          decl: statement,
          imported:
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : specifier.imported.type === 'Identifier'
                  ? specifier.imported.name
                  : String(specifier.imported.value),
        });
  const object = defaultObject(program);
  if (!object) {
    found.leftOut.push({
      what: rel,
      reason:
        'its default export is not an object literal (`export default { ...MDXComponents, Name }`): docgen reads the file without running it, so its global components are not registered; import each component in the pages that use it, or register it in `components`',
    });
    return found;
  }
  for (const entry of object.properties) {
    const where = at(entry.loc?.start.line);
    if (entry.type === 'SpreadElement') {
      const from = entry.argument.type === 'Identifier' ? imports.get(entry.argument.name) : undefined;
      // Docusaurus' own mapping (HTML elements, admonitions…), which docgen's pages have.
      if (
        from?.decl.source.value === '@theme-original/MDXComponents' ||
        from?.decl.source.value === '@theme/MDXComponents'
      )
        continue;
      found.leftOut.push({
        what: where,
        reason: `spreads \`${source(entry.argument)}\` into the global components: docgen reads no values there without running the file, so none of them is registered; add each as an entry of its own`,
      });
      continue;
    }
    const name =
      entry.computed || (entry.key.type !== 'Identifier' && entry.key.type !== 'Literal')
        ? undefined
        : entry.key.type === 'Identifier'
          ? entry.key.name
          : String(entry.key.value);
    if (name === undefined || htmlTagNames.includes(name)) {
      // `a: MyLink`, `h2`: a replacement of an HTML element, which docgen's pages draw themselves.
      found.leftOut.push({
        what: where,
        reason: `replaces ${name === undefined ? 'elements of a computed name' : `the element <${name}>`} in every page: docgen draws HTML elements with its own templates, so it is not carried over`,
      });
      continue;
    }
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
      // `highlight: Highlight` (gpt-runner's): `<highlight>` in a page.
      found.refused.push(name);
      found.leftOut.push({
        what: where,
        reason: `the global component ${name} has a name docgen does not register (component names start with a capital letter): register its file in \`components\` under a capitalised name and write that name in the pages`,
      });
      continue;
    }
    const value = entry.value as Expression;
    if (value.type !== 'Identifier') {
      const inline = /FunctionExpression$/.test(value.type) || value.type === 'ClassExpression';
      found.refused.push(name);
      found.leftOut.push({
        what: where,
        reason: inline
          ? `the global component ${name} is an inline function, code docgen does not run: move it into a file of its own (src/components/${name}.jsx, default-exporting it), import it in MDXComponents, and run init again (or register it in \`components\`); its pages build without it, with a warning`
          : `the global component ${name} is \`${source(value)}\`, a value docgen cannot read without running the file: import it from a file of its own there, or register it in \`components\`; its pages build without it, with a warning`,
      });
      continue;
    }
    const from = imports.get(value.name);
    if (!from) {
      found.refused.push(name);
      found.leftOut.push({
        what: where,
        reason: `the global component ${name} (\`${value.name}\`) is defined in ${rel} itself, code docgen does not run: move it into a file of its own and import it there, or register it in \`components\`; its pages build without it, with a warning`,
      });
      continue;
    }
    const spec = String(from.decl.source.value);
    if (from.imported === 'default' && spec in THEME_MODULES) {
      found.theme[name] = spec;
      continue;
    }
    if (from.imported === '*' || (from.imported !== 'default' && from.imported !== name)) {
      found.refused.push(name);
      found.leftOut.push({
        what: where,
        reason: `the global component ${name} is ${from.imported === '*' ? 'a whole module' : `the export ${from.imported}`} of ${spec}: docgen registers a file's default export or its export of the same name (${name}); register it in \`components\` with a file that exports it so`,
      });
      continue;
    }
    // `@theme/X` of a theme component the site swizzled is its file under src/theme/.
    const swizzled = /^@theme\/(.+)$/.exec(spec)?.[1];
    const target = spec.startsWith('@site/')
      ? spec.slice('@site/'.length)
      : spec.startsWith('.')
        ? path.posix.join(path.posix.dirname(rel), spec)
        : swizzled !== undefined &&
            FILE_EXTENSIONS.some((ext) => existsSync(path.join(siteDir, 'src/theme', swizzled + ext)))
          ? `src/theme/${swizzled}`
          : undefined;
    if (target === undefined) {
      found.refused.push(name);
      found.leftOut.push({
        what: where,
        reason: `the global component ${name} comes from ${spec}, which docgen does not provide: its pages build without it, with a warning`,
      });
      continue;
    }
    found.site.push({ name, spec, target: path.join(siteDir, target), where: at(from.decl.loc?.start.line) });
  }
  return found;
}

const FILE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/**
 * The object literal the module default-exports, directly or through the variables it names
 * (`const components = {…}; export default components;`, which esbuild writes as
 * `var stdin_default = components; export { stdin_default as default }`).
 */
function defaultObject(program: Program): ObjectExpression | undefined {
  let value: unknown = program.body.find((s) => s.type === 'ExportDefaultDeclaration')?.declaration;
  if (value === undefined)
    for (const statement of program.body)
      if (statement.type === 'ExportNamedDeclaration')
        for (const specifier of statement.specifiers)
          if (specifier.exported.type === 'Identifier' && specifier.exported.name === 'default')
            value = specifier.local;
  const values = new Map<string, unknown>();
  for (const statement of program.body) {
    const variable =
      statement.type === 'VariableDeclaration'
        ? statement
        : statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
          ? statement.declaration
          : undefined;
    for (const d of variable?.declarations ?? [])
      if (d.id.type === 'Identifier') values.set(d.id.name, d.init);
  }
  for (let hops = 0; hops < 5 && (value as { type?: string })?.type === 'Identifier'; hops++)
    value = values.get((value as { name: string }).name);
  return (value as { type?: string })?.type === 'ObjectExpression' ? (value as ObjectExpression) : undefined;
}

/** A short form of an expression for messages: a name path, or its kind. */
function source(node: Expression | { type: string }): string {
  if (node.type === 'Identifier') return (node as { name: string }).name;
  if (node.type === 'MemberExpression') {
    const member = node as unknown as { object: Expression; property: Expression; computed: boolean };
    return member.computed
      ? `${source(member.object)}[…]`
      : `${source(member.object)}.${source(member.property)}`;
  }
  if (node.type === 'CallExpression')
    return `${source((node as unknown as { callee: Expression }).callee)}(…)`;
  return `a ${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}
