// Why the browser did not deliver a call, in plain words (instead of "Failed to fetch").
import type { Failure } from './request.ts';

export function explain(failure: Failure): string {
  switch (failure.kind) {
    case 'cancelled':
      return 'Cancelled.';
    case 'timeout':
      return `No answer within ${failure.seconds} seconds, so the console stopped waiting.`;
    case 'mixed-content':
      return `This page is served over HTTPS and ${failure.origin} over plain HTTP: browsers block such "mixed content" calls.`;
    case 'csp':
      return `This site's Content Security Policy does not allow its pages to call ${failure.origin}, so the browser blocked the request before it left.`;
    case 'unsendable':
      return `The browser cannot send this request: ${failure.reason}.`;
    case 'cors':
      return `${failure.origin} answered, but it does not allow calls from this site (CORS), so the browser hid the answer.`;
    default:
      return `The browser could not reach ${failure.origin}: the server is down or unreachable from here, or you are offline.`;
  }
}
