// The version menu of a versioned API's pages (config `openapi[].version`): the navbar's version
// dropdown, opened from the page header. Each version links to the same operation there where it
// has it (else to that version's overview), and the changelogs into and out of this version follow.
import type { ApiVersionMenu as Menu, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';

export default function ApiVersionMenu({ site, menu }: { site: SiteData; menu: Menu | undefined }) {
  if (!menu) return null;
  return (
    <div className="api-version-menu">
      <details className="dropdown" data-dropdown data-api-version-menu>
        <summary className="pill">API version {menu.current}</summary>
        <ul className="dropdown__menu">
          {menu.versions.map((v) => (
            <li key={v.name}>
              <a
                className={v.name === menu.current ? 'dropdown__link is-active' : 'dropdown__link'}
                href={href(site, v.route)}
                data-api-version={v.name}
                aria-current={v.name === menu.current ? 'true' : undefined}
              >
                {v.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
      {menu.changelogs.map((c) => (
        <a key={c.route} className="api-version-menu__changelog" href={href(site, c.route)}>
          {c.label}
        </a>
      ))}
    </div>
  );
}
