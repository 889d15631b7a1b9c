// JSON pointer → line in a YAML (or JSON) file. Line numbers need the `yaml` package's document
// model, which is 5 times slower to build than js-yaml's plain data: it is built only when a
// message first needs a line.
import YAML, { LineCounter, isMap, isNode, isScalar, isSeq, type Document as YamlDocument } from 'yaml';

export function lineFinder(text: string): (pointer: string) => number | undefined {
  let located: { doc: YamlDocument; lines: LineCounter } | undefined;
  return (pointer) => {
    if (!located) {
      const lines = new LineCounter();
      located = { doc: YAML.parseDocument(text, { lineCounter: lines, uniqueKeys: true }), lines };
    }
    return lineOfPointer(located.doc, located.lines, pointer);
  };
}

function lineOfPointer(doc: YamlDocument, lines: LineCounter, pointer: string): number | undefined {
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  // Walk key by key: `200` is a key in a mapping (responses) and an index in a sequence.
  let node: unknown = doc.contents;
  let line = isNode(node) && node.range ? lines.linePos(node.range[0]).line : undefined;
  for (const key of keys) {
    const child = isSeq(node) ? node.get(Number(key), true) : isMap(node) ? node.get(key, true) : undefined;
    if (!isNode(child)) {
      // A scalar value: its key's line.
      const pair = isMap(node) ? node.items.find((p) => isScalar(p.key) && String(p.key.value) === key) : undefined;
      if (pair && isNode(pair.key) && pair.key.range) line = lines.linePos(pair.key.range[0]).line;
      break;
    }
    node = child;
    if (child.range) line = lines.linePos(child.range[0]).line;
  }
  return line;
}
