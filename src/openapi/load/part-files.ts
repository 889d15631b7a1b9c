// Where a multi-file spec writes a value. The bundled document docgen works on holds the parts of
// every file in one tree, so its pointers (`/paths/~1about/get/responses/200/…`) name no file. To
// place a message, the pointer is walked through the files as written: at a key the file does not
// have, a `$ref` to another file (`paths/about.yaml`, `../schemas/pet.yaml#/Pet`) is followed into
// that file, and the walk goes on there. The answer is the file that writes the value, the pointer
// inside it and its line. For messages only: a file is read and parsed when a message first needs
// a place in it, and only files inside the site are read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML, { LineCounter, isMap, isNode, isScalar, isSeq, type Document as YamlDocument } from 'yaml';
import { escapePointer } from '../document.ts';

/** A place in a spec's files: the file (relative to the site), the line, the pointer there (`#/…`). */
export interface Place {
  file: string;
  line?: number;
  pointer: string;
}

/** A `$ref` whose value does not start with `#`: a reference to another file. */
const FILE_REF = /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"'#]/;

/** Does this spec text refer to other files (then its places are looked up by `partPlaces`)? */
export function refersToFiles(text: string): boolean {
  return FILE_REF.test(text);
}

interface Part {
  source: string;
  doc: YamlDocument;
  lines: LineCounter;
}

/** Where the walk is: a file, a node in it, the keys that lead there and the node's line. */
interface At {
  file: string;
  node: unknown;
  keys: string[];
  line?: number;
}

/** How many `$ref`s one step may cross before the walk gives up (a loop of references). */
const MAX_HOPS = 32;

/**
 * `file` is the spec as the config names it (relative to `root`); `text` its text, already read.
 * The function returned places a pointer of the bundled document in the file that writes it, or
 * at the nearest place above it that the files have. With `n`, the place of line `n` (1-based) of
 * the text written there (a description's link, its HTML): a line of that file.
 */
export function partPlaces(root: string, file: string, text: string): (pointer: string, n?: number) => Place {
  const parts = new Map<string, Part | undefined>();
  const top = path.resolve(root);
  const open = (name: string): Part | undefined => {
    if (parts.has(name)) return parts.get(name);
    let part: Part | undefined;
    const absolute = path.resolve(top, name);
    if (name === file || absolute.startsWith(top + path.sep)) {
      try {
        const source = name === file ? text : readFileSync(absolute, 'utf8');
        const lines = new LineCounter();
        part = { source, doc: YAML.parseDocument(source, { lineCounter: lines }), lines };
      } catch {
        part = undefined; // gone or unreadable since the build read it: the place stays at the `$ref`
      }
    }
    parts.set(name, part);
    return part;
  };
  const lineOf = (part: Part | undefined, node: unknown) =>
    part && isNode(node) && node.range ? part.lines.linePos(node.range[0]).line : undefined;

  /** Where `ref`, written in `from`, leads: its file's root or the place its fragment names. */
  const follow = (ref: string, from: string, depth: number): At | undefined => {
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    let fragment: string;
    let name = from;
    try {
      fragment = decodeURIComponent(hash < 0 ? '' : ref.slice(hash + 1));
      if (filePart)
        name = path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURIComponent(filePart)));
    } catch {
      return undefined; // not a URI reference (a lone `%`): the bundler could not have read it either
    }
    const part = open(name);
    if (!part) return undefined;
    const start: At = {
      file: name,
      node: part.doc.contents,
      keys: [],
      line: lineOf(part, part.doc.contents),
    };
    const reached = descend(start, keysOf(fragment), depth + 1);
    // A fragment the file does not have: no place to name in it.
    return reached.keys.length === keysOf(fragment).length ? reached : undefined;
  };

  /** Key by key from `at`, crossing `$ref`s where the file does not have the key itself. */
  const descend = (at: At, keys: string[], depth: number): At => {
    if (depth > MAX_HOPS) return at;
    for (const key of keys) {
      let here = at;
      let child = childOf(here.node, key);
      for (let hops = 0; !isNode(child) && hops < MAX_HOPS; hops++) {
        const ref = isMap(here.node) ? here.node.get('$ref') : undefined;
        const next = typeof ref === 'string' ? follow(ref, here.file, depth) : undefined;
        if (!next) break;
        here = next;
        child = childOf(here.node, key);
      }
      if (!isNode(child)) return at;
      at = {
        file: here.file,
        node: child,
        keys: [...here.keys, key],
        line: lineOf(open(here.file), child) ?? here.line,
      };
    }
    return at;
  };

  return (pointer, n) => {
    const entry = open(file);
    const start: At = { file, node: entry?.doc.contents, keys: [], line: lineOf(entry, entry?.doc.contents) };
    const reached = descend(start, keysOf(pointer), 0);
    // The value itself is another file's (`schema: { $ref: ./pet.yaml }`): that file writes it,
    // unless the references go round in a loop, which no file writes.
    let at = reached;
    const seen = new Set<unknown>([at.node]);
    for (;;) {
      const ref = isMap(at.node) ? at.node.get('$ref') : undefined;
      if (typeof ref !== 'string' || ref.startsWith('#')) break;
      const next = follow(ref, at.file, 0);
      if (!next) break;
      if (seen.has(next.node)) {
        at = reached;
        break;
      }
      seen.add(next.node);
      at = next;
    }
    return {
      file: at.file,
      line: n === undefined ? at.line : textLine(open(at.file), at.node, at.line, n),
      pointer: `#${at.keys.map((k) => `/${escapePointer(k)}`).join('')}`,
    };
  };
}

/** The line of line `n` of the string `node` (written from `line` on), as line-finder.ts counts it. */
function textLine(
  part: Part | undefined,
  node: unknown,
  line: number | undefined,
  n: number,
): number | undefined {
  if (line === undefined || !part || !isScalar(node)) return line;
  // A block scalar (`description: |`) starts on the line after its indicator; a quoted string
  // written on one line (JSON's `"…\n…"`) holds all its lines on that one.
  if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') return line + n;
  const source = node.range ? part.source.slice(node.range[0], node.range[1]) : '';
  return source.includes('\n') ? line + n - 1 : line;
}

function childOf(node: unknown, key: string): unknown {
  if (isSeq(node)) return /^\d+$/.test(key) ? node.get(Number(key), true) : undefined;
  return isMap(node) ? node.get(key, true) : undefined;
}

function keysOf(pointer: string): string[] {
  if (pointer.startsWith('#')) pointer = pointer.slice(1);
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
}
