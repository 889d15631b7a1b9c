// JSON pointer → line in a YAML (or JSON) file. Line numbers need the `yaml` package's document
// model, which is 5 times slower to build than js-yaml's plain data: it is built only when a
// message first needs a line.
import { jsonLocator, type JsonLocator } from './json-locator.ts';
import YAML, { LineCounter, isMap, isNode, isScalar, isSeq, type Document as YamlDocument } from 'yaml';

export function lineFinder(text: string): (pointer: string) => number | undefined {
  return locator(text).line;
}

export interface Locator {
  /** The line of the value at `pointer` (or of its nearest ancestor that exists). */
  line(pointer: string): number | undefined;
  /** The file line of line `n` (1-based) of the string at `pointer`, e.g. a link in a description. */
  textLine(pointer: string, n: number): number | undefined;
}

export function locator(text: string): Locator {
  const yaml = yamlLocator(text);
  if (!text.trimStart().startsWith('{')) return yaml;
  // JSON: found by scanning the text (json-locator.ts); YAML's model only if the scan fails.
  let json: JsonLocator | undefined = jsonLocator(text);
  const inJson = (pointer: string) => {
    try {
      return json?.line(pointer);
    } catch {
      json = undefined; // not strict JSON after all (YAML flow style, comments)
      return undefined;
    }
  };
  return {
    line: (pointer) => inJson(pointer) ?? yaml.line(pointer),
    // A JSON string is written on one line, whatever lines its text holds.
    textLine: (pointer, n) => inJson(pointer) ?? yaml.textLine(pointer, n),
  };
}

function yamlLocator(text: string): Locator {
  let located: { doc: YamlDocument; lines: LineCounter } | undefined;
  const load = () => {
    if (!located) {
      const lines = new LineCounter();
      located = { doc: YAML.parseDocument(text, { lineCounter: lines, uniqueKeys: true }), lines };
    }
    return located;
  };
  return {
    line: (pointer) => {
      const { line, keyLine } = walk(load().doc, load().lines, pointer);
      return keyLine ?? line;
    },
    textLine(pointer, n) {
      const { doc, lines } = load();
      const { node, line } = walk(doc, lines, pointer);
      if (line === undefined || !isScalar(node)) return line;
      // A block scalar (`description: |`) starts on the line after its indicator; a quoted string
      // written on one line (JSON's `"…\n…"`) holds all its lines on that one.
      if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') return line + n;
      const source = node.range ? text.slice(node.range[0], node.range[1]) : '';
      return source.includes('\n') ? line + n - 1 : line;
    },
  };
}

function keysOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The node at `pointer` (if it exists) and the line of it, or of its nearest ancestor that
 * exists. A pointer into the dereferenced document may pass through a `$ref`: it is followed
 * where the file has one, so the line is where the value is written. `keyLine`: the line of the
 * key that names the value, where a message points (a block mapping's value starts a line lower,
 * at its first key: `definitions:` on line 10 was reported at 11).
 */
function walk(
  doc: YamlDocument,
  lines: LineCounter,
  pointer: string,
  depth = 0,
): { node?: unknown; line?: number; keyLine?: number } {
  // Key by key: `200` is a key in a mapping (responses) and an index in a sequence.
  let node: unknown = doc.contents;
  let line = isNode(node) && node.range ? lines.linePos(node.range[0]).line : undefined;
  let keyLine: number | undefined;
  for (const key of keysOf(pointer)) {
    let parent = node;
    let child = isSeq(node) ? node.get(Number(key), true) : isMap(node) ? node.get(key, true) : undefined;
    const ref = isMap(node) ? node.get('$ref') : undefined;
    if (!isNode(child) && typeof ref === 'string' && ref.startsWith('#/') && depth < 32) {
      parent = walk(doc, lines, ref.slice(1), depth + 1).node;
      child = isSeq(parent)
        ? parent.get(Number(key), true)
        : isMap(parent)
          ? parent.get(key, true)
          : undefined;
    }
    if (!isNode(child)) return { line, keyLine };
    node = child;
    if (child.range) line = lines.linePos(child.range[0]).line;
    const named = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key)?.key
      : undefined;
    keyLine = isScalar(named) && named.range ? lines.linePos(named.range[0]).line : undefined;
  }
  return { node, line, keyLine };
}
