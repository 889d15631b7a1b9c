// Top navbar: menu button (mobile), logo and title, configured items (right by default), the
// search slot and the colour-mode toggle. Dropdowns are <details> so they work without script.
// The buttons' icons are the stylesheet's (templates/styles.css, "The chrome's icons"): no SVG
// path data repeated in every page.
import type { ShownNavbarItem } from '../../src/types.ts';
import type { RouteData, SiteData } from '../../src/types.ts';
import { configHref, href, htmlLang, imageHref, localeHref, localeLabel } from '../props.ts';
import SearchButton from './SearchButton.tsx';
import VersionDropdown from './VersionDropdown.tsx';

export default function Navbar({ site, route }: { site: SiteData; route: RouteData }) {
  const { config } = site;
  const items = config.navbar.items;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position !== 'left');
  // Search sits in a configured `search` item's slot, else after the right-hand items.
  const searchPlaced = items.some((i) => i.type === 'search');
  return (
    <header className="navbar" data-navbar data-hide-on-scroll={config.navbar.hideOnScroll ? '' : undefined}>
      <nav className="navbar__inner" aria-label="Main">
        {route.kind !== 'not-found' && (
          <button
            type="button"
            className="navbar__toggle"
            aria-label="Open the docs menu"
            aria-expanded="false"
            aria-controls="sidebar"
            data-drawer-open
          />
        )}
        <a className="navbar__brand" href={href(site, '/')}>
          {config.logo && (
            <>
              <img
                className={config.logo.srcDark ? 'navbar__logo navbar__logo--light' : 'navbar__logo'}
                src={imageHref(site, config.logo.src)}
                alt={config.logo.alt}
                width={32}
                height={32}
              />
              {config.logo.srcDark && (
                <img
                  className="navbar__logo navbar__logo--dark"
                  src={imageHref(site, config.logo.srcDark)}
                  alt={config.logo.alt}
                  width={32}
                  height={32}
                />
              )}
            </>
          )}
          <b className="navbar__title">{config.title}</b>
        </a>
        <div className="navbar__items">
          {left.map((item, i) => (
            <Item key={i} item={item} site={site} path={route.route} sidebar={route.sidebar} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <Item key={i} item={item} site={site} path={route.route} sidebar={route.sidebar} />
          ))}
          {site.searchIndex && !searchPlaced && (
            <div className="navbar__search" data-search-slot>
              <SearchButton indexUrl={site.searchIndex} versions={site.docsVersion?.otherSearches} />
            </div>
          )}
          {!config.colorMode.disableSwitch && (
            <button
              type="button"
              className="theme-toggle"
              data-theme-toggle
              aria-label="Switch colour mode (current: light)"
              title="Switch colour mode"
            />
          )}
        </div>
      </nav>
    </header>
  );
}

/**
 * One configured item, in the navbar or (on mobile) in the drawer's main menu. `sidebar`: the
 * sidebar the page shows (RouteData's), whose `docSidebar` item is marked.
 */
export function Item({
  item,
  site,
  path,
  sidebar,
}: {
  item: ShownNavbarItem;
  site: SiteData;
  path: string;
  sidebar?: string;
}) {
  switch (item.type) {
    case 'link':
      return (
        <a className="navbar__link" href={configHref(site, item.href)}>
          {item.label}
        </a>
      );
    case 'doc':
      if (item.sidebarId === undefined)
        return (
          <a className="navbar__link" href={configHref(site, item.route)}>
            {item.label}
          </a>
        );
    // falls through: a page of a sidebars file's sidebar is marked as a `docSidebar` item is
    case 'docSidebar': {
      // Marked while a page of its sidebar is shown, as Docusaurus marks it: "page" on the page it
      // links to, "true" (the current item of the navbar) on the sidebar's other pages. The
      // runtime moves the mark on client-side navigation (src/client/navbar-sidebar.ts).
      const active = sidebar !== undefined && sidebar === item.sidebarId;
      return (
        <a
          className={active ? 'navbar__link is-active' : 'navbar__link'}
          href={configHref(site, item.route)}
          data-navbar-sidebar={item.sidebarId}
          aria-current={active ? (path === item.route ? 'page' : 'true') : undefined}
        >
          {item.label}
        </a>
      );
    }
    case 'docsVersion':
      return (
        <a className="navbar__link" href={configHref(site, item.route)}>
          {item.label ?? item.version}
        </a>
      );
    case 'search':
      return (
        <div className="navbar__search" data-search-slot>
          {site.searchIndex && (
            <SearchButton indexUrl={site.searchIndex} versions={site.docsVersion?.otherSearches} />
          )}
        </div>
      );
    case 'localeDropdown': {
      // This build is the default locale's; the others are published beside it.
      const { defaultLocale, locales } = site.config.i18n;
      return (
        <details className="dropdown" data-dropdown>
          <summary className="navbar__link">{localeLabel(site, defaultLocale)}</summary>
          <ul className="dropdown__menu">
            {locales.map((locale) => (
              <li key={locale}>
                <a
                  className={locale === defaultLocale ? 'dropdown__link is-active' : 'dropdown__link'}
                  href={localeHref(site, locale, path)}
                  lang={htmlLang(site, locale)}
                  hrefLang={htmlLang(site, locale)}
                  aria-current={locale === defaultLocale ? 'true' : undefined}
                >
                  {localeLabel(site, locale)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      );
    }
    case 'docsVersionDropdown':
      return <VersionDropdown site={site} item={item} />;
    case 'dropdown':
      return (
        <details className="dropdown" data-dropdown>
          <summary className="navbar__link">{item.label}</summary>
          <ul className="dropdown__menu">
            {item.items.map((entry, i) => {
              const target = configHref(site, 'route' in entry ? entry.route : entry.href);
              const current = 'route' in entry && entry.route === path;
              return (
                <li key={i}>
                  <a
                    className={current ? 'dropdown__link is-active' : 'dropdown__link'}
                    href={target}
                    aria-current={current ? 'page' : undefined}
                  >
                    {entry.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </details>
      );
  }
}
