// HTTP method badge for API entries (sidebar, cards, operation headers).
import type { HttpMethod } from '../../src/types.ts';

export default function MethodBadge({ method, small }: { method: HttpMethod; small?: boolean }) {
  const label = method === 'delete' ? 'DEL' : method.toUpperCase();
  return (
    <span className={`badge badge--${method}${small ? ' badge--small' : ''}`} title={method.toUpperCase()}>
      {small ? label : method.toUpperCase()}
    </span>
  );
}
