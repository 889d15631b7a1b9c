// The parameters of one location (path, query, header, cookie) as the rows of a body's schema
// tree: name, type, required, constraints, then the description and, only if the spec gives
// one, an example. Each row has an anchor (`#query.limit`) and, from the runtime, its "#" link.
import type { ParameterView } from '../../src/types.ts';
import { PropertyRow } from './SchemaTree.tsx';

export default function ParamList({ params, label }: { params: ParameterView[]; label: string }) {
  return (
    <div className="schema api-params">
      <ul className="schema__props" aria-label={label}>
        {params.map((p) => {
          const id = `${p.in}.${p.name.replace(/\s+/g, '-')}`;
          const schema = {
            ...p.schema,
            deprecated: p.deprecated || p.schema.deprecated,
            descriptionHtml: p.descriptionHtml ?? p.schema.descriptionHtml,
            examples: p.example !== undefined ? [p.example] : undefined,
          };
          return (
            <li key={`${p.in}-${p.name}`} id={id}>
              <PropertyRow
                prop={{ name: p.name, required: p.required, schema }}
                anchor={id}
                nameClass="params__name"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
