// src/commands/from-docusaurus/mdx1-idioms.ts, function-children.ts and the build of versions
// (src/commands/build.ts), on a site shaped like Detox's (Docusaurus 2, docs one folder up, a
// version): `Partial<Detox.DetoxConfig\>` in prose is rewritten in the copies and reported (it was
// reported as a component `<Detox>` "left out", and the page did not parse); a partial opening
// `{props.debug && <div>` around Markdown is reported by init and stops the build with its line
// and what to do, in docs/ and in the version at once; `{(conf) => …}` children of a component
// make the page build without it, with a warning.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../../src/commands/build.ts';
import { initFromDocusaurus, type FromDocusaurusResult } from '../../../src/commands/init-from-docusaurus.ts';
import { DocgenError, DocgenErrorList } from '../../../src/errors.ts';
import { readHtml } from '../../helpers/fixtures.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-mdx1-idioms-'));
after(() => rmSync(temp, { recursive: true, force: true }));

const INTERNALS = [
  '---',
  'title: Internals',
  '---',
  '',
  '### `resolveConfig([options])` \\[Promise<RuntimeConfig\\>]',
  '',
  '* `override` (Partial<Detox.DetoxConfig\\>) – adjustments.',
  '',
].join('\n');
const PARTIAL = [
  "import CodeBlock from '@theme/CodeBlock';",
  '',
  '<>',
  '  {props.debug && <div>',
  '',
  'Start the **packager** first:',
  '',
  '```bash',
  'npm start',
  '> react-native start',
  '```',
  '',
  '  </div>}',
  '</>',
  '',
  'Now run your first test.',
  '',
].join('\n');
const SETUP = [
  "import Flavors from '@site/src/components/Flavors';",
  '',
  "<Flavors flavors={['Debug', 'Release']}>",
  '  {(conf) => `build ${conf}`}',
  '</Flavors>',
  '',
  'After the flavors.',
  '',
].join('\n');
const FIRST_TEST = [
  "import RunningYourTest from './partials/_build.mdx';",
  '',
  '# Your first test',
  '',
  '<RunningYourTest debug />',
  '',
].join('\n');

function site(): string {
  const root = path.join(temp, 'detox');
  const files: Record<string, string> = {
    'website/docusaurus.config.js':
      "module.exports = { title: 'Detox', url: 'https://detox.example', presets: [['classic', { docs: { path: '../docs', routeBasePath: '/docs', sidebarPath: false } }]] };\n",
    'website/package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.3.1' } }),
    'website/versions.json': JSON.stringify(['20.x']),
    'website/src/components/Flavors.js':
      "import React from 'react';\nexport default function Flavors({ flavors, children }) { return <pre>{flavors.map(children).join('\\n')}</pre>; }\n",
  };
  for (const folder of ['docs', 'website/versioned_docs/version-20.x']) {
    files[`${folder}/api/internals.mdx`] = INTERNALS;
    files[`${folder}/introduction/partials/_build.mdx`] = PARTIAL;
    files[`${folder}/introduction/setup.mdx`] = SETUP;
    files[`${folder}/introduction/first-test.mdx`] = FIRST_TEST;
  }
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return path.join(root, 'website');
}

