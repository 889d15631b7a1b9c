// Error codes tell one story: each API's spec lists only its own codes, its reference page explains
// every one of them, and every code a guide names exists in the spec of the guide's API.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import YAML from 'yaml';
import { repoRoot } from '../helpers/fixtures.ts';

type Schema = { properties?: Record<string, { enum?: string[] }> };
interface Api {
  spec: string;
  content: string;
  /** The codes an error response's body can carry: `Problem.code`, or `OAuthError.error` for the token endpoint. */
  responseCodes: string[];
  /** Every error code the spec defines: response codes plus field, row, image and import failure codes. */
  vocabulary: Set<string>;
  description: string;
  /** Where the API's error list is: guides that name another API's codes link there. */
  errorList: string;
}

function loadApi(spec: string, content: string, errorList: string): Api {
  const doc = YAML.parse(readFileSync(path.join(repoRoot, 'openapi', spec), 'utf8'));
  const schemas: Record<string, Schema> = doc.components.schemas;
  const vocabulary = new Set<string>();
  for (const schema of Object.values(schemas)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if ((name === 'code' || name === 'error') && property.enum)
        property.enum.forEach((code) => vocabulary.add(code));
    }
  }
  const responseCodes = (schemas.Problem ?? schemas.OAuthError).properties![
    schemas.Problem ? 'code' : 'error'
  ].enum!;
  return { spec, content, responseCodes, vocabulary, description: doc.info.description, errorList };
}

const apis = [
  loadApi('platform.yaml', 'content/platform-api', '/platform-api#errors'),
  loadApi(
    'image-optimization.yaml',
    'content/image-optimization',
    '/image-optimization/api/evolve-image-optimization#errors',
  ),
  loadApi('image-search.yaml', 'content/image-search', '/image-search/api/evolve-image-search#error-codes'),
];
const allCodes = new Set(apis.flatMap((api) => [...api.vocabulary]));

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** Codes in backticks, optionally after their status: `insufficient_scope`, `409 import_limit_reached`. */
function namedCodes(markdown: string): { status?: string; code: string }[] {
  return [...markdown.matchAll(/`(?:(\d{3}) )?([a-z][a-z_]+)`/g)]
    .filter((m) => allCodes.has(m[2]))
    .map((m) => ({ status: m[1], code: m[2] }));
}

/** Rows `| 409 | `import_limit_reached` | …` of the error table in a spec's `info.description`. */
function errorTable(description: string): Map<string, string> {
  return new Map([...description.matchAll(/^\s*\| (\d{3}) \| `([a-z_]+)` \|/gm)].map((m) => [m[2], m[1]]));
}

describe('error codes', () => {
  for (const api of apis.slice(1)) {
    test(`${api.spec}: Problem.code lists exactly the codes of the API's error table`, () => {
      const table = errorTable(api.description);
      assert.deepEqual([...table.keys()].sort(), [...api.responseCodes].sort());
    });
  }

  test('the two problem+json APIs share only the codes both can return', () => {
    const [, optimization, search] = apis;
    const shared = optimization.responseCodes.filter((code) => search.responseCodes.includes(code));
    assert.deepEqual(shared.sort(), [
      'insufficient_scope',
      'invalid_request',
      'not_found',
      'service_unavailable',
      'unauthorized',
    ]);
  });

  test('every OAuth error code of the token endpoint is explained in the Platform API guide', () => {
    const guide = readFileSync(path.join(repoRoot, 'content/platform-api/index.md'), 'utf8');
    for (const code of apis[0].responseCodes) assert.match(guide, new RegExp('\\| `' + code + '` \\|'), code);
  });

  for (const api of apis) {
    test(`every error code named in ${api.content} exists in ${api.spec}, or in an API whose error list it links`, () => {
      for (const file of markdownFiles(api.content)) {
        const markdown = readFileSync(path.join(repoRoot, file), 'utf8');
        for (const { status, code } of namedCodes(markdown)) {
          const owner = api.vocabulary.has(code)
            ? api
            : apis.find((other) => other.vocabulary.has(code) && markdown.includes(`](${other.errorList})`));
          assert.ok(
            owner,
            `${file}: \`${code}\` is not an error code of ${api.spec} (nor of an API whose error list the page links)`,
          );
          const table = errorTable(owner.description);
          if (status && table.has(code))
            assert.equal(status, table.get(code), `${file}: \`${status} ${code}\``);
        }
      }
    });
  }

  test('the home page names only codes of some API', () => {
    const home = readFileSync(path.join(repoRoot, 'content/index.md'), 'utf8');
    for (const { status, code } of namedCodes(home)) {
      const owners = apis.filter((api) => api.vocabulary.has(code));
      assert.ok(owners.length > 0, code);
      if (status)
        assert.ok(
          owners.some((api) => errorTable(api.description).get(code) === status),
          `${status} ${code}`,
        );
    }
  });
});
