// The value of an MDX attribute or expression when it is a plain literal (`{2}`, `{'a'}`,
// `{[{ label: 'npm', value: 'npm' }]}`, `` {`code`} ``): docgen renders MDX without running it, so
// anything else (a variable, a call) has no value here.
import type { Expression, Node, Program } from 'estree';

export function literalOf(program: Program | undefined | null): unknown {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? evaluate(statement.expression) : undefined;
}

/** True when the expression holds nothing but comments (`{/* … *\/}`). */
export function isEmptyExpression(program: Program | undefined | null): boolean {
  return !program || program.body.length === 0;
}

function evaluate(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node ? undefined : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') : undefined;
    case 'UnaryExpression': {
      const value = evaluate(node.argument);
      return node.operator === '-' && typeof value === 'number' ? -value : node.operator === '!' ? !value : undefined;
    }
    case 'ArrayExpression':
      return node.elements.map((element) => (element && element.type !== 'SpreadElement' ? evaluate(element) : undefined));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        if (key !== undefined) out[key] = evaluate(property.value as Expression);
      }
      return out;
    }
    default:
      return undefined;
  }
}
