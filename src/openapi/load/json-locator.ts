// JSON pointer → line in a JSON file, without a syntax tree of the whole file. The `yaml`
// package's document model (line-finder.ts) holds about 200 MB for GitHub's 13 MB description
// and takes 3 s to build; most large specs are JSON, and a message needs only the few objects
// on its pointer's path. This scans the text from the root down that path, and remembers where
// each object's or array's members start, so later pointers skip what was scanned before.

type Members = Map<string, number> | number[];

export interface JsonLocator {
  /** The line (1-based) of the value at `pointer`, or of its nearest ancestor; throws if not JSON. */
  line(pointer: string): number;
}

export function jsonLocator(text: string): JsonLocator {
  const members = new Map<number, Members>();
  let newlines: number[] | undefined;

  const lineAt = (offset: number) => {
    if (!newlines) {
      newlines = [];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines.push(i);
    }
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (newlines[mid] < offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };

  const membersOf = (start: number): Members | undefined => {
    const open = text.charCodeAt(start);
    if (open !== 0x7b && open !== 0x5b) return undefined; // { [
    let found = members.get(start);
    if (found) return found;
    found = open === 0x7b ? new Map() : [];
    let i = skipSpace(text, start + 1);
    while (i < text.length && text.charCodeAt(i) !== (open === 0x7b ? 0x7d : 0x5d)) {
      if (open === 0x7b) {
        const keyEnd = skipString(text, i);
        const key = JSON.parse(text.slice(i, keyEnd)) as string;
        i = skipSpace(text, skipSpace(text, keyEnd) + 1); // past the colon
        if (!(found as Map<string, number>).has(key)) (found as Map<string, number>).set(key, i);
      } else (found as number[]).push(i);
      i = skipSpace(text, skipValue(text, i));
      if (text.charCodeAt(i) === 0x2c) i = skipSpace(text, i + 1); // ,
    }
    members.set(start, found);
    return found;
  };

  const child = (at: number, key: string): number | undefined => {
    const list = membersOf(at);
    if (!list) return undefined;
    return Array.isArray(list) ? (/^\d+$/.test(key) ? list[Number(key)] : undefined) : list.get(key);
  };

  /** The offset of the value at `pointer` and of its nearest existing ancestor. */
  const find = (pointer: string, depth: number): { at?: number; nearest: number } => {
    let at = skipSpace(text, 0);
    for (const key of keysOf(pointer)) {
      let next = child(at, key);
      // A pointer into the dereferenced document may pass through a `$ref`: follow it here too.
      const ref = next === undefined ? child(at, '$ref') : undefined;
      if (ref !== undefined && text.charCodeAt(ref) === 0x22 && depth < 32) {
        const target = JSON.parse(text.slice(ref, skipString(text, ref))) as string;
        const resolved = target.startsWith('#/') ? find(target.slice(1), depth + 1).at : undefined;
        if (resolved !== undefined) next = child(resolved, key);
      }
      if (next === undefined) return { nearest: at };
      at = next;
    }
    return { at, nearest: at };
  };

  return {
    line: (pointer) => lineAt(find(pointer, 0).nearest),
  };
}

function keysOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function skipSpace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** The index after the string that starts at `i` (its opening quote). */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c)
      j++; // backslash: skip the escaped character
    else if (c === 0x22) return j + 1;
  }
  throw new Error('unterminated string');
}

/** The index after the value that starts at `i`. */
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return skipString(text, i);
  if (c !== 0x7b && c !== 0x5b) {
    let j = i;
    while (j < text.length && !/[\s,\]}]/.test(text[j])) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === 0x22) j = skipString(text, j) - 1;
    else if (d === 0x7b || d === 0x5b) depth++;
    else if (d === 0x7d || d === 0x5d) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  throw new Error('unterminated value');
}
