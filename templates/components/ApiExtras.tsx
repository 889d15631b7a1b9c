// Parts of API pages beside requests and responses: a payload (media type, schema, examples),
// `externalDocs` links, a response's `links` (operations to call next) and `callbacks` (requests
// the API makes back). Used by the operation and webhook pages.
import type { CallbackView, ExternalDocsView, LinkView, MediaView, ResponseView } from '../../src/types.ts';
import type { SiteData } from '../../src/types.ts';
import { href } from '../props.ts';
import AnchoredHeading from './AnchoredHeading.tsx';
import { Examples } from './ApiExamples.tsx';
import MethodBadge from './MethodBadge.tsx';
import SchemaTree from './SchemaTree.tsx';

export function ExternalDocsLink({ docs }: { docs?: ExternalDocsView }) {
  if (!docs) return null;
  return (
    <div className="api-external-docs">
      <p>
        See also: <a href={docs.url}>{docs.url}</a>
      </p>
      {docs.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: docs.descriptionHtml }} />}
    </div>
  );
}

export function ApiMedia({ media, id }: { media: MediaView; id: string }) {
  return (
    <div className="api-media">
      <p className="api-media__type">
        Content type: <code>{media.mediaType}</code>
      </p>
      {media.schema && (
        <details className="api-schema" open>
          <summary>Schema</summary>
          <SchemaTree schema={media.schema} anchor={id} />
        </details>
      )}
      {media.examples.length > 0 && (
        <Examples id={`${id}-examples`} examples={media.examples} label={`Examples of ${media.mediaType}`} />
      )}
    </div>
  );
}

export function ResponseLinks({ links, site }: { links: LinkView[]; site: SiteData }) {
  if (links.length === 0) return null;
  return (
    <div className="api-links">
      <p>
        <strong>Links</strong>: what to call next with values from this response.
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code>:{' '}
            {link.target ? (
              <a href={href(site, link.target.route)}>
                <MethodBadge method={link.target.method} small /> {link.target.title}
              </a>
            ) : (
              link.reference && <code>{link.reference}</code>
            )}
            {link.parameters.length > 0 && (
              <>
                {' '}
                with{' '}
                {link.parameters.map((p, i) => (
                  <span key={p.name}>
                    {i > 0 && ', '}
                    <code>{p.name}</code> = <code>{p.expression}</code>
                  </span>
                ))}
              </>
            )}
            {link.requestBody && (
              <>
                {' '}
                and the body <code>{link.requestBody}</code>
              </>
            )}
            {link.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: link.descriptionHtml }} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Responses in brief (status, description, payload), as a callback or webhook expects them. */
export function BriefResponses({
  responses,
  id,
  site,
}: {
  responses: ResponseView[];
  id: string;
  site: SiteData;
}) {
  return (
    <>
      {responses.map((response) => (
        <div key={response.status} className={`api-response api-response--${response.status[0]}xx`}>
          <p>
            <span className={`status status--${response.status[0]}xx`}>{response.status}</span>{' '}
            {response.statusText}
          </p>
          {response.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />}
          {response.contents.map((media, i) => (
            <ApiMedia key={media.mediaType} media={media} id={`${id}-${response.status}-${i}`} />
          ))}
          <ResponseLinks links={response.links} site={site} />
        </div>
      ))}
    </>
  );
}

export function Callbacks({ callbacks, site }: { callbacks: CallbackView[]; site: SiteData }) {
  if (callbacks.length === 0) return null;
  return (
    <section className="api-callbacks">
      <AnchoredHeading level={2} id="callbacks" label="Callbacks" />
      <p>After this operation, the API sends these requests to the URL given in the request.</p>
      {callbacks.map((callback, i) => (
        <section key={i} className="api-callback">
          <AnchoredHeading level={3} id={`callback-${i}`} label={`${callback.name} callback`}>
            {callback.summary ?? callback.name}
          </AnchoredHeading>
          <p className="api-endpoint">
            <MethodBadge method={callback.method} />
            <code className="api-endpoint__path">{callback.expression}</code>
            {callback.deprecated && <span className="schema__deprecated">deprecated</span>}
          </p>
          {callback.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: callback.descriptionHtml }} />}
          {callback.requestBody && (
            <>
              <p>
                <strong>Payload</strong>
              </p>
              {callback.requestBody.descriptionHtml && (
                <div dangerouslySetInnerHTML={{ __html: callback.requestBody.descriptionHtml }} />
              )}
              {callback.requestBody.contents.map((media, j) => (
                <ApiMedia key={media.mediaType} media={media} id={`callback-${i}-request-${j}`} />
              ))}
            </>
          )}
          {callback.responses.length > 0 && (
            <>
              <p>
                <strong>Responses your endpoint returns</strong>
              </p>
              <BriefResponses responses={callback.responses} id={`callback-${i}-response`} site={site} />
            </>
          )}
        </section>
      ))}
    </section>
  );
}
