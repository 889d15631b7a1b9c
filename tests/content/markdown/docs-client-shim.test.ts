// `@docusaurus/plugin-content-docs/client` as docgen's shim gives it to a site's component:
// `useDocsVersion().docs` and `useDocById` hold the build's docs (id, title, description), as
// Home Assistant's quality-scale lists read them (`docs['core/…/rules/config-flow'].title`). The
// component did not compile, so every list was left out.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../../src/commands/build.ts';
import { isDocgenError } from '../../../src/errors.ts';
import { readHtml } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const RULES = [
  "import React from 'react';",
  "import { useDocsVersion, useDocById } from '@docusaurus/plugin-content-docs/client';",
  "import Link from '@docusaurus/Link';",
  'export default function RuleList({ ids }) {',
  '  const docs = useDocsVersion().docs;',
  '  return <ul className="rules">{ids.map((id) => (',
  '    <li key={id}><Link to={`/rules/${id}`}>{docs[`rules/${id}`].title}</Link>: {useDocById(`rules/${id}`).description}</li>',
  '  ))}</ul>;',
  '}',
  '',
].join('\n');

function site(list: string) {
  return throwawaySite(
    {
      'content/index.md': '# Home\n',
      'content/rules/config-flow.md':
        '---\ntitle: Set up via the UI\ndescription: A config flow\n---\n\nText.\n',
      'content/rules/unique.md': '---\ntitle: "Once <b>only</b>"\n---\n\nText.\n',
      'content/overview.mdx': `# Overview\n\n${list}\n`,
      'src/RuleList.jsx': RULES,
    },
    { components: { RuleList: './src/RuleList.jsx' } },
  );
}

describe('the docs-client shim', () => {
  test("useDocsVersion().docs and useDocById give the build's docs: titles as text, descriptions", async () => {
    const s = site(`<RuleList ids={['config-flow', 'unique']} />`);
    try {
      const { outDir } = await build({ root: s.dir, outDir: path.join(s.dir, 'build') });
      const page = readHtml(path.join(outDir, 'overview/index.html'));
      assert.deepEqual(
        selectAll('ul.rules li', page).map((li) => toString(li)),
        ['Set up via the UI: A config flow', 'Once <b>only</b>: '],
      );
      assert.equal(select('ul.rules b', page), undefined);
      assert.equal(select('ul.rules a', page)?.properties.href, '/rules/config-flow');
    } finally {
      s.cleanup();
    }
  });

  test('an id no doc has throws as in Docusaurus: the component is named at its line', async () => {
    const s = site(`<RuleList ids={['nope']} />`);
    try {
      await assert.rejects(build({ root: s.dir, outDir: path.join(s.dir, 'build') }), (error) => {
        assert.ok(isDocgenError(error));
        assert.match(error.format(), /content\/overview\.mdx:3[\s\S]*<RuleList> threw/);
        return true;
      });
    } finally {
      s.cleanup();
    }
  });
});
