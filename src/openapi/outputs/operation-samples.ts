// An operation page's code samples as the page shows them: the spec's own (`x-codeSamples`) or
// generated (code-samples.ts), each highlighted. They depend on the spec and its config entry
// alone, so the build makes them in the OpenAPI worker (src/openapi/outputs/spec-work.ts) while the
// main thread makes the pages' data: on GitHub's description they were half of that stage.
import type { Highlighter } from '../../content/markdown/highlighter.ts';
import { generateCodeSamples } from './code-samples.ts';
import type { OpenApiDocument } from '../document.ts';
import type { LoadedApi } from '../load/load-openapi.ts';
import { operationParameters } from '../views/operation-object.ts';
import { ownSamples } from '../views/own-samples.ts';
import { toRequirements } from '../views/security-view.ts';
import type { CodeSampleView } from '../views/types.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A spec as the samples read it: a `LoadedApi` has these, and so does the OpenAPI worker's copy. */
export interface SampleSpec {
  document: OpenApiDocument;
  operations: readonly { method: string; path: string; webhook?: boolean }[];
  samples: LoadedApi['samples'];
}

export function operationSamples(api: SampleSpec, index: number, highlighter: Highlighter): CodeSampleView[] {
  const doc = api.document;
  const plan = api.operations[index];
  const item: Obj = (plan.webhook ? doc.webhooks : doc.paths)[plan.path];
  const op: Obj = item[plan.method];
  const written = ownSamples(op);
  const samples: { lang: string; label: string; source: string; highlight?: string }[] =
    written ??
    (plan.webhook
      ? [] // the API sends a webhook: there is nothing for a reader to call
      : generateCodeSamples({
          document: doc,
          method: plan.method,
          path: plan.path,
          item,
          operation: op,
          server: (op.servers ?? item.servers ?? doc.servers ?? [])[0],
          parameters: operationParameters(item, op),
          security: toRequirements(op.security ?? doc.security ?? [], doc.components?.securitySchemes ?? {}),
          ...api.samples,
        }));
  return samples.map(({ highlight, ...s }) => ({
    ...s,
    html: highlighter.html(s.source, highlight ?? s.lang.toLowerCase()),
  }));
}
