// Any path that is not a route.
import type { NotFoundRoute } from '../../src/types.ts';
import { href, type PageProps } from '../props.ts';

export default function NotFoundPage({ site }: PageProps<NotFoundRoute>) {
  return (
    <article className="markdown not-found">
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the link you followed may be out of date.</p>
      <p><a className="button" href={href(site, '/')}>Go to the documentation home</a></p>
    </article>
  );
}
