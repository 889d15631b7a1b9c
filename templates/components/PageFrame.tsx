// What every content page has around its body: breadcrumbs, version label, the link to the page's
// plain Markdown copy, and prev/next links.
import type { ReactNode } from 'react';
import type { RouteData, SiteData } from '../../src/types.ts';
import Breadcrumbs from './Breadcrumbs.tsx';
import PrevNext from './PrevNext.tsx';
import { markdownHref } from '../props.ts';
import { TocMobile } from './Toc.tsx';
import VersionBanner from './VersionBanner.tsx';

export default function PageFrame({
  route,
  site,
  children,
}: {
  route: RouteData;
  site: SiteData;
  children: ReactNode;
}) {
  return (
    <>
      <div className="page-meta">
        <Breadcrumbs items={route.breadcrumbs} site={site} />
        <div className="page-meta__end">
          <a className="page-meta__markdown" href={markdownHref(site, route.route)} type="text/markdown">
            View as Markdown
          </a>
          {site.config.docs.versionLabel && (
            <span className="version-badge">Version: {site.config.docs.versionLabel}</span>
          )}
        </div>
      </div>
      {site.docsVersion?.banner && <VersionBanner site={site} route={route.route} />}
      {!route.hideToc && <TocMobile items={route.toc} />}
      <article className="markdown">{children}</article>
      <PrevNext prev={route.prev} next={route.next} site={site} />
    </>
  );
}
