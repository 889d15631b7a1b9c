// Registered components (see remark-mdx-components.ts) rendered on the server: the placeholder's
// props and its children (already HTML, as hast) go to the component, and its static markup
// takes the placeholder's place. No script is sent: as with templates, the output is plain HTML.
// React loads with the first page that has a registered component.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { PAGE_LOCATION } from '../docusaurus-shims.ts';
import { docusaurusTabs } from '../docusaurus-tabs.ts';
import type { Highlighter } from '../highlighter.ts';
import type { Components } from '../load-components.ts';
import { componentNamed } from '../component-named.ts';
import { admonitionBox, admonitionName } from './remark-admonitions.ts';
import rehypeHighlightCode from './rehype-highlight-code.ts';
import { tabsElement } from './remark-code-tabs.ts';

export interface ComponentRenderOptions {
  /** The site's registered components, compiled once (load-components.ts). */
  loadComponents?: () => Promise<Components>;
  /** A component that throws while rendering (`onUnknownComponents`): an error, or a warning and its children alone. */
  onUnknownComponent?: 'throw' | 'warn';
  /** Highlights the `<CodeBlock>`s a component renders, as the Markdown's code. */
  highlighter?: Highlighter;
}

/** The elements docgen's theme components leave in a component's markup (docusaurus-shims.ts). */
const THEME_MARKS = new Set(['docgen-tabs', 'docgen-code-block', 'docgen-admonition']);

