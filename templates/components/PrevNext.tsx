import type { NavLink, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';

export default function PrevNext({ prev, next, site }: { prev?: NavLink; next?: NavLink; site: SiteData }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={href(site, prev.route)} rel="prev">
          <span className="pagination__sub">Previous</span>
          <span className="pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={href(site, next.route)} rel="next">
          <span className="pagination__sub">Next</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
