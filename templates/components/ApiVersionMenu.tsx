// The version menu of a versioned API's pages (config `openapi[].version`): the navbar's version
// dropdown, opened from the page header. Each version links to the same operation there where it
// has it (else to that version's overview), and the changelogs into and out of this version follow.
import type { ApiVersionMenu as Menu, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';
import VersionMenu from './VersionMenu.tsx';

export default function ApiVersionMenu({ site, menu }: { site: SiteData; menu: Menu | undefined }) {
  if (!menu) return null;
  return (
    <div className="api-version-menu">
      <VersionMenu
        summary={`API version ${menu.current}`}
        summaryClass="pill"
        data={{ 'data-api-version-menu': true }}
        links={menu.versions.map((v) => ({
          key: v.name,
          label: v.name,
          href: href(site, v.route),
          active: v.name === menu.current,
          data: { 'data-api-version': v.name },
        }))}
      />
      {menu.changelogs.map((c) => (
        <a key={c.route} className="api-version-menu__changelog" href={href(site, c.route)}>
          {c.label}
        </a>
      ))}
    </div>
  );
}
