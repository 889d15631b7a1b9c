// HTTP method badge for API entries (sidebar, cards, lists, operation headers). Every badge shows
// the same label (DELETE is shortened to DEL, so that the badges of a list line up), and its
// accessible name is the method in full.
import type { HttpMethod } from '../../src/types.ts';

export default function MethodBadge({ method, small }: { method: HttpMethod; small?: boolean }) {
  return (
    <span className={`badge badge--${method}${small ? ' badge--small' : ''}`}>
      <MethodLabel method={method} />
    </span>
  );
}

/** The badge's text: the short label shown, the full method read out. */
export function MethodLabel({ method }: { method: HttpMethod }) {
  const full = method.toUpperCase();
  const shown = methodLabel(method);
  return shown === full ? (
    <>{full}</>
  ) : (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

export function methodLabel(method: HttpMethod): string {
  return method === 'delete' ? 'DEL' : method.toUpperCase();
}
