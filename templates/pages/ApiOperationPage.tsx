// One API operation in two columns (from 1,200 px): the reference on the left (method and path,
// description, authorization, parameters, body, responses) and, on the right, a sticky panel
// with the request sample, the response example of a chosen status and the slot the "Try it"
// console mounts into. Narrower, the panel follows the description. Section ids match the TOC
// built in view-toc.ts; every property has an anchor (`#body.image.url`, `#response-200.id`).
import { Fragment } from 'react';
import AnchoredHeading from '../components/AnchoredHeading.tsx';
import { Callbacks, ExternalDocsLink, ResponseLinks } from '../components/ApiExtras.tsx';
import { Examples } from '../components/ApiExamples.tsx';
import CodeTabs, { Tabs } from '../components/CodeTabs.tsx';
import ApiVersionMenu from '../components/ApiVersionMenu.tsx';
import MethodBadge from '../components/MethodBadge.tsx';
import PageFrame from '../components/PageFrame.tsx';
import { TocMobile } from '../components/Toc.tsx';
import ParamList from '../components/ParamList.tsx';
import SchemaTree, { hasNested, typeLabel } from '../components/SchemaTree.tsx';
import type {
  ApiOperation,
  HeaderView,
  MediaView,
  ResponseView,
  SecurityRequirementView,
} from '../../src/types.ts';
import type { ApiOperationRoute } from '../../src/types.ts';
import { consoleUrl, href, type PageProps } from '../props.ts';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

