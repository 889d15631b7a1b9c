// A generated category page: title, description and one card per child page.
import MethodBadge from '../components/MethodBadge.tsx';
import PageFrame from '../components/PageFrame.tsx';
import type { IndexRoute } from '../../src/types.ts';
import { href, type PageProps } from '../props.ts';

export default function IndexPage({ route, site }: PageProps<IndexRoute>) {
  return (
    <PageFrame route={route} site={site}>
      <h1>{route.title}</h1>
      {route.lead && (
        <p className="lead">
          {route.lead.map((part, i) =>
            part.href === undefined ? (
              part.text
            ) : (
              <a key={i} href={href(site, part.href)}>
                {part.text}
              </a>
            ),
          )}
        </p>
      )}
      <ul className="cards">
        {route.cards.map((card) => (
          <li key={card.route} className="card">
            <p className="card__title">
              <a className="card__link" href={href(site, card.route)}>
                {card.method && <MethodBadge method={card.method} />} {card.title}
              </a>
            </p>
            {card.path && <code className="card__path">{card.path}</code>}
            {card.description && <p className="card__text">{card.description}</p>}
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
