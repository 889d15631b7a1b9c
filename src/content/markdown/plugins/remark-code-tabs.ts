// `:::tabs` holding fenced code blocks → accessible tabs (WAI-ARIA tabs pattern). The label of a
// tab is the block's `title="…"` or a name derived from its language. Text after a block stays in
// that block's panel. The stylesheet hides inactive panels only once the page has JavaScript
// (`html.js`), so without it every panel is shown, each under its label.
import type { Element, ElementContent } from 'hast';
import type { Code, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';
import { assertClosed, directiveLabel } from './directive-utils.ts';

const LANGUAGE_LABELS: Record<string, string> = {
  bash: 'cURL',
  sh: 'Shell',
  shell: 'Shell',
  curl: 'cURL',
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  python: 'Python',
  py: 'Python',
  json: 'JSON',
  http: 'HTTP',
  html: 'HTML',
  nginx: 'Nginx',
  yaml: 'YAML',
};

export function titleFromMeta(meta: string | null | undefined): string | undefined {
  return meta
    ? /title=(?:"([^"]*)"|'([^']*)'|(\S+))/
        .exec(meta)
        ?.slice(1)
        .find((v) => v !== undefined)
    : undefined;
}

export default function remarkCodeTabs() {
  return (tree: Root, file: VFile) => {
    let group = 0;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'tabs') return;
      assertClosed(node, file, 'tabs block');
      const data = file.data.doc!;
      const id = `tabs-${++group}`;
      const panels: { label: string; children: RootContent[] }[] = [];
      for (const child of directiveLabel(node).children) {
        if (child.type === 'code') {
          const label =
            titleFromMeta(child.meta) ??
            (Object.hasOwn(LANGUAGE_LABELS, child.lang ?? '') ? LANGUAGE_LABELS[child.lang!] : undefined) ??
            child.lang ??
            'Code';
          (child as Code).meta = child.meta?.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '').trim() || null;
          panels.push({ label, children: [child] });
        } else if (panels.length > 0) {
          panels.at(-1)!.children.push(child);
        } else {
          throw new DocgenError('A `:::tabs` block must start with a fenced code block.', {
            file: data.sourceFile,
            line: lineOf(data, child),
            hint: 'Each fenced code block inside `:::tabs` becomes one tab.',
          });
        }
      }
      if (panels.length === 0)
        throw new DocgenError('Empty `:::tabs` block.', {
          file: data.sourceFile,
          line: lineOf(data, node),
          hint: 'Put fenced code blocks inside it, one per tab.',
        });
      Object.assign(node, tabsContent(id, panels));
    });
  };
}

/** The tabs markup (also made for MDX `<Tabs>`, see remark-mdx-components.ts); panel `active` is the one shown first. */
/** `queryKey`: the URL query parameter that names the chosen tab by its `value` (Docusaurus' `queryString`). */
export function tabsContent(
  id: string,
  panels: { label: string; value?: string; children: RootContent[] }[],
  active = 0,
  queryKey?: string,
): { data: ContainerDirective['data']; children: never[] } {
  return {
    data: {
      hName: 'div',
      hProperties: {
        className: ['code-tabs'],
        dataTabs: '',
        ...(queryKey ? { dataQueryKey: queryKey } : {}),
      },
    },
    children: [
      {
        type: 'paragraph',
        data: {
          hName: 'div',
          hProperties: { role: 'tablist', className: ['code-tabs__list'], ariaLabel: 'Code samples' },
        },
        children: panels.map((panel, i) => ({
          type: 'emphasis',
          data: {
            hName: 'button',
            hProperties: {
              type: 'button',
              role: 'tab',
              id: `${id}-tab-${i}`,
              ariaControls: `${id}-panel-${i}`,
              ariaSelected: i === active ? 'true' : 'false',
              tabIndex: i === active ? 0 : -1,
              dataLabel: panel.label,
              ...(queryKey ? { dataValue: panel.value ?? panel.label } : {}),
            },
          },
          children: [{ type: 'text', value: panel.label }],
        })),
      },
      ...panels.map((panel, i) => ({
        type: 'blockquote' as const,
        data: {
          hName: 'div',
          hProperties: {
            role: 'tabpanel',
            className: i === active ? ['code-tabs__panel', 'is-active'] : ['code-tabs__panel'],
            id: `${id}-panel-${i}`,
            ariaLabelledby: `${id}-tab-${i}`,
            dataLabel: panel.label,
          },
        },
        children: panel.children as never[],
      })),
    ] as never[],
  };
}

type Made = { data: { hName: string; hProperties: Record<string, unknown> }; children: Made[] };

/**
 * The markup of `tabsContent` as HTML elements, around panels already rendered: the `<Tabs>` a
 * site's component renders (rehype-mdx-components.ts) is the same tabs as Markdown's.
 */
export function tabsElement(
  id: string,
  panels: { label: string; value?: string; children: ElementContent[] }[],
  active = 0,
  queryKey?: string,
): Element {
  const made = tabsContent(
    id,
    panels.map((panel) => ({ ...panel, children: [] })),
    active,
    queryKey,
  );
  const element = (node: Pick<Made, 'data'>, children: ElementContent[]): Element => ({
    type: 'element',
    tagName: node.data.hName,
    properties: { ...node.data.hProperties } as Element['properties'],
    children,
  });
  const [list, ...boxes] = made.children as unknown as Made[];
  return element(made as unknown as Made, [
    element(
      list!,
      list!.children.map((button, i) => element(button, [{ type: 'text', value: panels[i]!.label }])),
    ),
    ...boxes.map((box, i) => element(box, panels[i]!.children)),
  ]);
}