export default function ApiOperationPage({ route, site }: PageProps<ApiOperationRoute>) {
  const op = route.api;
  const shared = sharedHeaders(op.responses);
  const schemaSeen = new Map<string, string>();
  // A body's media types often share one view object (JSON, YAML…): stringified once.
  const keys = new Map<object, string>();
  const schemaKey = (schema: object) => {
    let key = keys.get(schema);
    if (key === undefined) keys.set(schema, (key = JSON.stringify(schema)));
    return key;
  };
  return (
    <PageFrame route={route} site={site}>
      <div className="api-op">
        <div className="api-op__intro">
          <header className="api-header">
            <h1>{op.summary}</h1>
            <ApiVersionMenu site={site} menu={route.apiVersions} />
            <p className="api-endpoint">
              <MethodBadge method={op.method} />
              <code className="api-endpoint__path">{breakable(op.path)}</code>
              {op.deprecated && <span className="schema__deprecated">deprecated</span>}
            </p>
            {op.servers[0] && (
              <p className="api-endpoint__url">
                Full URL: <code>{breakable(`${op.servers[0].replace(/\/$/, '')}${op.path}`)}</code>
              </p>
            )}
          </header>
          {!route.hideToc && <TocMobile items={route.toc} className="api-op__toc" />}
          {op.descriptionHtml && (
            <div className="api-description" dangerouslySetInnerHTML={{ __html: op.descriptionHtml }} />
          )}
          <ExternalDocsLink docs={op.externalDocs} />
        </div>

        <SamplePanel op={op} consoleUrl={route.console ? consoleUrl(site, route) : undefined} />

        <div className="api-op__ref">
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
                {op.securityOptional && <li>{op.securityOptionalNote ?? 'Or no authentication.'}</li>}
              </ul>
            </>
          )}
          {op.security.length === 0 && !op.securityUnstated && <p>No authentication required.</p>}
          {LOCATIONS.map((where) => {
            const params = op.parameters.filter((p) => p.in === where);
            if (params.length === 0) return null;
            const title = `${where[0].toUpperCase()}${where.slice(1)} parameters`;
            return (
              <section key={where}>
                <AnchoredHeading level={3} id={`${where}-parameters`} label={title} />
                <ParamList params={params} label={title} />
              </section>
            );
          })}
          {op.requestBody && (
            <section>
              <AnchoredHeading level={3} id="request-body" label="Request body" />
              {op.requestBody.descriptionHtml && (
                <div dangerouslySetInnerHTML={{ __html: op.requestBody.descriptionHtml }} />
              )}
              {op.requestBody.contents.map((media, i) => (
                <div key={media.mediaType} className="api-media">
                  <MediaSchema
                    media={media}
                    anchor={i === 0 ? 'body' : `body-${i + 1}`}
                    open
                    required={op.requestBody!.required}
                  />
                  {media.examples.length > 0 && (
                    <div className="api-media__examples">
                      <p className="api-media__label">
                        {media.examples.length > 1 ? 'Examples' : 'Example'} as sent (
                        <code>{media.mediaType}</code>)
                      </p>
                      <Examples id={`rq${i}`} examples={media.examples} label="Examples" />
                    </div>
                  )}
                </div>
              ))}
            </section>
          )}

          <div className="api-responses">
            {op.responses.some((r) => !isSuccess(r)) && (
              <button
                type="button"
                className="api-schema__toggle"
                data-schema-toggle=""
                aria-expanded="false"
              >
                Expand all
              </button>
            )}
            <AnchoredHeading level={2} id="responses" label="Responses" />
            {shared.length > 0 && (
              <>
                <p className="api-media__label">Headers on every response</p>
                <HeaderList headers={shared} />
              </>
            )}
            {op.responses.map((response) => {
              const own = response.headers.filter((h) => !shared.some((s) => sameHeader(s, h)));
              const success = isSuccess(response);
              const title = (
                <>
                  <span className={`status status--${response.status[0]}xx`}>{response.status}</span>{' '}
                  {response.statusText}
                </>
              );
              const body = (
                <>
                  {response.descriptionHtml && (
                    <div
                      className="api-response__desc"
                      dangerouslySetInnerHTML={{ __html: response.descriptionHtml }}
                    />
                  )}
                  {own.length > 0 && (
                    <>
                      <p className="api-media__label">{shared.length > 0 ? 'Other headers' : 'Headers'}</p>
                      <HeaderList headers={own} />
                    </>
                  )}
                  {response.contents.map((media, i) => {
                    const anchor = `response-${response.status}${i === 0 ? '' : `-${i + 1}`}`;
                    const key = media.schema ? schemaKey(media.schema) : '';
                    const first = schemaSeen.get(key);
                    if (media.schema && first === undefined) schemaSeen.set(key, response.status);
                    if (first !== undefined && media.schema)
                      return (
                        <p key={media.mediaType} className="api-media__same">
                          Body <code>{media.mediaType}</code>: {media.schema.name ?? typeLabel(media.schema)},
                          as under <a href={`#response-${first}`}>{first}</a>.
                        </p>
                      );
                    return <MediaSchema key={media.mediaType} media={media} anchor={anchor} open={success} />;
                  })}
                  {response.contents.length === 0 && <p className="api-media__same">No body.</p>}
                  <ResponseLinks links={response.links} site={site} />
                </>
              );
              if (success)
                return (
                  <section key={response.status} className="api-response">
                    <AnchoredHeading
                      level={3}
                      id={`response-${response.status}`}
                      label={`response ${response.status}`}
                    >
                      {title}
                    </AnchoredHeading>
                    {body}
                  </section>
                );
              // An error response is one row (status, title, the description's first line) until
              // opened: by a click, by an anchor into it (the runtime opens the way) or "Expand all".
              const line = firstLine(response.descriptionHtml);
              return (
                <details key={response.status} className="api-response api-response--folded">
                  <summary>
                    <h3 id={`response-${response.status}`}>{title}</h3>
                    {line && (
                      <span className="api-response__line" dangerouslySetInnerHTML={{ __html: line }} />
                    )}
                  </summary>
                  {body}
                </details>
              );
            })}
          </div>
          <Callbacks callbacks={op.callbacks} site={site} />
          <p className="api-spec-link">
            Part of the <a href={href(site, `${op.specRoute}`)}>{op.specTitle}</a> API.
          </p>
        </div>
      </div>
    </PageFrame>
  );
}

/** The sticky column: console slot, request sample (language tabs), response example by status. */
function SamplePanel({ op, consoleUrl }: { op: ApiOperation; consoleUrl?: string }) {
  const withExamples = op.responses.filter((r) => r.contents.some((m) => m.examples.length > 0));
  return (
    <aside className="api-panel" aria-labelledby="code-samples" data-api-panel="">
      <div className="api-console-slot" data-api-console-slot="">
        {consoleUrl && (
          <button type="button" className="button api-console__open" data-api-console={consoleUrl}>
            Try it
          </button>
        )}
      </div>
      <h2 id="code-samples" className="api-panel__heading">
        Code samples
      </h2>
      {op.codeSamples.length > 0 && (
        <div className="api-panel__block api-panel__request">
          <p className="api-panel__label">
            <MethodBadge method={op.method} small /> <code>{breakable(op.path)}</code>
          </p>
          <CodeTabs id="samples" ariaLabel="Request samples" tabs={op.codeSamples} lazy />
        </div>
      )}
      {withExamples.length > 0 && (
        <div className="api-panel__block api-panel__response">
          <p className="api-panel__label">Response examples</p>
          <Tabs
            local
            id="rs"
            ariaLabel="Response status"
            className="api-panel__statuses"
            tabs={withExamples.map((r) => ({
              label: r.status,
              content: r.contents
                .filter((m) => m.examples.length > 0)
                .map((m, i) => (
                  <Examples
                    key={m.mediaType}
                    id={`rs${r.status}-${i}`}
                    examples={m.examples}
                    label={`Examples of response ${r.status}`}
                  />
                )),
            }))}
          />
        </div>
      )}
    </aside>
  );
}

