// Markup written as an attribute's value (`<InternalLinks.Selector text={<b>Selector Function</b>} />`,
// Reselect's): docgen runs no JSX, but HTML elements with text and literal attributes are markup it
// can give a registered component as a prop. Made into hast here, sanitised by the caller with the
// raw-HTML schema; anything else (a component, code) is undefined: the caller warns.
import type { Expression, JSXElement, JSXFragment, Node as EstreeNode, Program } from 'estree-jsx';
import type { ElementContent, Properties, Root } from 'hast';
import { find, html } from 'property-information';
import { literalOf, type Scope } from './mdx-literal.ts';

/** The attribute's expression as hast when it is HTML elements, text and literals only; else undefined. */
export function jsxAttributeMarkup(program: Program | undefined | null, scope: Scope): Root | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression as EstreeNode;
  if (expression.type !== 'JSXElement' && expression.type !== 'JSXFragment') return undefined;
  const children = markup(expression, scope);
  return children && { type: 'root', children };
}

function markup(node: JSXElement | JSXFragment, scope: Scope): ElementContent[] | undefined {
  const children = childrenOf(node.children, scope);
  if (!children || node.type === 'JSXFragment') return children;
  const name = node.openingElement.name;
  // `<Link>` or `<a.b>`: a component, code docgen does not run.
  // An `<iframe>` follows the site's embed rules (html-embeds.ts), checked where pages write them.
  if (name.type !== 'JSXIdentifier' || !/^[a-z][a-z0-9-]*$/.test(name.name) || name.name === 'iframe')
    return undefined;
  const properties: Properties = {};
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') return undefined;
    const value =
      attribute.value === null
        ? true
        : attribute.value.type === 'Literal'
          ? attribute.value.value
          : attribute.value.type === 'JSXExpressionContainer' &&
              attribute.value.expression.type !== 'JSXEmptyExpression'
            ? valueOf(attribute.value.expression, scope)
            : undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return undefined;
    const property = find(html, attribute.name.name).property;
    properties[property] = property === 'className' && typeof value === 'string' ? value.split(/\s+/) : value;
  }
  return [{ type: 'element', tagName: name.name, properties, children }];
}

function childrenOf(
  list: (JSXElement | JSXFragment)['children'],
  scope: Scope,
): ElementContent[] | undefined {
  const out: ElementContent[] = [];
  for (const child of list) {
    if (child.type === 'JSXText') {
      const text = jsxText(child.value);
      if (text) out.push({ type: 'text', value: text });
    } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') {
      const made = markup(child, scope);
      if (!made) return undefined;
      out.push(...made);
    } else if (child.type === 'JSXExpressionContainer') {
      if (child.expression.type === 'JSXEmptyExpression') continue; // a comment
      const value = valueOf(child.expression, scope);
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
      out.push({ type: 'text', value: String(value) });
    } else return undefined;
  }
  return out;
}

function valueOf(expression: Expression, scope: Scope): unknown {
  return literalOf(
    { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] },
    scope,
  );
}

/** JSX text as React reads it: each line trimmed where it meets a line break, blank lines dropped, the rest joined by a space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\r|\n/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, i) => {
      let text = line;
      if (i > 0) text = text.replace(/^[ \t]+/, '');
      if (i < lines.length - 1) text = text.replace(/[ \t]+$/, '');
      return text;
    })
    .filter(Boolean)
    .join(' ');
}
