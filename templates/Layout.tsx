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
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {site.config.announcementBar && (
        <AnnouncementBar bar={site.config.announcementBar} html={site.announcementHtml} />
      )}
      <Navbar site={site} route={route} />
      <div className={showSidebar ? 'layout' : 'layout layout--full'}>
        {showSidebar && <Sidebar items={site.sidebar} active={route.route} site={site} />}
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
