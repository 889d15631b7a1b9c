// The docs version dropdown (Docusaurus' `docsVersionDropdown`): the version being read, and the
// others. On a site with versions.json its versions are the built ones (those the item lists, if
// it lists any); each link goes to that version's home, and the version script
// (src/client/versions/version-switch.ts) takes the reader to the same page there when it exists.
import type { NavbarItem, SiteData } from '../../src/types.ts';
import { href } from '../props.ts';
import VersionMenu from './VersionMenu.tsx';

type Item = Extract<NavbarItem, { type: 'docsVersionDropdown' }>;

export default function VersionDropdown({ site, item }: { site: SiteData; item: Item }) {
  const view = site.docsVersion;
  if (!view) {
    // No versions.json: the versions the item lists, as written.
    const versions = item.versions ?? [];
    if (versions.length === 0) return null;
    return (
      <VersionMenu
        summary={site.config.docs.versionLabel ?? versions[0].label ?? versions[0].name}
        summaryClass="navbar__link"
        data={{ 'data-docs-version-dropdown': item.docsPluginId }}
        links={versions.map((v) => ({
          key: v.name,
          label: v.label ?? v.name,
          href: href(site, v.route),
          active: false,
          data: { 'data-docs-version': v.name },
        }))}
      />
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
    <VersionMenu
      summary={view.label}
      summaryClass="navbar__link"
      data={{ 'data-docs-version-dropdown': item.docsPluginId, 'data-docs-base': own.docsBase }}
      links={versions.map((v) => ({
        key: v.name,
        label: v.label,
        href: v.home,
        active: v.name === view.name,
        data: { 'data-docs-version': v.name, 'data-docs-base': v.docsBase, 'data-docs-home': v.home },
      }))}
    />
  );
}
