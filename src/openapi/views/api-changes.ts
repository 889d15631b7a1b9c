// What changed between two versions of one API, operation by operation: operations, parameters,
// request and response schema properties, enum values, status codes and security requirements,
// each breaking for existing clients or not. api-smart-diff compares the documents as written
// (it follows their `$ref`s and merges `allOf`, and classifies each difference); this module
// names each difference by what a reader of the reference knows (an operation, a parameter, a
// property path) and compares the effective security requirements itself: the library counts a
// requirement added to an operation that had none as harmless, and it is not.
import { apiCompare, type Diff } from 'api-smart-diff';
import { HTTP_METHODS, resolveLocalRef, type HttpMethod, type OpenApiDocument } from '../document.ts';
import type { ApiChange, ChangeKind } from './types.ts';

export type { ApiChange, ChangeKind } from './types.ts';

type Path = (string | number)[];

/** The changes from `older` to `newer` (documents as written, `$ref`s unresolved), in document order. */
export function apiChanges(older: OpenApiDocument, newer: OpenApiDocument): ApiChange[] {
  const { diffs, merged } = apiCompare(older, newer);
  const changes: ApiChange[] = [];
  for (const diff of diffs) {
    if (diff.type === 'annotation' || diff.path[0] !== 'paths') continue;
    changes.push(...describe(diff, [merged as OpenApiDocument, older, newer]));
  }
  changes.push(...securityChanges(older, newer));
  return pairMoves(dedupe(changes.map(byPolicy)), older, newer);
}

/** The merged document (the library's), then the older and the newer: where a path's parts are looked up. */
type Docs = [OpenApiDocument, OpenApiDocument, OpenApiDocument];

function describe(diff: Diff, docs: Docs): ApiChange[] {
  const [, apiPath, method, ...rest] = diff.path as Path;
  const breaking = diff.type === 'breaking';
  const action = diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';
  if (typeof apiPath !== 'string') return [];
  if (method === undefined) {
    // A whole path: an operation per method.
    const item = (diff.after ?? diff.before) as OpenApiDocument;
    return HTTP_METHODS.filter((m) => item && typeof item === 'object' && m in item).map((m) => ({
      kind: 'operation',
      action,
      breaking: action === 'removed',
      method: m,
      path: apiPath,
      subject: 'operation',
    }));
  }
  if (!HTTP_METHODS.includes(method as HttpMethod)) {
    // Path-level parameters apply to every operation of the path.
    if (method !== 'parameters') return [];
    const item = docs.map((d) => d.paths?.[apiPath]).find(Boolean) ?? {};
    return HTTP_METHODS.filter((m) => item[m]).flatMap((m) =>
      operationChange(diff, docs, apiPath, m, ['parameters', ...rest], breaking, action, true),
    );
  }
  return operationChange(diff, docs, apiPath, method as HttpMethod, rest, breaking, action, false);
}

function operationChange(
  diff: Diff,
  docs: Docs,
  path: string,
  method: HttpMethod,
  rest: Path,
  breaking: boolean,
  action: ApiChange['action'],
  pathLevel: boolean,
): ApiChange[] {
  const at = { method, path, breaking, action };
  const [first, second, ...deeper] = rest;
  if (first === undefined) return [{ ...at, kind: 'operation', subject: 'operation' }];
  if (first === 'deprecated')
    return [
      {
        ...at,
        kind: 'operation',
        action: 'changed',
        breaking: false,
        subject: 'operation',
        detail: diff.after === true ? 'deprecated' : 'no longer deprecated',
      },
    ];
  if (first === 'parameters' && typeof second === 'number') {
    const param =
      parameterAt(docs, path, pathLevel ? undefined : method, second) ??
      (deeper.length === 0 ? (diff.after ?? diff.before) : undefined);
    const subject = `${param?.in ?? ''} parameter "${String(param?.name ?? second)}"`.trim();
    if (deeper.length === 0) return [{ ...at, kind: 'parameter', subject }];
    if (deeper[0] === 'required')
      return [{ ...at, kind: 'parameter', action: 'changed', subject, detail: requiredDetail(diff) }];
    if (deeper[0] === 'schema') return schemaChange(diff, at, subject, 'parameter', deeper.slice(1));
    return [{ ...at, kind: 'parameter', action: 'changed', subject, detail: detailOf(deeper, diff) }];
  }
  if (first === 'requestBody') {
    if (second === undefined) return [{ ...at, kind: 'request-body', subject: 'request body' }];
    if (second === 'required')
      return [
        {
          ...at,
          kind: 'request-body',
          action: 'changed',
          subject: 'request body',
          detail: requiredDetail(diff),
        },
      ];
    if (second === 'content') {
      const [media, third, ...schema] = deeper;
      if (third === undefined)
        return [{ ...at, kind: 'request-body', subject: `request body as ${String(media)}` }];
      if (third === 'schema') return schemaChange(diff, at, 'request', 'request-property', schema);
    }
    return [];
  }
  if (first === 'responses' && second !== undefined) {
    const status = String(second);
    if (deeper.length === 0) return [{ ...at, kind: 'status-code', subject: `status ${status}` }];
    const [where, name, ...inner] = deeper;
    if (where === 'content' && inner[0] === 'schema')
      return schemaChange(diff, at, `response ${status}`, 'response-property', inner.slice(1));
    if (where === 'content' && inner.length === 0)
      return [
        {
          ...at,
          kind: 'status-code',
          action: 'changed',
          subject: `status ${status}`,
          detail: `${action === 'added' ? 'now' : 'no longer'} as ${String(name)}`,
        },
      ];
    if (where === 'headers' && name === undefined) {
      const headers = (diff.after ?? diff.before ?? {}) as Record<string, unknown>;
      return Object.keys(headers).map((header) => ({
        ...at,
        kind: 'response-header' as const,
        subject: `response ${status} header "${header}"`,
      }));
    }
    if (where === 'headers' && name !== undefined) {
      const subject = `response ${status} header "${String(name)}"`;
      return inner.length === 0
        ? [{ ...at, kind: 'response-header', subject }]
        : schemaChange(diff, at, subject, 'response-header', inner.slice(1));
    }
  }
  return [];
}

