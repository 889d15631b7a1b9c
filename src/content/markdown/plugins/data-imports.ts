// Imports of modules docgen does not run, used only as data in attributes, as Docusaurus sites do
// for their tab lists (`import constants from '@site/core/TabsConstants'` and
// `<Tabs values={constants.platforms} defaultValue={constants.defaultPlatform}>`). The page
// renders without those attributes (tabs fall back to their `<TabItem>`s' own `label`, `value`
// and `default`); one warning per import names the file, line, module and the attributes left out.
// An import that nothing uses is dropped silently: it changes nothing on the page.
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import type { DocFileData } from '../file-data.ts';

export interface DataImport {
  local: string;
  source: string;
  /** The import statement's file (the page or a partial it imports) and line. */
  at: { file: string; line: number };
}

/** Each identifier read in an attribute → the attributes (`<Tabs values>`) that read it. */
export function attributeUses(tree: Root): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
      const program =
        attribute.type === 'mdxJsxAttribute'
          ? typeof attribute.value === 'object'
            ? (attribute.value?.data?.estree as Program | undefined)
            : undefined
          : (attribute.data?.estree as Program | undefined);
      for (const name of identifiersIn(program)) {
        const label =
          attribute.type === 'mdxJsxAttribute' ? `<${node.name} ${attribute.name}>` : `<${node.name} {...}>`;
        const list = uses.get(name) ?? [];
        if (!list.includes(label)) list.push(label);
        uses.set(name, list);
      }
    }
  });
  return uses;
}

export function warnUnrunDataImports(
  imports: DataImport[],
  uses: Map<string, string[]>,
  data: DocFileData,
): void {
  for (const imported of imports) {
    const used = uses.get(imported.local);
    if (!used) continue;
    data.warnings.push(
      new DocgenError(
        `\`${imported.local}\` (imported from "${imported.source}") is code docgen does not run: ${used.join(', ')} ${used.length === 1 ? 'is' : 'are'} left out.`,
        {
          file: imported.at.file,
          line: imported.at.line,
          hint: 'Write the values in the page (`values={[{ label: "npm", value: "npm" }]}`, or `label` on each <TabItem>), or move the logic into a registered component.',
        },
      ),
    );
  }
}

/** The free identifiers an expression reads (`constants` in `constants.platforms`). */
export function identifiersIn(program: Program | undefined): Set<string> {
  const names = new Set<string>();
  const walk = (
    node: unknown,
    parent?: { type: string; property?: unknown; computed?: boolean; key?: unknown },
  ) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, parent);
      return;
    }
    const n = node as { type?: string; name?: string } & Record<string, unknown>;
    if (n.type === 'Identifier') {
      const isProperty =
        (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
        (parent?.type === 'Property' && parent.key === node);
      if (!isProperty) names.add(n.name!);
      return;
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== 'loc' && key !== 'range' && key !== 'start' && key !== 'end' && typeof value === 'object')
        walk(value, n as never);
    }
  };
  walk(program?.body);
  return names;
}
