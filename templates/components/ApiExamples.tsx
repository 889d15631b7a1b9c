// Examples of an operation page: one example as the spec wrote it (summary, description, the
// body as sent on the wire, with copy), and tabs that choose among examples or response
// statuses. The tabs use the code tabs' markup and runtime (src/client/code-blocks.ts) but are
// `data-tabs="local"`: choosing "404" switches this group only and is not remembered as a language.
import type { ReactNode } from 'react';
import type { ExampleView } from '../../src/content/openapi/types.ts';

export function Example({ example, titled }: { example: ExampleView; titled: boolean }) {
  const code = (
    <div className="code-block">
      <div dangerouslySetInnerHTML={{ __html: example.html ?? '' }} />
      <button type="button" className="copy-button" aria-label="Copy code to clipboard" data-copy="">
        Copy
      </button>
    </div>
  );
  if (!titled && !example.descriptionHtml) return code;
  return (
    <div className="api-example">
      {titled && <p className="api-example__title">{example.summary ?? example.name}</p>}
      {example.descriptionHtml && (
        <div className="api-example__desc" dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} />
      )}
      {code}
    </div>
  );
}

export function LocalTabs({
  id,
  ariaLabel,
  tabs,
  className,
}: {
  id: string;
  ariaLabel: string;
  tabs: { label: string; content: ReactNode }[];
  className?: string;
}) {
  return (
    <div className={`code-tabs${className ? ` ${className}` : ''}`} data-tabs="local">
      <div role="tablist" className="code-tabs__list" aria-label={ariaLabel}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-t${i}`}
            aria-controls={`${id}-p${i}`}
            aria-selected={i === 0 ? 'true' : 'false'}
            tabIndex={i === 0 ? 0 : -1}
            data-label={tab.label}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          className={i === 0 ? 'code-tabs__panel is-active' : 'code-tabs__panel'}
          id={`${id}-p${i}`}
          aria-labelledby={`${id}-t${i}`}
          data-label={tab.label}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

/** The examples of one body: alone, or as tabs named by their summaries. */
export function Examples({ id, examples, label }: { id: string; examples: ExampleView[]; label: string }) {
  if (examples.length === 1) return <Example example={examples[0]} titled={Boolean(examples[0].summary)} />;
  return (
    <LocalTabs
      id={id}
      ariaLabel={label}
      className="api-examples"
      tabs={examples.map((e) => ({
        label: e.summary ?? e.name,
        content: <Example example={e} titled={false} />,
      }))}
    />
  );
}
