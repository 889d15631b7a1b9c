// The overview of one API spec: title, version, description, servers, authentication, the
// operations, and a link to download the spec file.
import AnchoredHeading from '../components/AnchoredHeading.tsx';
import ApiOperationList from '../components/ApiOperationList.tsx';
import { ExternalDocsLink } from '../components/ApiExtras.tsx';
import ApiVersionMenu from '../components/ApiVersionMenu.tsx';
import PageFrame from '../components/PageFrame.tsx';
import type { ApiInfoRoute } from '../../src/types.ts';
import type { PageProps } from '../props.ts';

export default function ApiInfoPage({ route, site }: PageProps<ApiInfoRoute>) {
  const api = route.api;
  return (
    <PageFrame route={route} site={site}>
      <header className="api-header">
        <h1>{api.title}</h1>
        <p className="api-version">
          <span className="pill">Version {api.version}</span>{' '}
          <span className="pill">{api.specFormat.spec}</span>
        </p>
        <ApiVersionMenu site={site} menu={route.apiVersions} />
        {api.summary && <p className="lead">{api.summary}</p>}
      </header>
      {api.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: api.descriptionHtml }} />}
      <ExternalDocsLink docs={api.externalDocs} />
      <AnchoredHeading level={2} id="servers" label="Servers" />
      <ul>
        {api.servers.map((s) => (
          <li key={s.url}>
            <code>{s.url}</code>
            {s.description && ` — ${s.description}`}
          </li>
        ))}
      </ul>
      <AnchoredHeading level={2} id="authentication" label="Authentication" />
      {api.securitySchemes.length === 0 && <p>No authentication.</p>}
      {api.securitySchemes.map((scheme) => (
        // A heading per scheme: a section needs one (validators flag a section without), and
        // screen reader users move between schemes by headings.
        <section key={scheme.name} className="api-scheme">
          <h3>
            {scheme.kind} <code>{scheme.name}</code>
          </h3>
          {scheme.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} />}
          {scheme.openIdConnectUrl && (
            <p>
              OpenID Connect discovery URL: <code>{scheme.openIdConnectUrl}</code>
            </p>
          )}
          {scheme.flows.map((flow) => (
            <div key={flow.flow} className="api-flow">
              {scheme.flows.length > 1 && (
                <p>
                  <strong>
                    {flow.flow[0].toUpperCase()}
                    {flow.flow.slice(1)} flow
                  </strong>
                </p>
              )}
              {flow.authorizationUrl && (
                <p>
                  Authorization URL: <code>{flow.authorizationUrl}</code>
                </p>
              )}
              {flow.tokenUrl && (
                <p>
                  Token URL: <code>{flow.tokenUrl}</code>
                </p>
              )}
              {flow.refreshUrl && (
                <p>
                  Refresh URL: <code>{flow.refreshUrl}</code>
                </p>
              )}
              {flow.scopes.length > 0 && (
                <div
                  className="table-wrap"
                  role="region"
                  aria-label={`Scopes of ${scheme.name}${scheme.flows.length > 1 ? `, ${flow.flow} flow` : ''}`}
                  tabIndex={0}
                >
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Scope</th>
                        <th scope="col">Grants</th>
                      </tr>
                    </thead>
                    <tbody>
                      {flow.scopes.map((s) => (
                        <tr key={s.name}>
                          <td>
                            <code>{s.name}</code>
                          </td>
                          <td>{s.description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          ))}
        </section>
      ))}
      <AnchoredHeading level={2} id="operations" label="Operations" />
      <ApiOperationList route={route} site={site} />
      <AnchoredHeading level={2} id="download" label="Download the specification" />
      <p>
        <a className="button" href={api.specUrl} download={api.specFileName}>
          Download {api.specFileName}
        </a>{' '}
        ({api.specFormat.spec}, {api.specFormat.syntax})
      </p>
      {(api.contact || api.license) && (
        <p className="api-meta">
          {api.contact?.email && (
            <>
              Contact: <a href={`mailto:${api.contact.email}`}>{api.contact.name ?? api.contact.email}</a>
              .{' '}
            </>
          )}
          {api.license && (
            <>
              License: {api.license.url ? <a href={api.license.url}>{api.license.name}</a> : api.license.name}
              .
            </>
          )}
        </p>
      )}
    </PageFrame>
  );
}
