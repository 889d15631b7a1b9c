// An operation's own code samples (`x-codeSamples`), and whether its page has any: the page's
// TOC needs to know before the samples are made (outputs/operation-samples.ts makes them).
import { operationObject } from './operation-object.ts';
import type { OpenApiDocument } from '../document.ts';
import type { LoadedApi } from '../load/load-openapi.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Whether the operation's page shows code samples, known without making them. */
export function hasCodeSamples(
  api: { document: OpenApiDocument; operations: LoadedApi['operations']; samples: LoadedApi['samples'] },
  index: number,
): boolean {
  const plan = api.operations[index];
  const written = ownSamples(operationObject(api, plan));
  return written ? written.length > 0 : !plan.webhook && api.samples.languages.length > 0;
}

/** The spec's own samples of an operation, as the page shows them; undefined without `x-codeSamples`. */
export function ownSamples(op: Obj): { lang: string; label: string; source: string }[] | undefined {
  return Array.isArray(op['x-codeSamples'])
    ? op['x-codeSamples'].map((s: Obj) => ({
        lang: String(s.lang),
        label: String(s.label ?? s.lang),
        source: String(s.source),
      }))
    : undefined;
}
