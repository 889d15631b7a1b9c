// The parts of an operation beside its request and responses: `callbacks` (requests the API makes
// back), response `links` (operations to call next) and `externalDocs`.
import { HTTP_METHODS, escapePointer } from '../document.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { operationObject } from './operation-object.ts';
import type { CallbackView, ExternalDocsView, LinkView, Md } from './types.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function toExternalDocs(value: unknown, md: Md): Promise<ExternalDocsView | undefined> {
  if (!value || typeof value !== 'object' || typeof (value as Obj).url !== 'string') return undefined;
  const docs = value as Obj;
  return { url: docs.url, descriptionHtml: await md(docs.description, docs) };
}

/** Each callback's requests (name × URL expression × method), in the spec's order. */
export async function toCallbacks(
  callbacks: unknown,
  build: (operation: Obj) => Promise<Pick<CallbackView, 'requestBody' | 'responses'>>,
  md: Md,
): Promise<CallbackView[]> {
  if (!callbacks || typeof callbacks !== 'object') return [];
  const views: CallbackView[] = [];
  for (const [name, callback] of Object.entries<Obj>(callbacks as Obj)) {
    for (const [expression, item] of Object.entries<Obj>(callback ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        if (!operation || typeof operation !== 'object') continue;
        views.push({
          name,
          expression,
          method,
          summary: typeof operation.summary === 'string' ? operation.summary : undefined,
          descriptionHtml: await md(operation.description, operation),
          deprecated: Boolean(operation.deprecated),
          ...(await build(operation)),
        });
      }
    }
  }
  return views;
}

/** A response's `links`, each pointing at the linked operation's page when the spec has it. */
export async function toLinks(api: LoadedApi, links: unknown, md: Md): Promise<LinkView[]> {
  if (!links || typeof links !== 'object') return [];
  return Promise.all(
    Object.entries<Obj>(links as Obj).map(async ([name, link]) => {
      const page = api.operations.find((op) =>
        typeof link?.operationId === 'string'
          ? operationObject(api, op)?.operationId === link.operationId
          : typeof link?.operationRef === 'string' && refersTo(link.operationRef, op),
      );
      return {
        name,
        descriptionHtml: await md(link?.description, link),
        target: page && { route: page.route, title: page.summary, method: page.method, path: page.path },
        reference:
          typeof link?.operationId === 'string'
            ? link.operationId
            : typeof link?.operationRef === 'string'
              ? link.operationRef
              : undefined,
        parameters: Object.entries<unknown>(link?.parameters ?? {}).map(([param, expression]) => ({
          name: param,
          expression: typeof expression === 'string' ? expression : JSON.stringify(expression),
        })),
        requestBody:
          link?.requestBody === undefined
            ? undefined
            : typeof link.requestBody === 'string'
              ? link.requestBody
              : JSON.stringify(link.requestBody),
      };
    }),
  );
}

/** `#/paths/~12.0~1repositories~1{username}/get` (or with a file before `#`) names this operation. */
function refersTo(ref: string, op: LoadedApi['operations'][number]): boolean {
  const pointer = ref.slice(ref.indexOf('#') + 1);
  return !op.webhook && decodeURIComponent(pointer) === `/paths/${escapePointer(op.path)}/${op.method}`;
}
