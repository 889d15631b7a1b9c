// The doc page's footer line: "Edit this page" (config `docs.editUrl`) and "Last updated on …
// by …" (`docs.showLastUpdateTime` / `showLastUpdateAuthor`, from git). Nothing when neither is set.
import type { DocRoute, SiteData } from '../../src/types.ts';

export default function DocMeta({ route, site }: { route: DocRoute; site: SiteData }) {
  const { editUrl, lastUpdate } = route;
  if (!editUrl && !lastUpdate) return null;
  const time = lastUpdate?.time === undefined ? undefined : new Date(lastUpdate.time * 1000);
  return (
    <footer className="doc-meta">
      {editUrl && (
        <a className="doc-meta__edit" href={editUrl}>
          Edit this page
        </a>
      )}
      {lastUpdate && (time || lastUpdate.author) && (
        <p className="doc-meta__updated">
          Last updated
          {time && (
            <>
              {' on '}
              <time dateTime={time.toISOString()}>
                {new Intl.DateTimeFormat(site.config.i18n.defaultLocale, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                }).format(time)}
              </time>
            </>
          )}
          {lastUpdate.author && ` by ${lastUpdate.author}`}
        </p>
      )}
    </footer>
  );
}
