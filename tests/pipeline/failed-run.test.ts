// A failed build stops all of its work before it reports the failure (src/util/all-settled.ts,
// src/pipeline/run-stages.ts): what it stored in the cache is on disk by then, and nothing of
// it is written afterwards, into a site its caller may remove at once (dev's old root, a test's
// temporary site). The half that had not failed used to go on: a spec's entry came after the
// error, into a folder made again where the site had been.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { isDocgenError } from '../../src/errors.ts';
import { throwawaySite, type ThrowawaySite } from '../helpers/throwaway-site.ts';

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: '1.0' }
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      responses:
        '200': { description: The pets. }
`;

let site: ThrowawaySite | undefined;
afterEach(() => site?.cleanup());

/** The cache's areas that hold an entry (`spec`, `assets`, …). */
function areas(dir: string): string[] {
  const cache = path.join(dir, 'node_modules/.cache/docgen');
  if (!existsSync(cache)) return [];
  return readdirSync(cache, { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(path.join(cache, e.name), { recursive: true }).length > 0)
    .map((e) => e.name)
    .sort();
}

async function failedBuild(dir: string): Promise<string> {
  const error = await build({ root: dir, outDir: path.join(dir, 'out') }).then(
    () => assert.fail('the build was expected to fail'),
    (e: unknown) => e,
  );
  assert.ok(isDocgenError(error), `a DocgenError, not ${String(error)}`);
  return error.message;
}

describe('a failed build', () => {
  test('a page that cannot be read: the spec loading beside it has stored its entry when the build fails', async () => {
    site = throwawaySite(
      {
        'content/index.md': '# Home\n',
        // Front matter that is no YAML: the content fails to load while the spec loads.
        'content/broken.md': '---\ntitle: [unclosed\n---\n\n# Broken\n',
        'openapi/api.yaml': SPEC,
      },
      { openapi: [{ spec: 'openapi/api.yaml', route: '/api' }] },
    );
    assert.match(await failedBuild(site.dir), /front matter|YAML/i);
    assert.ok(areas(site.dir).includes('spec'), `the spec's entry is there: ${areas(site.dir).join(', ')}`);
  });
});
