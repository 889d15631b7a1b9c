// Where each object of a dereferenced document was written: dereferencing shares one object
// between every place that `$ref`s it, so a shared schema's pointer is its definition under
// `components` (walked first), not the first operation that uses it. For messages only.
import { escapePointer, type OpenApiDocument } from '../document.ts';

export function pointerIndex(document: OpenApiDocument): WeakMap<object, string> {
  const index = new WeakMap<object, string>();
  const visited = new WeakSet<object>();
  const walk = (value: unknown, pointer: string) => {
    if (!value || typeof value !== 'object' || visited.has(value)) return;
    visited.add(value);
    if (!index.has(value)) index.set(value, pointer);
    for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${escapePointer(key)}`);
  };
  // Each component by its own name first: `Pet.oneOf[0]` is `Dog`, and is named so.
  for (const [section, entries] of Object.entries<Record<string, unknown>>(document.components ?? {})) {
    for (const [name, value] of Object.entries(entries ?? {})) {
      if (value && typeof value === 'object' && !index.has(value))
        index.set(value, `/components/${escapePointer(section)}/${escapePointer(name)}`);
    }
  }
  // An explicit stack would be needed for documents nested deeper than the call stack allows;
  // the loader refuses those before this runs.
  walk(document.components, '/components');
  walk(document, '');
  return index;
}
