// One webhook (OpenAPI 3.1 `webhooks`): a request the API sends to an endpoint the reader runs.
// The page shows what arrives (headers, payload schema and examples) and what the endpoint should
// answer. Section ids match the TOC built in view-toc.ts.
import AnchoredHeading from '../components/AnchoredHeading.tsx';
import { ApiMedia, BriefResponses, ExternalDocsLink } from '../components/ApiExtras.tsx';
import MethodBadge from '../components/MethodBadge.tsx';
import PageFrame from '../components/PageFrame.tsx';
import ParamList from '../components/ParamList.tsx';
import type { ApiOperationRoute } from '../../src/types.ts';
import { href, type PageProps } from '../props.ts';

export default function ApiWebhookPage({ route, site }: PageProps<ApiOperationRoute>) {
  const hook = route.api;
  const headers = hook.parameters.filter((p) => p.in === 'header');
  return (
    <PageFrame route={route} site={site}>
      <header className="api-header">
        <h1>{hook.summary}</h1>
        <p className="api-endpoint">
          <span className="pill">Webhook</span>
          <MethodBadge method={hook.method} />
          <code className="api-endpoint__path">{hook.path}</code>
          {hook.deprecated && <span className="schema__deprecated">deprecated</span>}
        </p>
        <p>
          The API sends this request to the endpoint you register for the <code>{hook.path}</code> webhook.
        </p>
      </header>
      {hook.descriptionHtml && (
        <div className="api-description" dangerouslySetInnerHTML={{ __html: hook.descriptionHtml }} />
      )}
      <ExternalDocsLink docs={hook.externalDocs} />

      <AnchoredHeading level={2} id="request" label="Request" />
      {hook.security.length > 0 && (
        <>
          <AnchoredHeading level={3} id="authorization" label="Authorization" />
          <ul className="api-security">
            {hook.security.map((s) => (
              <li key={`${s.alternative}-${s.scheme}`}>
                <strong>{s.kind}</strong> (<code>{s.scheme}</code>)
              </li>
            ))}
          </ul>
        </>
      )}
      {headers.length > 0 && (
        <section>
          <AnchoredHeading level={3} id="header-parameters" label="Header parameters" />
          <ParamList params={headers} label="Header parameters" />
        </section>
      )}
      {hook.requestBody && (
        <section>
          <AnchoredHeading level={3} id="request-body" label="Request body" />
          {hook.requestBody.descriptionHtml && (
            <div dangerouslySetInnerHTML={{ __html: hook.requestBody.descriptionHtml }} />
          )}
          {hook.requestBody.contents.map((media, i) => (
            <ApiMedia key={media.mediaType} media={media} id={i === 0 ? 'body' : `body-${i + 1}`} />
          ))}
        </section>
      )}

      {hook.responses.length > 0 && (
        <>
          <AnchoredHeading level={2} id="responses" label="Responses" />
          <p>What your endpoint should answer.</p>
          <BriefResponses responses={hook.responses} id="response" site={site} />
        </>
      )}
      <p className="api-spec-link">
        Part of the <a href={href(site, `${hook.specRoute}`)}>{hook.specTitle}</a> API.
      </p>
    </PageFrame>
  );
}