function MediaSchema({
  media,
  anchor,
  open,
  required,
}: {
  media: MediaView;
  anchor: string;
  open: boolean;
  /** A request body's: whether it is required, shown on its row. */
  required?: boolean;
}) {
  const need =
    required === undefined ? null : required ? (
      <b className="schema__required">required</b>
    ) : (
      <span className="params__optional">optional</span>
    );
  if (!media.schema)
    return (
      <p className="api-media__type">
        Content type: <code>{media.mediaType}</code> {need}
      </p>
    );
  return (
    <details className="api-schema" open={open}>
      <summary>
        Body <code>{media.mediaType}</code> {need}
      </summary>
      {hasNested(media.schema) && (
        <button type="button" className="api-schema__toggle" data-schema-toggle="" aria-expanded="false">
          Expand all
        </button>
      )}
      <SchemaTree schema={media.schema} anchor={anchor} />
    </details>
  );
}

/** A path or URL that may wrap after its slashes (and before `?`, `&`), not inside a name. */
function breakable(text: string) {
  return text.split(/(?<=.\/)|(?<=.)(?=[?&])/).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

function isSuccess(response: ResponseView): boolean {
  return /^[123]/.test(response.status);
}

/**
 * The first paragraph of a description, as the one line of a folded response: its links become
 * text (a link inside the row's summary would be a control inside a control).
 */
function firstLine(html: string | undefined): string | undefined {
  const paragraph = html?.match(/^\s*<p>([\s\S]*?)<\/p>/)?.[1];
  return paragraph?.replace(/<\/?a\b[^>]*>/g, '').trim() || undefined;
}

/** Headers as compact rows, like a schema's properties: name, type, description. */
function HeaderList({ headers }: { headers: HeaderView[] }) {
  return (
    <ul className="schema__props api-headers">
      {headers.map((h) => (
        <li key={h.name}>
          <div>
            <code className="api-headers__name">{h.name}</code>{' '}
            {h.schema && <span>{typeLabel(h.schema)}</span>}
          </div>
          {h.descriptionHtml && (
            <div className="schema__facts" dangerouslySetInnerHTML={{ __html: h.descriptionHtml }} />
          )}
        </li>
      ))}
    </ul>
  );
}

function sameHeader(a: HeaderView, b: HeaderView): boolean {
  return (
    a.name.toLowerCase() === b.name.toLowerCase() &&
    a.descriptionHtml === b.descriptionHtml &&
    JSON.stringify(a.schema) === JSON.stringify(b.schema)
  );
}

/**
 * Headers every response sends (with two responses or more), each as most of them describe it:
 * shown once above the responses; a response that describes one otherwise lists its own.
 */
function sharedHeaders(responses: ResponseView[]): HeaderView[] {
  if (responses.length < 2) return [];
  const named = (r: ResponseView, name: string) =>
    r.headers.filter((h) => h.name.toLowerCase() === name.toLowerCase());
  return responses[0].headers
    .filter((h) => responses.every((r) => named(r, h.name).length > 0))
    .map((h) => {
      const variants = responses.flatMap((r) => named(r, h.name));
      const count = (v: HeaderView) => variants.filter((o) => sameHeader(v, o)).length;
      return variants.reduce((best, v) => (count(v) > count(best) ? v : best));
    });
}

/** Security requirements grouped by alternative: the schemes of one alternative go together. */
function alternativesOf(security: SecurityRequirementView[]): SecurityRequirementView[][] {
  const groups: SecurityRequirementView[][] = [];
  for (const s of security) (groups[s.alternative] ??= []).push(s);
  return groups.filter(Boolean);
}
