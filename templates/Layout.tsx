// The page frame shared by every route: skip link, announcement bar, navbar, sidebar (a drawer on
// mobile), the main and TOC slots, and the footer. The two slots hold server-rendered fragments
// that the browser runtime swaps on client-side navigation (see src/client/router.ts).
import AnnouncementBar from './components/AnnouncementBar.tsx';
import Footer from './components/Footer.tsx';
import Navbar from './components/Navbar.tsx';
import Sidebar from './components/Sidebar.tsx';
import type { PageProps } from './props.ts';

export default function Layout({
  route,
  site,
  mainHtml,
  tocHtml,
}: PageProps & { mainHtml: string; tocHtml: string }) {
  const showSidebar = route.kind !== 'not-found';
  // The sidebar that holds the page; on a site with a sidebars file, a page in none shows none (its
  // aside stays, empty: the mobile drawer's main menu, and the place a page of a sidebar fills in).
  const own = showSidebar ? site.sidebars.find((sidebar) => sidebar.name === route.sidebar) : undefined;
  // A sidebars file's sidebars are named; the folder tree's, shown on every page, is "" (src/routes/page-sidebar.ts).
  const named = site.sidebars.some((sidebar) => sidebar.name !== '');
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {site.config.announcementBar && (
        <AnnouncementBar bar={site.config.announcementBar} html={site.announcementHtml} />
      )}
      <Navbar site={site} route={route} />
      <div className={own ? 'layout' : 'layout layout--full'}>
        {showSidebar && (
          <Sidebar
            items={own?.items ?? []}
            active={route.route}
            site={site}
            name={named ? (own?.name ?? '') : undefined}
          />
        )}
        {showSidebar && <div className="drawer-backdrop" aria-hidden="true" />}
        <main id="main-content" className="main" tabIndex={-1}>
          <div className="main__content" data-slot="main" dangerouslySetInnerHTML={{ __html: mainHtml }} />
          <div className="main__toc" data-slot="toc" dangerouslySetInnerHTML={{ __html: tocHtml }} />
        </main>
      </div>
      <Footer site={site} />
    </>
  );
}
