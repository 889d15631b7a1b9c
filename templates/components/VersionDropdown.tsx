// The docs version dropdown (Docusaurus' `docsVersionDropdown`): the version being read, and the
// others. On a site with versions.json its versions are the built ones (those the item lists, if
// it lists any); each link goes to that version's home, and the version script
// (src/client/versions/version-switch.ts) takes the reader to the same page there when it exists.
import type { NavbarItem, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';

type Item = Extract<NavbarItem, { type: 'docsVersionDropdown' }>;

export default function VersionDropdown({ site, item }: { site: SiteData; item: Item }) {
  const view = site.docsVersion;
  if (!view) {
    // No versions.json: the versions the item lists, as written.
    const versions = item.versions ?? [];
    if (versions.length === 0) return null;
    return (
      <details className="dropdown" data-dropdown data-docs-version-dropdown={item.docsPluginId}>
        <summary className="navbar__link">
          {site.config.docs.versionLabel ?? versions[0].label ?? versions[0].name}
        </summary>
        <ul className="dropdown__menu">
          {versions.map((v) => (
            <li key={v.name}>
              <a className="dropdown__link" href={href(site, v.route)} data-docs-version={v.name}>
                {v.label ?? v.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  const listed = item.versions;
  const versions = listed
    ? listed.flatMap((l) => {
        const v = view.versions.find((b) => b.name === l.name);
        return v ? [{ ...v, label: l.label ?? v.label }] : [];
      })
    : view.versions;
  const own = view.versions.find((v) => v.name === view.name)!;
  return (
    <details
      className="dropdown"
      data-dropdown
      data-docs-version-dropdown={item.docsPluginId}
      data-docs-base={own.docsBase}
    >
      <summary className="navbar__link">{view.label}</summary>
      <ul className="dropdown__menu">
        {versions.map((v) => (
          <li key={v.name}>
            <a
              className={v.name === view.name ? 'dropdown__link is-active' : 'dropdown__link'}
              href={v.home}
              data-docs-version={v.name}
              data-docs-base={v.docsBase}
              data-docs-home={v.home}
              aria-current={v.name === view.name ? 'true' : undefined}
            >
              {v.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
