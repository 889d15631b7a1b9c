// One API operation: method and path, description, security, parameters, request body,
// responses by status, and code samples. Section ids match the TOC built in route-data.ts.
import AnchoredHeading from '../components/AnchoredHeading.tsx';
import { Callbacks, ExternalDocsLink, ResponseLinks } from '../components/ApiExtras.tsx';
import CodeTabs from '../components/CodeTabs.tsx';
import MethodBadge from '../components/MethodBadge.tsx';
import PageFrame from '../components/PageFrame.tsx';
import ParamTable from '../components/ParamTable.tsx';
import SchemaTree from '../components/SchemaTree.tsx';
import type { MediaView, SecurityRequirementView } from '../../src/content/openapi/types.ts';
import type { ApiOperationRoute } from '../../src/types.ts';
import { href, type PageProps } from '../props.ts';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

export default function ApiOperationPage({ route, site }: PageProps<ApiOperationRoute>) {
  const op = route.api;
  return (
    <PageFrame route={route} site={site}>
      <header className="api-header">
        <h1>{op.summary}</h1>
        <p className="api-endpoint">
          <MethodBadge method={op.method} />
          <code className="api-endpoint__path">{op.path}</code>
          {op.deprecated && <span className="schema__deprecated">deprecated</span>}
        </p>
        {op.servers[0] && (
          <p className="api-endpoint__url">
            Full URL:{' '}
            <code>
              {op.servers[0].replace(/\/$/, '')}
              {op.path}
            </code>
          </p>
        )}
      </header>
      {op.descriptionHtml && (
        <div className="api-description" dangerouslySetInnerHTML={{ __html: op.descriptionHtml }} />
      )}
      <ExternalDocsLink docs={op.externalDocs} />

      <AnchoredHeading level={2} id="request" label="Request" />
      {op.security.length > 0 && (
        <>
          <AnchoredHeading level={3} id="authorization" label="Authorization" />
          {alternativesOf(op.security).length > 1 && <p>One of:</p>}
          <ul className="api-security">
            {alternativesOf(op.security).map((schemes, i) => (
              <li key={i}>
                {schemes.map((s, j) => (
                  <span key={s.scheme}>
                    {j > 0 && ' and '}
                    <strong>{s.kind}</strong> (<code>{s.scheme}</code>)
                    {s.scopes.length > 0 && (
                      <>
                        {' '}
                        — scopes:{' '}
                        {s.scopes.map((scope) => (
                          <code key={scope} className="scope">
                            {scope}
                          </code>
                        ))}
                      </>
                    )}
                  </span>
                ))}
              </li>
            ))}
            {op.securityOptional && <li>Or no authentication.</li>}
          </ul>
        </>
      )}
      {op.security.length === 0 && <p>No authentication required.</p>}
      {LOCATIONS.map((where) => {
        const params = op.parameters.filter((p) => p.in === where);
        if (params.length === 0) return null;
        const title = `${where[0].toUpperCase()}${where.slice(1)} parameters`;
        return (
          <section key={where}>
            <AnchoredHeading level={3} id={`${where}-parameters`} label={title} />
            <ParamTable params={params} caption={title} />
          </section>
        );
      })}
      {op.requestBody && (
        <section>
          <AnchoredHeading level={3} id="request-body" label="Request body" />
          <p>
            {op.requestBody.required ? (
              <span className="schema__required">required</span>
            ) : (
              <span className="params__optional">optional</span>
            )}
          </p>
          {op.requestBody.descriptionHtml && (
            <div dangerouslySetInnerHTML={{ __html: op.requestBody.descriptionHtml }} />
          )}
          {op.requestBody.contents.map((media, i) => (
            <Media key={media.mediaType} media={media} id={`request-${i}`} />
          ))}
        </section>
      )}

      <AnchoredHeading level={2} id="responses" label="Responses" />
      {op.responses.map((response) => (
        <section key={response.status} className={`api-response api-response--${response.status[0]}xx`}>
          <AnchoredHeading level={3} id={`response-${response.status}`} label={`response ${response.status}`}>
            <span className={`status status--${response.status[0]}xx`}>{response.status}</span>{' '}
            {response.statusText}
          </AnchoredHeading>
          {response.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />}
          {response.headers.length > 0 && (
            <div
              className="table-wrap"
              role="region"
              aria-label={`Headers of response ${response.status}`}
              tabIndex={0}
            >
              <table>
                <thead>
                  <tr>
                    <th scope="col">Header</th>
                    <th scope="col">Type</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <tbody>
                  {response.headers.map((h) => (
                    <tr key={h.name}>
                      <td>
                        <code>{h.name}</code>
                      </td>
                      <td>{h.schema && <code>{h.schema.type}</code>}</td>
                      <td>
                        {h.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: h.descriptionHtml }} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {response.contents.map((media, i) => (
            <Media key={media.mediaType} media={media} id={`response-${response.status}-${i}`} />
          ))}
          <ResponseLinks links={response.links} site={site} />
        </section>
      ))}

      <Callbacks callbacks={op.callbacks} site={site} />
      {op.codeSamples.length > 0 && (
        <>
          <AnchoredHeading level={2} id="code-samples" label="Code samples" />
          <CodeTabs id="samples" ariaLabel="Code samples" tabs={op.codeSamples} />
        </>
      )}
      <p className="api-spec-link">
        Part of the <a href={href(site, `${op.specRoute}`)}>{op.specTitle}</a> API.
      </p>
    </PageFrame>
  );
}

/** Security requirements grouped by alternative: the schemes of one alternative go together. */
function alternativesOf(security: SecurityRequirementView[]): SecurityRequirementView[][] {
  const groups: SecurityRequirementView[][] = [];
  for (const s of security) (groups[s.alternative] ??= []).push(s);
  return groups.filter(Boolean);
}

function Media({ media, id }: { media: MediaView; id: string }) {
  return (
    <div className="api-media">
      <p className="api-media__type">
        Content type: <code>{media.mediaType}</code>
      </p>
      {media.schema && (
        <details className="api-schema" open>
          <summary>Schema</summary>
          <SchemaTree schema={media.schema} />
        </details>
      )}
      {media.examples.length === 1 && (
        <details className="api-example" open>
          <summary>Example{media.examples[0].summary ? `: ${media.examples[0].summary}` : ''}</summary>
          <div className="code-block" dangerouslySetInnerHTML={{ __html: media.examples[0].html ?? '' }} />
        </details>
      )}
      {media.examples.length > 1 && (
        <div className="api-examples">
          <p className="api-media__type">Examples</p>
          <CodeTabs
            id={`${id}-examples`}
            ariaLabel="Examples"
            tabs={media.examples.map((e) => ({ label: e.summary ?? e.name, html: e.html ?? '' }))}
          />
        </div>
      )}
    </div>
  );
}
