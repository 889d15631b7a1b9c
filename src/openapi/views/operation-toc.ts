// The "On this page" entries of an operation or webhook page: the operation's sections
// (view-toc.ts) with the callbacks after the responses; a webhook page has no path, query or
// cookie parameters, per-status response headings or code samples.
import type { TocItem } from '../../types.ts';
import type { ApiOperation } from './types.ts';
import { operationToc } from './view-toc.ts';

/** `codeSamples`: whether the page shows any (see `operationToc`). */
export function apiOperationToc(api: ApiOperation, codeSamples = api.codeSamples.length > 0): TocItem[] {
  const toc = operationToc(api, codeSamples);
  if (api.webhook) {
    return toc.filter(
      (item) =>
        !/^((path|query|cookie)-parameters|response-.*|code-samples)$/.test(item.id) &&
        !(item.id === 'responses' && api.responses.length === 0),
    );
  }
  if (api.callbacks.length > 0) {
    const after = toc.findLastIndex((item) => item.id === 'responses' || item.id.startsWith('response-'));
    toc.splice(after + 1, 0, { id: 'callbacks', text: 'Callbacks', level: 2 });
  }
  return toc;
}
