import type { Breadcrumb, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';

export default function Breadcrumbs({ items, site }: { items: Breadcrumb[]; site: SiteData }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((crumb, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className="breadcrumbs__item">
              {crumb.route && !last ? (
                <a href={href(site, crumb.route)}>{crumb.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
