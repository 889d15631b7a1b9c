// Above each page of a version other than the latest: what it is ("unreleased" or "no longer
// maintained") and a link to the same page in the latest version, or to its home when the latest
// has no such page (Docusaurus' version banner).
import type { SiteData } from '../../src/types.ts';

export default function VersionBanner({ site, route }: { site: SiteData; route: string }) {
  const view = site.docsVersion!;
  const { latest } = view;
  const rel = docsRelative(route, view.docsRoot);
  const target =
    rel === null || !latest.routes.includes(rel)
      ? latest.home
      : rel === '/'
        ? latest.docsBase
        : latest.docsBase + rel.slice(1);
  return (
    <div className="alert alert--warning version-banner" role="note" data-version-banner={view.banner!}>
      <p>
        {view.banner === 'unreleased'
          ? `This is unreleased documentation for ${site.config.title} ${view.label}.`
          : `This is documentation for ${site.config.title} ${view.label}, which is no longer actively maintained.`}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <a href={target} data-version-latest>
          latest version
        </a>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}

/** `/docs/intro` with docs at `/docs` → `/intro`; null outside the docs. */
function docsRelative(route: string, docsRoot: string): string | null {
  if (docsRoot === '/') return route;
  if (route === docsRoot) return '/';
  return route.startsWith(`${docsRoot}/`) ? route.slice(docsRoot.length) : null;
}
