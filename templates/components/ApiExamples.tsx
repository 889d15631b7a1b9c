// Examples of an operation page: one example as the spec wrote it (summary, description, the
// body as sent on the wire, with copy; one made from the schema says so), and tabs that choose
// among examples or response statuses. The tabs use the code tabs' markup and runtime (src/client/code-blocks.ts) but are
// `data-tabs="local"`: choosing "404" switches this group only and is not remembered as a language.
import type { ExampleView } from '../../src/types.ts';
import { CodeBlock, Tabs } from './CodeTabs.tsx';

export function Example({ example, titled }: { example: ExampleView; titled: boolean }) {
  const code = <CodeBlock html={example.html ?? ''} />;
  if (!titled && !example.descriptionHtml && !example.generated) return code;
  return (
    <div className="api-example">
      {titled && <p className="api-example__title">{example.summary ?? example.name}</p>}
      {example.generated && (
        <p className="api-example__generated">
          <span className="pill">generated</span> Made from the schema: the spec gives no example.
        </p>
      )}
      {example.descriptionHtml && (
        <div className="api-example__desc" dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} />
      )}
      {code}
    </div>
  );
}

/** The examples of one body: alone, or as tabs named by their summaries. */
export function Examples({ id, examples, label }: { id: string; examples: ExampleView[]; label: string }) {
  if (examples.length === 1) return <Example example={examples[0]} titled={Boolean(examples[0].summary)} />;
  return (
    <Tabs
      local
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
