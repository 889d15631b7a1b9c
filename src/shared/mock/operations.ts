// The mock's routing table: every operation of every API under each of its mount points, with
// its path template as a pattern. A literal segment wins over a template (`/imports/usage`
// before `/imports/{id}`), as servers route.
import { mountsOf } from './mount-points.ts';
import type { MockApi, OpenApiDoc } from './types.ts';

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
  const allowed: string[] = [];
  for (const entry of table) {
    const found = entry.pattern.exec(path);
    if (!found) continue;
    if (entry.method !== method.toLowerCase()) {
      allowed.push(entry.method.toUpperCase());
      continue;
    }
    const params: Record<string, string> = {};
    entry.names.forEach((name, i) => (params[name] = safeDecode(found[i + 1])));
    return { operation: entry, params, allowed };
  }
  return { params: {}, allowed: [...new Set(allowed)] };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
