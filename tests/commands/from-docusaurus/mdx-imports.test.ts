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

describe('withoutCodeBlocks: front matter', () => {
  test('front matter is YAML, blanked with its fences (Flow\'s `description: "… Array<T> …"`); a later `---` is kept', () => {
    const source = ['---', 'description: "Array<T> syntax"', '---', '', '<Kept />', '', '---', ''].join('\n');
    assert.deepEqual(withoutCodeBlocks(source).split('\n'), ['', '', '', '', '<Kept />', '', '---', '']);
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

describe('withoutCodeBlocks: code blocks inside an mdx-code-block', () => {
  test("a ````mdx-code-block around tabs of ```tsx examples (Ionic's): the tabs are MDX, the examples code", () => {
    const source = [
      '````mdx-code-block',
      '<Tabs>',
      '<TabItem value="angular">',
      '',
      '```tsx',
      "import { Platform } from '@ionic/angular';",
      'const input = useRef<HTMLIonInputElement>(null);',
      '```',
      '</TabItem>',
      '</Tabs>',
      '````',
      '',
      '```',
      '<Code />',
      '```',
    ].join('\n');
    assert.deepEqual(withoutCodeBlocks(source).split('\n'), [
      '',
      '<Tabs>',
      '<TabItem value="angular">',
      '',
      '',
      '',
      '',
      '',
      '</TabItem>',
      '</Tabs>',
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

  test("a tag in front matter is no use: Flow's arrays page names no `<T>` component", async () => {
    const source = [
      '---',
      'title: Arrays',
      'description: "How to type arrays in Flow, including Array<T> syntax."',
      '---',
      '',
      "import Note from '@site/src/Note';",
      '',
      '<Note />',
      '',
    ].join('\n');
    const site = path.join(temp, 'front-matter');
    mkdirSync(path.join(site, 'src'), { recursive: true });
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(
      path.join(site, 'src/Note.js'),
      'export default function Note() {\n  return <p>Note</p>;\n}\n',
    );
    writeFileSync(path.join(site, 'docs/arrays.mdx'), source);
    const result = await collectPageImports(site, path.join(site, 'docs'), [
      { file: 'docs/arrays.mdx', absolute: path.join(site, 'docs/arrays.mdx'), source },
    ]);
    assert.deepEqual(result.leftOut, []);
    assert.deepEqual([...result.unrendered], []);
    // The same tag below the front matter is a use, with its line.
    const used = `${source}Array<T> again\n`;
    const again = await collectPageImports(site, path.join(site, 'docs'), [
      { file: 'docs/arrays.mdx', absolute: path.join(site, 'docs/arrays.mdx'), source: used },
    ]);
    assert.deepEqual(
      again.leftOut.map((l) => l.what),
      ['docs/arrays.mdx:9'],
    );
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

describe('collectPageImports: components written in Flow', () => {
  // facebook/flow's website: `babel.config.js` with `@babel/preset-flow`, components typed
  // `({version}: {version: string}): React.MixedElement`. esbuild reads no Flow: the report said
  // "does not compile without the site's packages", which no install fixes.
  const write = (site: string, files: Record<string, string>) => {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      writeFileSync(path.join(site, rel), text);
    }
  };
  const page = (site: string, source: string) =>
    collectPageImports(site, path.join(site, 'docs'), [
      { file: 'docs/page.mdx', absolute: path.join(site, 'docs/page.mdx'), source },
    ]);
  const typed =
    "import * as React from 'react';\n\nexport function SinceVersion({version}: {version: string}): React.MixedElement {\n  return <span>&ge;{version}</span>;\n}\n";
  const source =
    'import {SinceVersion} from \'@site/components/VersionTags\';\n\n<SinceVersion version="0.1" />\n';

  test("the site's Babel config compiles Flow: the report says Flow, with the file and line, and what to do", async () => {
    const site = path.join(temp, 'flow-babel');
    write(site, {
      'babel.config.js':
        "module.exports = { presets: [require.resolve('@babel/preset-flow')], parserOpts: { flow: 'all' } };\n",
      'components/VersionTags.js': `/**\n * @format\n */\n\n${typed}`,
      'docs/page.mdx': source,
    });
    const result = await page(site, source);
    assert.deepEqual(result.components, {});
    assert.deepEqual([...result.unrendered], ['docs/page.mdx']);
    assert.equal(result.leftOut.length, 1);
    const reason = result.leftOut[0]!.reason;
    assert.match(
      reason,
      /^imports @site\/components\/VersionTags, whose components\/VersionTags\.js:7 is written in Flow \(the site's babel\.config\.js compiles Flow\)/,
    );
    assert.match(reason, /remove the type annotations \(the flow-remove-types package does\)/);
    assert.doesNotMatch(reason, /site's packages/);
  });

  test('a file that says `@flow` is Flow without a Babel config; a plain syntax error is not', async () => {
    const site = path.join(temp, 'flow-pragma');
    write(site, { 'components/VersionTags.js': `// @flow strict\n${typed}`, 'docs/page.mdx': source });
    const flow = await page(site, source);
    assert.match(flow.leftOut[0]!.reason, /VersionTags\.js:4 is written in Flow \(the file says `@flow`\)/);

    const broken = path.join(temp, 'broken');
    write(broken, { 'components/VersionTags.js': `${typed}`, 'docs/page.mdx': source });
    const plain = await page(broken, source);
    assert.match(plain.leftOut[0]!.reason, /which does not compile without the site's packages \(Expected/);
    assert.doesNotMatch(plain.leftOut[0]!.reason, /Flow/);
  });
});

describe('collectPageImports: imports of packages docgen does not provide', () => {
  // ionic-team/ionic-docs: each component page imports six generated Markdown modules of
  // `@ionic-internal/component-api/v9/<component>/…`; the report had one line per import (1,191
  // lines). One line per package now, with the count, the first modules and the first places.
  test('many modules of one package are one line; one module of a package keeps its line per place', async () => {
    const site = path.join(temp, 'ionic');
    const pages = ['accordion', 'badge', 'toast'].map((name) => {
      const source = [
        '---',
        `title: ion-${name}`,
        '---',
        `import Props from '@ionic-internal/component-api/v9/${name}/props.md';`,
        `import Events from '@ionic-internal/component-api/v9/${name}/events.md';`,
        "import DocsCard from '@components/global/DocsCard';",
        '',
        '<Props />',
        '',
        '<Events />',
        '',
      ].join('\n');
      const file = `docs/api/${name}.md`;
      mkdirSync(path.join(site, 'docs/api'), { recursive: true });
      writeFileSync(path.join(site, file), source);
      return { file, absolute: path.join(site, file), source };
    });
    const result = await collectPageImports(site, path.join(site, 'docs'), pages);
    assert.deepEqual(result.leftOut, [
      {
        what: 'docs/api/accordion.md:4, docs/api/accordion.md:5 and 4 more places',
        reason:
          'imports 6 modules of @ionic-internal/component-api (@ionic-internal/component-api/v9/accordion/props.md, @ionic-internal/component-api/v9/accordion/events.md, @ionic-internal/component-api/v9/badge/props.md, …) on 3 pages, which docgen does not provide: what the pages use of them is left out, with a warning',
      },
      ...['accordion', 'badge', 'toast'].map((name) => ({
        what: `docs/api/${name}.md:6`,
        reason:
          'imports @components/global/DocsCard, which docgen does not provide: what the page uses of it is left out, with a warning',
      })),
    ]);
    assert.deepEqual([...result.unrendered].sort(), pages.map((p) => p.file).sort());
  });
});