export default function rehypeMdxComponents({
  loadComponents,
  onUnknownComponent = 'throw',
  highlighter,
}: ComponentRenderOptions) {
  return async (tree: Root, file: VFile) => {
    // `<TOCInline />`: the page's table of contents, known once the headings have their anchors.
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'docgen-toc-inline' || !parent || index === undefined) return;
      const items = file.data.doc!.toc.map((item): Element => ({
        type: 'element',
        tagName: 'li',
        properties: { className: [`toc-inline__level-${item.level}`] },
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: `#${item.id}` },
            children: [{ type: 'text', value: item.text }],
          },
        ],
      }));
      parent.children[index] = {
        type: 'element',
        tagName: 'ul',
        properties: { className: ['toc-inline'] },
        children: items,
      };
    });
    /** The outermost components under `root`: each renders the ones inside it, as MDX does. */
    const outermost = (root: Root | Element) => {
      const found: { node: Element; index: number; parent: Root | Element }[] = [];
      visit(root, 'element', (node, index, parent) => {
        if (node.tagName !== 'docgen-component' || !parent || index === undefined) return;
        found.push({ node, index, parent: parent as Root | Element });
        return SKIP;
      });
      return found;
    };
    const found = outermost(tree);
    if (found.length === 0) return;
    const [components, { createElement }, { Fragment, jsx, jsxs }, { renderToStaticMarkup }] =
      await Promise.all([
        loadComponents?.() ?? ({} as Components),
        import('react'),
        import('react/jsx-runtime'),
        import('react-dom/server'),
      ]);
    /** Its props: data, and markup written as attributes (remark-mdx-components.ts) as React elements. */
    const props = (data: unknown, markup: unknown): Record<string, unknown> => {
      const out = JSON.parse(String(data ?? '{}')) as Record<string, unknown>;
      if (markup === undefined) return out;
      for (const [name, root] of Object.entries(JSON.parse(String(markup)) as Record<string, Root>))
        out[name] = toJsxRuntime(root, { Fragment, jsx, jsxs, passNode: false });
      return out;
    };
    const propsOf = (node: { properties: Element['properties'] }) =>
      props(node.properties.dataProps, node.properties.dataMarkupProps);
    // A component deeper inside another's children (in an element of them).
    const Nested = ({
      'data-component': name,
      'data-props': data,
      'data-markup-props': markup,
      children,
    }: Record<string, unknown>) =>
      createElement(componentNamed(components, String(name)), props(data, markup), children as never);
    /**
     * A component's children as MDX gives them: a component among them is an element of its type
     * (TypeORM's `<DatabaseTabs>` checks that each child is a `<DatabaseTab>`), and the line
     * breaks between blocks are no children.
     */
    const childrenOf = (nodes: readonly ElementContent[]): unknown[] =>
      nodes.flatMap((child): unknown[] => {
        if (child.type === 'text') return /^\s*\n\s*$/.test(child.value) ? [] : [child.value];
        if (child.type === 'element' && child.tagName === 'docgen-component')
          return [
            createElement(
              componentNamed(components, String(child.properties.dataComponent)),
              propsOf(child),
              ...(childrenOf(child.children) as never[]),
            ),
          ];
        return [
          toJsxRuntime(child.type === 'element' ? child : { type: 'root', children: [child] }, {
            Fragment,
            jsx,
            jsxs,
            passNode: false,
            components: { 'docgen-component': Nested as never },
          }),
        ];
      });
    const data = file.data.doc!;
    const warned = new Set<string>();
    const tabGroups = new Set<Element>();
    const renderedRaw = new Set<object>();
    const render = (list: typeof found) => {
      // Last first: a component left out puts its children in its place.
      for (const { node, index, parent } of list.reverse()) {
        const name = String(node.properties.dataComponent);
        const at = JSON.parse(String(node.properties.dataAt ?? 'null')) as {
          file: string;
          line: number;
        } | null;
        let html: string;
        let themed: Root | undefined;
        try {
          // `useLocation()` of @docusaurus/router: this page (the render is synchronous).
          (globalThis as Record<symbol, unknown>)[PAGE_LOCATION] = data.route;
          html = renderToStaticMarkup(
            createElement(
              componentNamed(components, name),
              propsOf(node),
              ...(childrenOf(node.children) as never[]),
            ),
          );
          if (html.includes('<docgen-')) themed = themeMarkup(html, tabGroups, highlighter);
        } catch (error) {
          const message = `The component <${name}> threw while rendering: ${(error as Error).message}`;
          const where = { file: at?.file ?? data.sourceFile, line: at?.line };
          const hint =
            'Registered components render on the server, once, with their props and their children: no browser APIs (window, document) while rendering.';
          if (onUnknownComponent === 'throw')
            throw new DocgenError(message, {
              ...where,
              hint: `${hint} To build the pages without it meanwhile, set \`onUnknownComponents: 'warn'\` in docgen.config.ts.`,
            });
          // As an unknown component: the page without it, its children kept (each component among them rendered).
          if (!warned.has(name))
            data.warnings.push(
              new DocgenError(`${message} It is left out (\`onUnknownComponents: 'warn'\`).`, {
                ...where,
                hint,
              }),
            );
          warned.add(name);
          const kept: Root = { type: 'root', children: node.children };
          render(outermost(kept));
          parent.children.splice(index, 1, ...(kept.children as ElementContent[]));
          continue;
        }
        if (themed) parent.children.splice(index, 1, ...(themed.children as ElementContent[]));
        else {
          const raw = { type: 'raw', value: html } as const;
          parent.children[index] = raw;
          renderedRaw.add(raw);
        }
      }
    };
    render(found);
    // The tabs the components drew, numbered in the page's order: their tabs and panels (not
    // what the panels hold) take the group's id.
    let group = 0;
    visit(tree, 'element', (node) => {
      if (!tabGroups.has(node)) return;
      const id = `component-tabs-${++group}`;
      const [list, ...panels] = node.children as Element[];
      for (const part of [...(list?.children as Element[]), ...panels])
        for (const key of ['id', 'ariaControls', 'ariaLabelledby']) {
          const value = part.properties[key];
          if (typeof value === 'string') part.properties[key] = value.replace(/^component-tabs-0/, id);
        }
    });
    // The ids the components drew are anchors of the page too (Home Assistant's `<ApiEndpoint>`
    // is `<details id="get-api-config">`, which its pages link to): without them, every link to
    // one was reported as a broken anchor.
    const anchors = new Set(data.anchors);
    const add = (id: string) => {
      if (id === '' || anchors.has(id)) return;
      anchors.add(id);
      data.anchors.push(id);
    };
    visit(tree, (node) => {
      if (node.type === 'element') {
        const id = (node as Element).properties.id;
        if (typeof id === 'string') add(id);
      } else if (renderedRaw.has(node))
        for (const id of markupIds((node as { value: string }).value)) add(id);
    });
  };
}

/** React's escapes in attribute values (react-dom/server's escapeTextForBrowser), undone. */
const REACT_ESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/**
 * The `id`s in markup React rendered. React escapes every `"` of text and attribute values, so
 * ` id="` begins an id attribute and nothing else.
 */
