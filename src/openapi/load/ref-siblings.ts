// A Reference Object to a parameter, response, request body, header, example, link, callback or
// security scheme has one key, `$ref` (3.1 adds `summary` and `description`): "any properties
// added SHALL be ignored". Real specs write more beside it (Xero's `- $ref: …/requiredHeader` with
// `type: string` under it). The dereferencer copies such keys into the target, where the
// validator refuses them ("`type` is not a key this object may have") at the target's line, not
// where they are written; the pages never showed them (resolve-object-refs.ts puts the target in
// place). They are taken out before validation, each with a warning at its own line.
// `summary` and `description` stay: the page shows them over the target's (also in 3.0, as before).
// Schemas are left alone: keys beside a schema's `$ref` are read (3.1) or merged by the dereferencer.
import { DocgenError } from '../../errors.ts';
import { escapePointer, type OpenApiDocument as Obj } from '../document.ts';
import { placeIn, type SpecPlaces } from './spec-lines.ts';

/** What a `$ref` into `#/components/<kind>/` names: its target's kind, as a reader says it. */
const REFERRED: Record<string, string> = {
  parameters: 'parameter',
  responses: 'response',
  requestBodies: 'request body',
  headers: 'header',
  examples: 'example',
  links: 'link',
  callbacks: 'callback',
  securitySchemes: 'security scheme',
};
const KEPT = new Set(['$ref', 'summary', 'description']);

/** Takes ignored keys off non-schema Reference Objects in `document` (in place); one warning per place. */
export function dropRefSiblings(document: Obj, places: SpecPlaces): DocgenError[] {
  const warnings: DocgenError[] = [];
  const walk = (value: unknown, at: string, inSchemas: boolean): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${at}/${i}`, inSchemas));
      return;
    }
    const node = value as Obj;
    const kind = !inSchemas && typeof node.$ref === 'string' ? referredKind(node.$ref) : undefined;
    if (kind) {
      const extra = Object.keys(node).filter((key) => !KEPT.has(key));
      if (extra.length > 0) {
        for (const key of extra) delete node[key];
        warnings.push(siblingWarning(places, at, extra, kind));
      }
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      // Examples and extensions are data: a `$ref` key in them is not a reference.
      if (key === 'example' || key.startsWith('x-') || (key === 'value' && /\/examples\/[^/]+$/.test(at)))
        continue;
      const schemaPart = inSchemas || (at === '/components' && key === 'schemas') || key === 'schema';
      walk(child, `${at}/${escapePointer(key)}`, schemaPart);
    }
  };
  walk(document, '', false);
  return warnings;
}

function referredKind(ref: string): string | undefined {
  const kind = /^#\/components\/([^/]+)\//.exec(ref)?.[1];
  return kind ? REFERRED[kind] : undefined;
}

function siblingWarning(places: SpecPlaces, at: string, keys: string[], kind: string): DocgenError {
  const named = keys.map((key) => `\`${key}\``).join(', ');
  const one = keys.length === 1;
  return new DocgenError(
    `${named} beside a $ref to a ${kind} ${one ? 'is' : 'are'} ignored: OpenAPI reads only \`$ref\`, \`summary\` and \`description\` there, so the page does not show ${one ? 'it' : 'them'}.`,
    {
      ...placeIn(places, `${at}/${escapePointer(keys[0]!)}`),
      hint: `Move ${one ? 'it' : 'them'} into the ${kind} the $ref names, or remove ${one ? 'it' : 'them'}.`,
    },
  );
}
