// "On this page": a sticky column on desktop (default export, rendered into the TOC slot) and a
// collapsible block at the top of the content on mobile (TocMobile, rendered by PageFrame).
// Items are nested by level so the list structure matches the heading outline.
import type { TocItem } from '../../src/types.ts';

export default function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page" data-toc>
      <p className="toc__title">On this page</p>
      <TocList items={items} />
    </nav>
  );
}

/** `className`: another place's class beside `toc-mobile` (an operation page's, under its title). */
export function TocMobile({ items, className }: { items: TocItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <details className={className ? `toc-mobile ${className}` : 'toc-mobile'} data-toc-mobile>
      <summary>On this page</summary>
      <TocList items={items} />
    </details>
  );
}

interface TocNode extends TocItem {
  children: TocNode[];
}

function nest(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].level >= item.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ items }: { items: TocItem[] }) {
  return <Nodes nodes={nest(items)} />;
}

function Nodes({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="toc__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <a className="toc__link" href={`#${node.id}`}>
            {node.text}
          </a>
          {node.children.length > 0 && <Nodes nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
