// How many values a spec becomes once its `$ref`s are replaced by what they point at, counted
// without replacing them (linear in the spec). The dereferencer (json-schema-ref-parser with
// `circular: 'ignore'`, here and in @readme/openapi-parser's validation) walks every path through
// schemas that share one another without a cycle, and the validator checks each shared object
// once per path: seven levels of a schema holding eight references to the next cost 2 s and 4 s,
// and each further level eight times more. A spec past the limit is an error at once, naming its
// largest component, instead of a build that runs for hours on a few kilobytes.
//
// The count follows the dereferencer: a `$ref` whose target reaches a cycle stays a `$ref` (one
// value); any other is replaced by its target, walked again wherever it is reached.
import { DocgenError, visible } from '../../errors.ts';
import { resolveLocalRef, escapePointer, type OpenApiDocument } from '../document.ts';
import type { SpecPlaces } from './spec-lines.ts';

/**
 * Far above real specs (GitHub's REST description: 2 million values, Kubernetes' 3.5 million,
 * Microsoft Graph's 16 million, its beta's 56 million), about three minutes of the parser's walk.
 */
export const MAX_EXPANDED_VALUES = 300_000_000;

export interface Expansion {
  /** The values of the whole document, dereferenced. */
  total: number;
  /** The component (`#/components/<kind>/<name>`, `#/definitions/<name>`) that expands most. */
  largest?: { pointer: string; size: number };
}

type Obj = Record<string, unknown>;
type Edge = { ref: boolean; to: Obj | undefined };

const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object';
const isRef = (v: Obj) => typeof v.$ref === 'string';

export function refExpansion(document: OpenApiDocument): Expansion {
  /** A `$ref`'s target, following `$ref` to `$ref` (a chain that loops resolves to nothing). */
  const targetOf = (ref: Obj): Obj | undefined => {
    const seen = new Set<Obj>();
    let at: Obj | undefined = ref;
    while (at && isRef(at)) {
      if (seen.has(at)) return undefined;
      seen.add(at);
      at = resolveLocalRef(document, at.$ref as string);
    }
    return at;
  };
  const edgesOf = (node: Obj): { edges: Edge[]; leaves: number } => {
    const edges: Edge[] = [];
    let leaves = 0;
    for (const value of Object.values(node)) {
      if (!isObject(value)) leaves++;
      else if (isRef(value)) edges.push({ ref: true, to: targetOf(value) });
      else edges.push({ ref: false, to: value });
    }
    return { edges, leaves };
  };

  // One depth-first walk (an explicit stack: specs nest deeper than the call stack allows). A node
  // reaches a cycle when its walk meets a node still on the stack, or a node that reaches one.
  const size = new Map<Obj, number>();
  const reachesCycle = new Set<Obj>();
  const onStack = new Set<Obj>();
  interface Frame {
    node: Obj;
    edges: Edge[];
    next: number;
    size: number;
  }
  const stack: Frame[] = [];
  const enter = (node: Obj) => {
    const { edges, leaves } = edgesOf(node);
    onStack.add(node);
    stack.push({ node, edges, next: 0, size: 1 + leaves });
  };
  if (isObject(document)) enter(document);
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.edges.length) {
      const { ref, to } = frame.edges[frame.next];
      if (!to) {
        frame.size += 1; // a `$ref` to nothing stays as written
        frame.next++;
      } else if (onStack.has(to)) {
        reachesCycle.add(frame.node);
        frame.size += 1; // left as a `$ref` (or skipped: an object inside itself)
        frame.next++;
      } else if (size.has(to)) {
        if (reachesCycle.has(to)) reachesCycle.add(frame.node);
        frame.size += ref && reachesCycle.has(to) ? 1 : size.get(to)!;
        frame.next++;
      } else enter(to); // counted when it is done (the edge is looked at again)
      continue;
    }
    stack.pop();
    onStack.delete(frame.node);
    size.set(frame.node, frame.size);
  }

  let largest: Expansion['largest'];
  const consider = (pointer: string, value: unknown) => {
    if (!isObject(value)) return;
    const n = isRef(value) ? 1 : (size.get(value) ?? 1);
    if (!largest || n > largest.size) largest = { pointer, size: n };
  };
  const components = isObject(document.components) ? document.components : {};
  for (const [kind, group] of Object.entries(components))
    if (isObject(group))
      for (const [name, value] of Object.entries(group))
        consider(`#/components/${escapePointer(kind)}/${escapePointer(name)}`, value);
  if (isObject(document.definitions))
    for (const [name, value] of Object.entries(document.definitions))
      consider(`#/definitions/${escapePointer(name)}`, value);
  return { total: isObject(document) ? (size.get(document) ?? 1) : 1, ...(largest && { largest }) };
}

/** Stops a spec whose `$ref`s expand past MAX_EXPANDED_VALUES (see above), before it is walked. */
export function assertRefExpansion(
  document: OpenApiDocument,
  { file, lineOf, filePointer }: SpecPlaces,
  limit = MAX_EXPANDED_VALUES,
): void {
  const { total, largest } = refExpansion(document);
  if (total <= limit) return;
  const shown = largest && filePointer(largest.pointer.slice(1));
  const about = (n: number) => (n >= 1e15 ? n.toExponential(1) : Math.round(n).toLocaleString('en-US'));
  throw new DocgenError(
    `The spec's $refs expand to about ${about(total)} values once each is replaced by what it points at: more than docgen reads (${about(limit)}).`,
    {
      file,
      ...(largest && { pointer: shown, line: lineOf(largest.pointer.slice(1)) }),
      hint: `${largest ? `${visible(shown!)} alone expands to about ${about(largest.size)} values: ` : ''}schemas that share one another over many levels without a cycle are walked once for each path through them by the OpenAPI parser and validator. Make a shared level one schema that refers to itself, or split the spec.`,
    },
  );
}
