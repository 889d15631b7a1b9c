// A path key with a query string (`/icons?term={term}`) is not an OpenAPI path (paths end before
// `?`), yet real specs write them, often to document two uses of one path. The validator refuses
// them ("missing path parameter(s) for `{term}`"); docgen makes each a page with a warning: the
// key becomes its path part, and each name of the query part is a query parameter (the spec's own
// declaration if it has one, moved from `in: path` where it was written so; else a required
// string, a literal value as its example). A path part already taken keeps the query in its key,
// the query without braces, so both pages stay.
import { DocgenError } from '../../errors.ts';
import { escapePointer, HTTP_METHODS, resolveLocalRef, type OpenApiDocument as Obj } from '../document.ts';
import type { SpecPlaces } from './spec-lines.ts';

export interface MovedQueries {
  warnings: DocgenError[];
  /** Escaped new key → escaped key as written, to find lines in the file. */
  renamed: Map<string, string>;
}

export function moveQueryStrings(document: Obj, { file, lineOf, filePointer }: SpecPlaces): MovedQueries {
  const moved: MovedQueries = { warnings: [], renamed: new Map() };
  const paths = document.paths;
  if (!paths || typeof paths !== 'object' || !Object.keys(paths).some((key) => key.includes('?')))
    return moved;
  const rebuilt: Obj = {};
  for (const [key, item] of Object.entries<Obj>(paths)) {
    const mark = key.indexOf('?');
    if (mark === -1 || !item || typeof item !== 'object') {
      rebuilt[key] = item;
      continue;
    }
    const path = key.slice(0, mark) || '/';
    const pairs = key
      .slice(mark + 1)
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value] = pair.split('=', 2);
        return { name: unbrace(decode(name)), value: value === undefined ? undefined : decode(value) };
      })
      .filter((pair) => pair.name);
    const taken = path in paths || path in rebuilt;
    // Only the query part loses its braces: the path part's `{id}` still names a path parameter
    // (OpenAI's `/responses/{response_id}?beta=true` beside `/responses/{response_id}`).
    const newKey = taken ? `${path}?${key.slice(mark + 1).replace(/[{}]/g, '')}` : path;
    for (const owner of [
      item,
      ...HTTP_METHODS.map((m) => item[m]).filter((op) => op && typeof op === 'object'),
    ])
      declareQuery(document, owner, pairs, owner === item);
    rebuilt[newKey] = item;
    if (newKey !== key) moved.renamed.set(escapePointer(newKey), escapePointer(key));
    const names = pairs.map((p) => `\`${p.name}\``).join(', ');
    moved.warnings.push(
      new DocgenError(
        `The path "${key}" holds a query string; OpenAPI paths end before "?". Its page shows it as ${newKey}${names ? `, with ${names} as query parameter${pairs.length === 1 ? '' : 's'}` : ''}.`,
        {
          file,
          line: lineOf(`/paths/${escapePointer(key)}`),
          pointer: filePointer(`/paths/${escapePointer(key)}`),
          hint: `Write the path without its query (\`${path}\`) and declare each query name as a parameter \`in: query\`.`,
        },
      ),
    );
  }
  document.paths = rebuilt;
  if (moved.renamed.size > 0) retarget(document, moved.renamed);
  return moved;
}

/** `$ref`s into a renamed path (`#/paths/~1request~1{id}?cmd=diff/post/…`) follow it to its new key. */
function retarget(document: Obj, renamed: Map<string, string>): void {
  const byOld = new Map([...renamed].map(([now, was]) => [was, now]));
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const ref = (value as Obj).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/paths/')) {
      const written = decode(ref.slice('#/paths/'.length));
      const key = written.split('/')[0]!;
      const now = byOld.get(key);
      if (now !== undefined) (value as Obj).$ref = `#/paths/${now}${written.slice(key.length)}`;
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(document);
}

/**
 * Each name of the query part as a query parameter of the operations: the spec's own (moved from
 * `in: path`, where a `{name}` in the query made authors put it), else one made here. Path-level
 * parameters (`isPathItem`) are only moved; new ones go on the operations.
 */
function declareQuery(
  document: Obj,
  owner: Obj,
  pairs: { name: string; value?: string }[],
  isPathItem: boolean,
): void {
  const list: Obj[] = Array.isArray(owner.parameters) ? owner.parameters : [];
  const resolved = list.map((p) => (typeof p?.$ref === 'string' ? resolveLocalRef(document, p.$ref) : p));
  for (const { name, value } of pairs) {
    const at = resolved.findIndex((p) => p?.name === name && (p.in === 'path' || p.in === 'query'));
    if (at !== -1) {
      // A copy: the parameter may be a shared component that another path uses in its path.
      if (resolved[at]!.in === 'path') list[at] = { ...resolved[at], in: 'query' };
      continue;
    }
    if (isPathItem) continue;
    list.push({
      name,
      in: 'query',
      required: true,
      description: 'Written in the path as its query string.',
      schema: { type: 'string' },
      ...(value !== undefined && !/^\{.*\}$/.test(value) && { example: value }),
    });
  }
  if (list.length > 0) owner.parameters = list;
}

function unbrace(name: string): string {
  return name.replace(/^\{(.*)\}$/, '$1');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
