// The value of an MDX attribute or expression when it is a plain literal (`{2}`, `{'a'}`,
// `{[{ label: 'npm', value: 'npm' }]}`, `` {`code ${name}`} ``, `{['a', 'b'].join('\n')}`):
// docgen renders MDX without running it, so anything else (another call, an operator) has no
// value here. A `scope` gives names their values: the data a page imports from a module of the
// site (data-modules.ts), read as `constants.platforms`, a partial's `props`, and the two helpers
// Docusaurus pages call in attributes, `useBaseUrl('img/a.png')` (BaseUrlHelper) and
// `require('./a.png').default` (RequireHelper).
import type { Expression, Node, Program } from 'estree';
import { withBase } from '../../shared/output-layout.ts';

export function literalOf(program: Program | undefined | null, scope: Scope = {}): unknown {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? evaluate(statement.expression, scope) : undefined;
}

/** Names a page imported from modules of the site → their (data) values. */
export type Scope = Record<string, unknown>;

/** True when the expression holds nothing but comments (`{/* … *\/}`). */
export function isEmptyExpression(program: Program | undefined | null): boolean {
  return !program || program.body.length === 0;
}

function evaluate(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'Identifier':
      return Object.hasOwn(scope, node.name) ? data(scope[node.name]) : undefined;
    case 'MemberExpression': {
      const object = evaluate(node.object, scope);
      const key = node.computed
        ? evaluate(node.property, scope)
        : node.property.type === 'Identifier'
          ? node.property.name
          : undefined;
      if (
        object === null ||
        typeof object !== 'object' ||
        (typeof key !== 'string' && typeof key !== 'number')
      )
        return undefined;
      return Object.hasOwn(object, key) ? data((object as Record<string, unknown>)[key]) : undefined;
    }
    case 'Literal':
      return 'regex' in node ? undefined : node.value;
    case 'CallExpression': {
      const { callee } = node;
      // `[…lines].join('\n')`, the way pages build a code block's text line by line.
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'join' &&
        node.arguments.length <= 1
      ) {
        const list = evaluate(callee.object, scope);
        const separator = node.arguments[0] ? evaluate(node.arguments[0], scope) : ',';
        return Array.isArray(list) &&
          typeof separator === 'string' &&
          list.every((item) => typeof item === 'string' || typeof item === 'number')
          ? list.join(separator)
          : undefined;
      }
      // Otherwise only a helper docgen knows, with a literal path.
      const helper =
        callee.type === 'Identifier' && Object.hasOwn(scope, callee.name) ? scope[callee.name] : undefined;
      const url = node.arguments[0] && evaluate(node.arguments[0], scope);
      if (typeof url !== 'string') return undefined;
      if (helper instanceof BaseUrlHelper) return helper.resolve(url);
      if (helper instanceof RequireHelper) {
        const resolved = helper.resolve(url, node.loc?.start.line);
        return resolved === undefined ? undefined : { default: resolved };
      }
      return undefined;
    }
    case 'TemplateLiteral': {
      // `${props.sectionName}: {`: each placeholder a string or number docgen knows.
      let text = node.quasis[0]?.value.cooked ?? node.quasis[0]?.value.raw ?? '';
      for (const [i, expression] of node.expressions.entries()) {
        const value = evaluate(expression, scope);
        if (typeof value !== 'string' && typeof value !== 'number') return undefined;
        text += String(value) + (node.quasis[i + 1]?.value.cooked ?? node.quasis[i + 1]?.value.raw ?? '');
      }
      return text;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument, scope);
      return node.operator === '-' && typeof value === 'number'
        ? -value
        : node.operator === '!'
          ? !value
          : undefined;
    }
    case 'ArrayExpression':
      return node.elements.map((element) =>
        element && element.type !== 'SpreadElement' ? evaluate(element, scope) : undefined,
      );
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key !== undefined) out[key] = evaluate(property.value as Expression, scope);
      }
      return out;
    }
    default:
      return undefined;
  }
}

/**
 * `@docusaurus/useBaseUrl`'s default export, the one function a page may call in an attribute
 * (with a literal argument; no other code runs): a path of the site's root → that path below the
 * base URL; a full URL or `#anchor` as written. Its options (`{ absolute: true }`) are left out.
 */
export class BaseUrlHelper {
  constructor(readonly baseUrl: string) {}
  resolve(url: string): string {
    return /^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url) ? url : withBase(this.baseUrl, url.replace(/^\/+/, ''));
  }
}

/**
 * `require('./diagram.png').default` and `require('@site/static/img/a.png').default`, the way
 * Docusaurus pages name an image file in an attribute: the file becomes an asset of the page
 * (`resolve`: its URL, or undefined for a module docgen does not serve, e.g. a package).
 */
export class RequireHelper {
  constructor(readonly resolve: (spec: string, line: number | undefined) => string | undefined) {}
}

/** The modules whose default export is a BaseUrlHelper (see above). */
export const BASE_URL_MODULES: ReadonlySet<string> = new Set(['@docusaurus/useBaseUrl']);

/** Data only: a function (a component, a helper) has no value without running it. */
function data(value: unknown): unknown {
  return typeof value === 'function' || value instanceof BaseUrlHelper || value instanceof RequireHelper
    ? undefined
    : value;
}