export function markupIds(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^\s>/]*(?:\s[^>]*?)?\sid="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => REACT_ESCAPES[name]!),
  );
}

/**
 * The marks docgen's `@theme/Tabs`, `@theme/CodeBlock` and `@theme/Admonition` (docusaurus-shims.ts)
 * leave in a component's markup, made into docgen's tabs, highlighted code blocks and admonitions. A `<Tabs>` without
 * items throws, as Docusaurus' does.
 */
function themeMarkup(html: string, tabGroups: Set<Element>, highlighter: Highlighter | undefined): Root {
  const tree = fromHtml(html, { fragment: true });
  const propsOf = (node: Element) =>
    JSON.parse(String(node.properties.dataProps ?? '{}')) as Record<string, unknown>;
  const marks: { node: Element; index: number; parent: Root | Element }[] = [];
  visit(tree, 'element', (node, index, parent) => {
    if (THEME_MARKS.has(node.tagName) && parent && index !== undefined)
      marks.push({ node, index, parent: parent as Root | Element });
  });
  // Innermost first: a tab's panel may hold code blocks and tabs.
  for (const { node, index, parent } of marks.reverse()) {
    const attrs = propsOf(node);
    if (node.tagName === 'docgen-code-block') {
      const meta = [
        typeof attrs.title === 'string' ? `title="${attrs.title.replaceAll('"', "'")}"` : '',
        typeof attrs.showLineNumbers === 'number'
          ? `showLineNumbers=${attrs.showLineNumbers}`
          : attrs.showLineNumbers
            ? 'showLineNumbers'
            : '',
        typeof attrs.metastring === 'string' ? attrs.metastring : '',
      ]
        .filter(Boolean)
        .join(' ');
      const code: Element = {
        type: 'element',
        tagName: 'code',
        properties: typeof attrs.language === 'string' ? { className: [`language-${attrs.language}`] } : {},
        children: [{ type: 'text', value: toString(node).replace(/^\n+|\s+$/g, '') }],
        data: { meta: meta || undefined } as Element['data'],
      };
      const block: Root = {
        type: 'root',
        children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }],
      };
      if (highlighter) rehypeHighlightCode({ highlighter })(block);
      parent.children.splice(index, 1, ...(block.children as ElementContent[]));
      continue;
    }
    if (node.tagName === 'docgen-admonition') {
      const box = admonitionBox(admonitionName(String(attrs.type ?? 'note')));
      const part = (tagName: string) =>
        node.children.find((c): c is Element => c.type === 'element' && c.tagName === tagName)?.children;
      parent.children[index] = {
        type: 'element',
        tagName: 'aside',
        properties: { className: box.className },
        children: [
          {
            type: 'element',
            tagName: 'p',
            properties: { className: ['admonition-title'] },
            children: part('docgen-admonition-title') ?? [{ type: 'text', value: box.title }],
          },
          ...(part('docgen-admonition-body') ?? []),
        ],
      };
      continue;
    }
    const elements = (of: Element, tagName: string) =>
      of.children.filter((c): c is Element => c.type === 'element' && c.tagName === tagName);
    // A label's text as written; an image's alt text when it has none (TypeORM's database icons).
    const labelOf = (label: Element) => {
      const text = toString(label);
      const alt = elements(label, 'img')
        .map((img) => String(img.properties.alt ?? ''))
        .join(' ')
        .trim();
      return text.trim() || !alt ? text : alt;
    };
    attrs.values = elements(node, 'docgen-tab-value').map((value) => ({
      value: value.properties.dataValue === undefined ? undefined : String(value.properties.dataValue),
      label: labelOf(value) || undefined,
    }));
    const read = docusaurusTabs(
      attrs,
      elements(node, 'docgen-tab-item').map((item) => {
        const own = propsOf(item);
        if (own.value !== undefined) own.value = String(own.value);
        const label = elements(item, 'docgen-tab-label')[0];
        if (label) own.label = labelOf(label);
        return { props: own, children: elements(item, 'docgen-tab-panel')[0]?.children ?? [] };
      }),
    );
    if ('message' in read) throw new Error(`${read.message} ${read.hint}`);
    // Numbered once the page's components have all rendered (above).
    const tabs = tabsElement('component-tabs-0', read.panels, read.active, read.queryKey);
    tabGroups.add(tabs);
    parent.children[index] = tabs;
  }
  return tree;
}
