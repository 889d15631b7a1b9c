// The mock's routing table: every operation of every API under each of its mount points, with
// its path template as a pattern. A literal segment wins over a template (`/imports/usage`
// before `/imports/{id}`), as servers route.
import { mountsOf } from './mount-points.ts';
import type { MockApi, OpenApiDoc } from './types.ts';
import { safeDecode } from '../decode.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export interface MockOperation {
  api: MockApi;
  method: string;
  /** The path as the spec writes it, e.g. `/products/{product_id}`. */
  template: string;
  /** Mount + template, as the mock answers it. */
  mockPath: string;
  /** The part of the mount that stands for the server's host (`/api.evolve.example`), or ''. */
  hostPrefix: string;
  operation: OpenApiDoc;
  pathItem: OpenApiDoc;
  pattern: RegExp;
  /**
   * The same with a last parameter that may hold slashes (some APIs take a file path there,
   * e.g. `/{source}/{image_path}`); tried only when no operation matches strictly.
   */
  greedy?: RegExp;
  names: string[];
  literalChars: number;
}

export function operationTable(apis: MockApi[]): MockOperation[] {
  const table: MockOperation[] = [];
  for (const api of apis) {
    const stem = api.name.replace(/^.*\//, '').replace(/\.[a-z]+$/i, '');
    for (const mount of mountsOf(api.document, stem)) {
      for (const [template, pathItem] of Object.entries<OpenApiDoc>(api.document.paths ?? {})) {
        for (const method of METHODS) {
          const operation = pathItem?.[method];
          if (!operation) continue;
          const names: string[] = [];
          const source = (mount + template)
            .split(/(\{[^}]+\})/)
            .map((part) => {
              const name = /^\{([^}]+)\}$/.exec(part)?.[1];
              if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
              names.push(name);
              return '([^/]+)';
            })
            .join('');
          table.push({
            api,
            method,
            template,
            mockPath: mount + template,
            hostPrefix: /^\/[^/]*[.:][^/]*/.exec(mount)?.[0] ?? '',
            operation,
            pathItem,
            pattern: new RegExp(`^${source}/?$`),
            greedy: source.endsWith('([^/]+)')
              ? new RegExp(`^${source.slice(0, -'([^/]+)'.length)}(.+?)/?$`)
              : undefined,
            names,
            literalChars: (mount + template).replace(/\{[^}]+\}/g, '').length,
          });
        }
      }
    }
  }
  return table.sort((a, b) => b.literalChars - a.literalChars);
}

export interface Match {
  operation?: MockOperation;
  params: Record<string, string>;
  /** Methods the path answers to, when it answers but not to this method (for a 405). */
  allowed: string[];
}

export function matchOperation(table: MockOperation[], method: string, path: string): Match {
  const strict = matchWith(table, method, path, (entry) => entry.pattern);
  return strict.operation || strict.allowed.length
    ? strict
    : matchWith(table, method, path, (entry) => entry.greedy);
}

function matchWith(
  table: MockOperation[],
  method: string,
  path: string,
  patternOf: (entry: MockOperation) => RegExp | undefined,
): Match {
  const allowed: string[] = [];
  for (const entry of table) {
    const found = patternOf(entry)?.exec(path);
    if (!found) continue;
    if (entry.method !== method.toLowerCase()) {
      allowed.push(entry.method.toUpperCase());
      continue;
    }
    const params: Record<string, string> = {};
    entry.names.forEach((name, i) => (params[name] = found[i + 1].split('/').map(safeDecode).join('/')));
    return { operation: entry, params, allowed };
  }
  return { params: {}, allowed: [...new Set(allowed)] };
}
