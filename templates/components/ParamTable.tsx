// One table per parameter location: name and required, type, description with constraints and
// default, example. Each row has an anchor (`#query.limit`); on phones the rows stack.
import type { ParameterView } from '../../src/types.ts';
import { SchemaFacts, typeLabel } from './SchemaTree.tsx';

export default function ParamTable({ params, caption }: { params: ParameterView[]; caption: string }) {
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="params api-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in}-${p.name}`} id={`${p.in}.${p.name.replace(/\s+/g, '-')}`}>
              <td>
                <code className="params__name">{p.name}</code>
                {p.required ? (
                  <span className="schema__required">required</span>
                ) : (
                  <span className="params__optional">optional</span>
                )}
                {p.deprecated && <span className="schema__deprecated">deprecated</span>}
              </td>
              <td>
                <code>{typeLabel(p.schema)}</code>
              </td>
              <td>
                {p.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />}
                <SchemaFacts schema={{ ...p.schema, descriptionHtml: undefined, examples: undefined }} />
              </td>
              <td data-label="Example">{p.example !== undefined && <code>{p.example}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