/** A difference inside a schema: a property, its requiredness, an enum value, its type or a constraint. */
function schemaChange(
  diff: Diff,
  at: Pick<ApiChange, 'method' | 'path' | 'breaking' | 'action'>,
  owner: string,
  kind: ChangeKind,
  path: Path,
): ApiChange[] {
  const names: string[] = [];
  let i = 0;
  for (; i < path.length; i++) {
    const key = path[i];
    if (key === 'properties' && i + 1 < path.length) names.push(String(path[++i]));
    else if (key === 'items') names.push('[]');
    else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && typeof path[i + 1] === 'number') i++;
    else break;
  }
  const tail = path.slice(i);
  const property = names.join('.').replace(/\.\[\]/g, '[]');
  const of = property ? `${owner} property "${property}"` : owner === 'request' ? 'request body' : owner;
  if (tail.length === 0) {
    if (!property) return [{ ...at, kind, action: 'changed', subject: of, detail: 'schema replaced' }];
    return [{ ...at, kind, subject: of }];
  }
  if (tail[0] === 'enum' && tail.length === 2) {
    const value = (v: unknown) => `value ${JSON.stringify(v) ?? String(v)} of ${of}`;
    if (diff.action !== 'replace')
      return [
        { ...at, kind: 'enum-value', subject: value(diff.action === 'remove' ? diff.before : diff.after) },
      ];
    // One value for another: a value gone breaks what clients send, a new one what they read.
    const sent = kind !== 'response-property' && kind !== 'response-header';
    return [
      { ...at, kind: 'enum-value', action: 'removed', breaking: sent, subject: value(diff.before) },
      { ...at, kind: 'enum-value', action: 'added', breaking: !sent, subject: value(diff.after) },
    ];
  }
  if (tail[0] === 'required' && tail.length === 2) {
    const name = String(diff.action === 'remove' ? diff.before : diff.after);
    const whose = `${owner} property "${property ? `${property}.` : ''}${name}"`;
    return [
      {
        ...at,
        kind,
        action: 'changed',
        subject: whose,
        detail: diff.action === 'remove' ? 'no longer required' : 'now required',
      },
    ];
  }
  return [{ ...at, kind, action: 'changed', subject: of, detail: detailOf(tail, diff) }];
}

/** A parameter by its index, in the merged document, else as the older or newer version writes it. */
function parameterAt(
  docs: Docs,
  path: string,
  method: HttpMethod | undefined,
  index: number,
): OpenApiDocument | undefined {
  for (const doc of docs) {
    const item = doc.paths?.[path];
    const list = method ? item?.[method]?.parameters : item?.parameters;
    const param = Array.isArray(list) ? list[index] : undefined;
    if (param && typeof param === 'object')
      return typeof param.$ref === 'string' ? (resolveLocalRef(doc, param.$ref) ?? param) : param;
  }
  return undefined;
}

function requiredDetail(diff: Diff): string {
  return diff.after === true ? 'now required' : 'no longer required';
}

/** `type: integer → string`, `maxLength: 200 → (none)`. */
function detailOf(path: Path, diff: Diff): string {
  const show = (v: unknown) => {
    if (v === undefined) return '(none)';
    const json = JSON.stringify(v) ?? String(v);
    return typeof v === 'object' && json.length > 60 ? 'changed' : json;
  };
  return `${path.map(String).join('.')}: ${show(diff.before)} → ${show(diff.after)}`;
}

