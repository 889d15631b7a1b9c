// HTTP method badge for API entries (sidebar, cards, operation headers).
import type { HttpMethod } from '../../src/types.ts';

export default function MethodBadge({ method, small }: { method: HttpMethod; small?: boolean }) {
  return (
    <span className={`badge badge--${method}${small ? ' badge--small' : ''}`} title={method.toUpperCase()}>
      {small ? methodLabel(method) : method.toUpperCase()}
    </span>
  );
}

/** A small badge's text: DELETE is shortened so that the badges of a list line up. */
export function methodLabel(method: HttpMethod): string {
  return method === 'delete' ? 'DEL' : method.toUpperCase();
}
