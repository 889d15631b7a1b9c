// The value of an MDX attribute or expression when it is a plain literal (`{2}`, `{'a'}`,
// `{[{ label: 'npm', value: 'npm' }]}`, `` {`code`} ``): docgen renders MDX without running it, so
// anything else (a call, an operator) has no value here. A `scope` gives names their values: the
// data a page imports from a module of the site (data-modules.ts), read as `constants.platforms`,
// and the two helpers Docusaurus pages call in attributes, `useBaseUrl('img/a.png')` (BaseUrlHelper)
// and `require('./a.png').default` (RequireHelper).
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
      // Only a helper docgen knows, with a literal path.
      const { callee } = node;
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
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('')
        : undefined;
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