describe('src/commands/from-docusaurus/mdx1-idioms.ts: a site shaped like Detox', () => {
  const dir = path.join(temp, 'out');
  let result: FromDocusaurusResult;
  before(async () => {
    result = await initFromDocusaurus({ from: site(), dir });
  });
  const reasons = (what: string) =>
    result.leftOut.filter((item) => item.what === what).map((item) => item.reason);

  test('init escapes the `<` of `<Name\\>` in the copies, says so with the lines, and names no component', () => {
    for (const [copy, from] of [
      ['docs/api/internals.mdx', '../docs/api/internals.mdx'],
      ['versioned_docs/version-20.x/api/internals.mdx', 'versioned_docs/version-20.x/api/internals.mdx'],
    ]) {
      const text = readFileSync(path.join(dir, copy!), 'utf8');
      assert.match(text, /\\\[Promise\\<RuntimeConfig\\>\]/);
      assert.match(text, /\(Partial\\<Detox\.DetoxConfig\\>\)/);
      assert.match(text, /^title: Internals$/m, 'the rest as it was');
      const [reason] = reasons(`${from}:5`);
      assert.match(reason ?? '', /`<RuntimeConfig\\>`, `<Detox\.DetoxConfig\\>` \(lines 5, 7\)/);
    }
    assert.ok(
      !result.leftOut.some((item) => /<Detox>|<RuntimeConfig>/.test(item.reason)),
      'no component "used without an import"',
    );
  });

  test('init reports the Markdown inside `{props.debug && <div>` and the function children, with their lines', () => {
    const [conditional] = reasons('../docs/introduction/partials/_build.mdx:4');
    assert.match(
      conditional ?? '',
      /the build stops on it \(a `>` or `\{` in the Markdown\) or leaves it out, with a warning\. `\{props\.debug && <div>` \(line 4\)/,
    );
    assert.match(conditional ?? '', /Move lines 5–12 into a file of their own/);
    assert.match(conditional ?? '', /the pages that give `debug`/);
    const [flavors] = reasons('../docs/introduction/setup.mdx:4');
    assert.match(flavors ?? '', /gives a component a function as its children \(line 4\)/);
  });

  test('the build stops on the partial in docs/ and in the version at once, each with its line and what to do', async () => {
    const error = await build({ root: dir }).then(
      () => assert.fail('the partial does not parse'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DocgenErrorList, String(error));
    const text = error.format();
    for (const file of [
      'docs/introduction/partials/_build.mdx',
      'versioned_docs/version-20.x/introduction/partials/_build.mdx',
    ])
      assert.ok(text.includes(`${file}:4: MDX syntax: Could not parse expression with acorn`), text);
    assert.match(
      text,
      /`\{props\.debug && <div>` \(line 4\) wraps Markdown in a JavaScript expression closed on line 13/,
    );
    assert.doesNotMatch(text, /\n\s+at /, 'no stack trace');
  });

  test('with the Markdown moved out as the error says, the site builds: the text MDX 1 showed, the flavors left out with a warning', async () => {
    for (const folder of ['docs', 'versioned_docs/version-20.x']) {
      const partials = path.join(dir, folder, 'introduction/partials');
      writeFileSync(path.join(partials, '_build.mdx'), PARTIAL.split('\n').slice(14).join('\n'));
      writeFileSync(path.join(partials, '_packager.mdx'), PARTIAL.split('\n').slice(4, 12).join('\n'));
      writeFileSync(
        path.join(dir, folder, 'introduction/first-test.mdx'),
        FIRST_TEST.replace('<RunningYourTest debug />', '<Packager />\n\n<RunningYourTest debug />').replace(
          "';\n",
          "';\nimport Packager from './partials/_packager.mdx';\n",
        ),
      );
    }
    const { outDir, warnings } = await build({ root: dir });
    const internals = readHtml(path.join(outDir, 'docs/api/internals/index.html'));
    assert.match(
      toString(select('main h3', internals)!),
      /^resolveConfig\(\[options\]\) \[Promise<RuntimeConfig>\]/,
    );
    assert.match(
      selectAll('main li', internals)
        .map((li) => toString(li))
        .find((li) => li.startsWith('override')) ?? '',
      /^override \(Partial<Detox\.DetoxConfig>\) – adjustments\.$/,
    );
    const first = toString(
      select('main', readHtml(path.join(outDir, 'docs/introduction/first-test/index.html')))!,
    );
    assert.match(
      first,
      /Start the packager first:[\s\S]*npm start\n> react-native start[\s\S]*Now run your first test\./,
    );
    const setup = toString(
      select('main', readHtml(path.join(outDir, 'docs/introduction/setup/index.html')))!,
    );
    assert.match(setup, /After the flavors\./);
    const about = warnings.filter((w: DocgenError) => /\{\(conf\) =>/.test(w.message));
    assert.ok(about.length > 0, 'the function is named in a warning');
    assert.match(about[0]!.message, /a function, which a component of the page would call/);
  });
});
