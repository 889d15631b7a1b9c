// The overview's operation list: by tag when the spec tags its operations (a heading per tag, with
// its description and external docs; `#tag/Name` links lead to it), then the operations without
// a tag, then the webhooks. Deprecated operations are marked.
import type { ApiInfo } from '../../src/types.ts';
import type { ApiInfoRoute } from '../../src/types.ts';
import { href, type PageProps } from '../props.ts';
import AnchoredHeading from './AnchoredHeading.tsx';
import { ExternalDocsLink } from './ApiExtras.tsx';
import MethodBadge from './MethodBadge.tsx';

type Operation = ApiInfo['operations'][number];

export default function ApiOperationList({ route, site }: PageProps<ApiInfoRoute>) {
  const api = route.api;
  const headingIds = new Set(api.tags.map((t) => t.anchor));
  const item = (op: Operation) => (
    <li key={op.route}>
      {op.anchors
        .filter((id) => !headingIds.has(id))
        .map((id) => (
          <span key={id} id={id} />
        ))}
      <a href={href(site, op.route)}>
        <MethodBadge method={op.method} />{' '}
        <span className={op.deprecated ? 'is-deprecated' : undefined}>{op.summary}</span>
      </a>{' '}
      <code>{op.path}</code>
      {op.deprecated && (
        <>
          {' '}
          <span className="schema__deprecated">deprecated</span>
        </>
      )}
    </li>
  );
  const operations = api.operations.filter((op) => !op.webhook);
  const webhooks = api.operations.filter((op) => op.webhook);
  const tagged = new Set(api.tags.flatMap((t) => t.routes));
  const untagged = operations.filter((op) => !tagged.has(op.route));
  return (
    <>
      {api.tags.length === 0 && <ul className="api-operations">{operations.map(item)}</ul>}
      {api.tags.map((tag) => (
        <section key={tag.name} className="api-tag">
          <AnchoredHeading level={3} id={tag.anchor} label={tag.label} />
          {tag.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
          <ExternalDocsLink docs={tag.externalDocs} />
          <ul className="api-operations">
            {tag.routes.map((r) => operations.find((op) => op.route === r)).map((op) => op && item(op))}
          </ul>
        </section>
      ))}
      {api.tags.length > 0 && untagged.length > 0 && (
        <section className="api-tag">
          <AnchoredHeading level={3} id="other-operations" label="Other operations" />
          <ul className="api-operations">{untagged.map(item)}</ul>
        </section>
      )}
      {webhooks.length > 0 && (
        <>
          <AnchoredHeading level={2} id="webhooks" label="Webhooks" />
          <p>Requests the API sends to endpoints you register.</p>
          <ul className="api-operations">{webhooks.map(item)}</ul>
        </>
      )}
    </>
  );
}