/** Each operation's security requirements (its own, else the document's), compared as alternatives. */
function securityChanges(older: OpenApiDocument, newer: OpenApiDocument): ApiChange[] {
  const changes: ApiChange[] = [];
  for (const [path, item] of Object.entries<OpenApiDocument>(older.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const before = item?.[method];
      const after = newer.paths?.[path]?.[method];
      if (!before || !after) continue;
      const was = requirements(before.security ?? older.security);
      const is = requirements(after.security ?? newer.security);
      const open = (set: Set<string>) => set.size === 0 || set.has('');
      for (const req of is) {
        if (was.has(req) || req === '') continue;
        // A new alternative where one was already needed is one more way in; where none was, it locks out.
        changes.push({
          kind: 'security',
          action: 'added',
          breaking: open(was),
          method,
          path,
          subject: `security requirement ${req}`,
        });
      }
      for (const req of was) {
        if (is.has(req) || req === '') continue;
        changes.push({
          kind: 'security',
          action: 'removed',
          breaking: !open(is),
          method,
          path,
          subject: `security requirement ${req}`,
        });
      }
      if (was.has('') && !open(is))
        changes.push({
          kind: 'security',
          action: 'removed',
          breaking: true,
          method,
          path,
          subject: 'anonymous access',
        });
    }
  }
  return changes;
}

/** `bearer`, `apiKey + oauth (read, write)`; '' for the empty requirement (no credential needed). */
function requirements(list: unknown): Set<string> {
  if (!Array.isArray(list)) return new Set();
  return new Set(
    list.map((req: Record<string, unknown>) =>
      Object.entries(req ?? {})
        .map(([name, scopes]) =>
          Array.isArray(scopes) && scopes.length > 0 ? `${name} (${[...scopes].sort().join(', ')})` : name,
        )
        .sort()
        .join(' + '),
    ),
  );
}

/** An operation removed and one added with the same operationId is one operation that moved. */
function pairMoves(changes: ApiChange[], older: OpenApiDocument, newer: OpenApiDocument): ApiChange[] {
  const idOf = (doc: OpenApiDocument, c: ApiChange) => doc.paths?.[c.path]?.[c.method]?.operationId;
  const whole = (c: ApiChange) => c.kind === 'operation' && c.action !== 'changed';
  const added = new Map<string, ApiChange>();
  for (const c of changes) {
    const id = idOf(newer, c);
    if (whole(c) && c.action === 'added' && typeof id === 'string') added.set(id, c);
  }
  const moved = new Set<ApiChange>();
  const out: ApiChange[] = [];
  for (const c of changes) {
    const id = whole(c) && c.action === 'removed' ? idOf(older, c) : undefined;
    const to = typeof id === 'string' ? added.get(id) : undefined;
    if (to) {
      moved.add(to);
      out.push({
        ...c,
        action: 'changed',
        breaking: true,
        detail: `moved to ${to.method.toUpperCase()} ${to.path}`,
        movedTo: { method: to.method, path: to.path },
      });
    } else out.push(c);
  }
  return out.filter((c) => !moved.has(c));
}

/**
 * Properties and enum values by the rule of additive change that API guidelines (and the Evolve
 * brief) set: clients ignore unknown response fields and handle unknown enum values. So a
 * response may gain properties and values; a request may gain optional ones and lose none
 * that clients send. The library's verdicts differ for a few of these (it calls a property added
 * to an error response breaking).
 */
function byPolicy(change: ApiChange): ApiChange {
  const response = change.kind === 'response-property' || change.kind === 'response-header';
  const request = change.kind === 'request-property' || change.kind === 'parameter';
  const inResponse = change.subject.startsWith('response ') || / of response /.test(change.subject);
  // A value of another type is refused, or misread, whichever side sends it.
  if (change.detail?.startsWith('type: ')) return { ...change, breaking: true };
  if (change.kind === 'enum-value')
    return { ...change, breaking: inResponse ? false : change.action === 'removed' };
  if (response && change.detail === undefined) return { ...change, breaking: change.action === 'removed' };
  if (response && change.detail === 'now required') return { ...change, breaking: false };
  if (response && change.detail === 'no longer required') return { ...change, breaking: true };
  if (request && change.detail === 'no longer required') return { ...change, breaking: false };
  if (request && change.detail === 'now required') return { ...change, breaking: true };
  return change;
}

/** The library reports a change once per place a shared schema is used and once in components. */
function dedupe(changes: ApiChange[]): ApiChange[] {
  const seen = new Set<string>();
  // A property added or removed says enough: not also that it became required or not.
  const whole = new Set(
    changes.filter((c) => c.action !== 'changed').map((c) => JSON.stringify([c.method, c.path, c.subject])),
  );
  return changes.filter((c) => {
    if (c.detail?.endsWith('required') && whole.has(JSON.stringify([c.method, c.path, c.subject])))
      return false;
    const key = JSON.stringify([c.method, c.path, c.kind, c.action, c.subject, c.detail ?? '']);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
