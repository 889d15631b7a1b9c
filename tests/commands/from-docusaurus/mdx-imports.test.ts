// src/commands/from-docusaurus/mdx-imports.ts: what the docs pages import and use. A fence indented
// in a list item is code (Ory's `<YOUR_PASSWORD_HERE>` in a `bash` block of a numbered step read as
// a component used without an import), and a `.js` component holds JSX as Docusaurus reads it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { collectPageImports, withoutCodeBlocks } from '../../../src/commands/from-docusaurus/mdx-imports.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-mdx-imports-'));
after(() => rmSync(temp, { recursive: true, force: true }));

describe('withoutCodeBlocks', () => {
  test('fences at any indentation are blanked, lines kept; text after them is not', () => {
    const source = [
      '4.  Create a user:',
      '',
      '    ```bash',
      "    CREATE USER hydra PASSWORD '<YOUR_PASSWORD_HERE>';",
      '    ```',
      '',
      '<Kept />',
      '',
      '- item',
      '      ~~~~',
      '      <AuthContext.Provider value={value} />',
      '      ~~~~',
      '```',
      '<Inside />',
      '```',
    ].join('\n');
    const lines = withoutCodeBlocks(source).split('\n');
    assert.equal(lines.length, 15);
    assert.deepEqual(lines.map((line, i) => (line === '' ? null : [i + 1, line])).filter(Boolean), [
      [1, '4.  Create a user:'],
      [7, '<Kept />'],
      [9, '- item'],
    ]);
  });
});

describe('withoutCodeBlocks: mdx-code-block', () => {
  test("a ```mdx-code-block fence holds MDX (Ory's imports of Tabs): its lines are kept, the fences blanked", () => {
    const source = [
      '```mdx-code-block',
      'import Tabs from "@theme/Tabs"',
      '```',
      '',
      '```js',
      '<Code />',
      '```',
    ].join('\n');
    assert.deepEqual(withoutCodeBlocks(source).split('\n'), [
      '',
      'import Tabs from "@theme/Tabs"',
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('collectPageImports', () => {
  test('a `.js` component with JSX compiles (registered); a tag in an indented fence or escaped (`\\<RC Number\\>`) is no use', async () => {
    const site = path.join(temp, 'site');
    const files: Record<string, string> = {
      'src/theme/ApiWarning.js': 'export default function ApiWarning() {\n  return <p>Careful</p>;\n}\n',
      'docs/page.mdx': [
        "import ApiWarning from '@site/src/theme/ApiWarning';",
        '',
        '<ApiWarning />',
        '',
        '1. Step:',
        '',
        '    ```sql',
        "    CREATE USER app PASSWORD '<YOUR_PASSWORD_HERE>';",
        '    ```',
        '',
        'Subject: **[VOTE] Release \\<release-version\\> RC\\<RC Number\\>**',
        '',
      ].join('\n'),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      writeFileSync(path.join(site, rel), text);
    }
    const result = await collectPageImports(site, path.join(site, 'docs'), [
      { file: 'docs/page.mdx', absolute: path.join(site, 'docs/page.mdx'), source: files['docs/page.mdx']! },
    ]);
    assert.deepEqual(result.leftOut, []);
    assert.deepEqual(result.components, { ApiWarning: path.join(site, 'src/theme/ApiWarning.js') });
    assert.deepEqual([...result.unrendered], []);
  });

  test('a component importing an image is left out, named, as the build bundles none (it stopped the first build)', async () => {
    const site = path.join(temp, 'images');
    const files: Record<string, string> = {
      'src/theme/Flow.js':
        "import shot from './images/browser.png';\nexport default function Flow() {\n  return <img src={shot} alt='' />;\n}\n",
      'src/theme/images/browser.png': 'not really a png',
      'docs/page.mdx': "import Flow from '@site/src/theme/Flow';\n\n<Flow />\n",
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      writeFileSync(path.join(site, rel), text);
    }
    const result = await collectPageImports(site, path.join(site, 'docs'), [
      { file: 'docs/page.mdx', absolute: path.join(site, 'docs/page.mdx'), source: files['docs/page.mdx']! },
    ]);
    assert.deepEqual(result.components, {});
    assert.deepEqual([...result.unrendered], ['docs/page.mdx']);
    assert.equal(result.leftOut.length, 1);
    assert.equal(result.leftOut[0]!.what, 'docs/page.mdx:1');
    assert.match(
      result.leftOut[0]!.reason,
      /^imports @site\/src\/theme\/Flow, which imports src\/theme\/images\/browser\.png: docgen bundles no images/,
    );
  });
});
