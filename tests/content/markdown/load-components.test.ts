// src/content/markdown/load-components.ts: a registered component that imports the site's own
// modules as `@site/…` (TypeORM's `import { databases } from '@site/src/constants/databases'`)
// compiles in the build, as `docgen init --from-docusaurus` checked it; before, init registered
// it and the first build stopped on 'Could not resolve "@site/src/constants/databases"'.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../../src/commands/build.ts';
import { DocgenError } from '../../../src/errors.ts';
import { readHtml } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const FILES = {
  'content/index.md': '# Home\n',
  'content/drivers.mdx': '# Drivers\n\n<DatabaseList />\n',
  'src/constants/databases.ts':
    "export const databases = { cockroachdb: { label: 'CockroachDB' }, spanner: { label: 'Google Spanner' } };\n",
  'src/components/DatabaseList.tsx': [
    "import { databases } from '@site/src/constants/databases';",
    'export default function DatabaseList() {',
    '  return <ul className="databases">{Object.values(databases).map((db) => <li key={db.label}>{db.label}</li>)}</ul>;',
    '}',
    '',
  ].join('\n'),
};

describe('src/content/markdown/load-components.ts: `@site/…` imports', () => {
  test('a component importing `@site/src/…` compiles and renders with the module', async () => {
    const site = throwawaySite(FILES, { components: { DatabaseList: './src/components/DatabaseList.tsx' } });
    try {
      const { outDir } = await build({ root: site.dir });
      const items = selectAll('ul.databases li', readHtml(path.join(outDir, 'drivers/index.html')));
      assert.deepEqual(
        items.map((li) => toString(li)),
        ['CockroachDB', 'Google Spanner'],
      );
    } finally {
      site.cleanup();
    }
  });

  test('a `@site/…` module that is not there is named in the error', async () => {
    const { 'src/constants/databases.ts': _module, ...withoutModule } = FILES;
    const site = throwawaySite(withoutModule, {
      components: { DatabaseList: './src/components/DatabaseList.tsx' },
    });
    try {
      await assert.rejects(build({ root: site.dir }), (error: DocgenError) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(error.message, /does not compile: Could not resolve "@site\/src\/constants\/databases"/);
        return true;
      });
    } finally {
      site.cleanup();
    }
  });
});
