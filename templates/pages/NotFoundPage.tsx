// Any path that is not a route.
import type { NotFoundRoute } from '../../src/types.ts';
import { href, type PageProps } from '../props.ts';

export default function NotFoundPage({ site }: PageProps<NotFoundRoute>) {
  return (
    <article className="markdown not-found">
      <h1>Page not found</h1>
      <p>
        We could not find the page you were looking for. It may have moved, or the link you followed may be
        out of date.
      </p>
      <p className="not-found__actions">
        <a className="button" href={href(site, '/')}>
          Go to the documentation home
        </a>
        {/* Searches for the words of the missing path; hidden without JavaScript, where it could do nothing. */}
        {site.searchIndex && (
          <button
            type="button"
            className="button button--secondary not-found__search"
            data-search-query="path"
          >
            Search the docs for this page
          </button>
        )}
      </p>
    </article>
  );
}
