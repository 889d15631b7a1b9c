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
import { loadComponents } from '../../../src/content/markdown/load-components.ts';
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

describe('src/content/markdown/load-components.ts: a component that throws as it loads', () => {
  test("webpack's `require.context` at a module's top level: the file, line and what to do, no stack trace", async () => {
    // As Ory's changelog list: `const files = require.context('../../changelogs', false, /\.md$/)`.
    const site = throwawaySite({
      'src/components/Changelogs.jsx': [
        'const files = {',
        "  keto: require.context('../../changelogs/keto', false, /\\.md$/),",
        '};',
        'export default function Changelogs() {',
        '  return <ul>{files.keto.keys().map((k) => <li key={k}>{k}</li>)}</ul>;',
        '}',
        '',
      ].join('\n'),
      'src/components/Fine.tsx': 'export default function Fine() { return <p>fine</p>; }\n',
    });
    try {
      await assert.rejects(
        loadComponents(site.dir, {
          Fine: './src/components/Fine.tsx',
          Changelogs: './src/components/Changelogs.jsx',
        }),
        (error: DocgenError) => {
          assert.ok(error instanceof DocgenError, String(error));
          assert.match(
            error.message,
            /^A registered component threw while loading: .*require.*context is not a function/,
          );
          assert.deepEqual(
            [error.file, error.line, error.pointer],
            ['src/components/Changelogs.jsx', 2, 'components.Changelogs'],
          );
          assert.match(error.hint!, /`require\.context` is webpack's/);
          return true;
        },
      );
      // A component module that throws something else names its line too.
      const other = throwawaySite({
        'src/Broken.tsx':
          'const width = window.innerWidth;\nexport default function Broken() { return <p>{width}</p>; }\n',
      });
      try {
        await assert.rejects(
          loadComponents(other.dir, { Broken: './src/Broken.tsx' }),
          (error: DocgenError) => {
            assert.ok(error instanceof DocgenError, String(error));
            assert.match(error.message, /threw while loading: window is not defined/);
            assert.deepEqual([error.file, error.line], ['src/Broken.tsx', 1]);
            assert.match(error.hint!, /run in Node without a browser/);
            return true;
          },
        );
      } finally {
        other.cleanup();
      }
    } finally {
      site.cleanup();
    }
  });
});
