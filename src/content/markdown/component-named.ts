// Which registered component a page's tag names: the rehype stage renders it by this lookup.
import type { ComponentType } from 'react';
import type { Components } from './load-components.ts';

/**
 * The component a page names: `Note`, or `Links.Home` (a component held by the registered object
 * `Links`, as Reselect's `InternalLinks` is). Own properties only: `Links.constructor` is no
 * component. A name that leads nowhere throws, for the render's warning or error to say so.
 */
export function componentNamed(components: Components, name: string): ComponentType<Record<string, unknown>> {
  const [head = '', ...path] = name.split('.');
  let value: unknown = Object.hasOwn(components, head) ? components[head] : undefined;
  for (const [i, key] of path.entries()) {
    if (
      value === null ||
      (typeof value !== 'object' && typeof value !== 'function') ||
      !Object.hasOwn(value, key)
    )
      throw new Error(`${[head, ...path.slice(0, i)].join('.')} has no property ${key}`);
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value))
    return value as ComponentType<Record<string, unknown>>;
  throw new Error(`${name} is not a component (${value === null ? 'null' : typeof value})`);
}
