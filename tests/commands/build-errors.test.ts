// The CLI on bad input: one clear message naming file and line, exit code 1, no stack trace,
// previous output untouched.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { copyFixture, runDocgen } from '../helpers/fixtures.ts';

function breakAndBuild(edit: (dir: string) => void) {
  const fixture = copyFixture('basic');
  const ok = runDocgen(['build'], fixture.dir);
  assert.equal(ok.code, 0, ok.stderr);
  const before = readFileSync(path.join(fixture.dir, 'build/index.html'), 'utf8');
  edit(fixture.dir);
  const result = runDocgen(['build'], fixture.dir);
  const after = readFileSync(path.join(fixture.dir, 'build/index.html'), 'utf8');
  fixture.cleanup();
  assert.equal(result.code, 1, `expected exit 1, got ${result.code}: ${result.stdout}${result.stderr}`);
  assert.equal(after, before, 'previous output untouched');
  assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
  return result.stderr;
}

const write = (dir: string, rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};

describe('src/cli.ts build errors', () => {
  test('broken link: file:line → target', () => {
    const err = breakAndBuild((dir) => write(dir, 'content/guide/advanced.md', '---\ntitle: A\n---\n\nText\n\nSee [gone](/nowhere) and [bad anchor](/guide/intro#nope).\n'));
    assert.match(err, /content\/guide\/advanced\.md:7/);
    assert.match(err, /\/nowhere: no page has this route/);
    assert.match(err, /#nope/);
  });

  test('malformed front matter: file and line', () => {
    const err = breakAndBuild((dir) => write(dir, 'content/guide/advanced.md', '---\ntitle: A\ndescription: [unclosed\n---\n\nBody\n'));
    assert.match(err, /content\/guide\/advanced\.md:\d+/);
    assert.match(err, /Malformed front matter/);
  });

  test('front matter key with a wrong type', () => {
    const err = breakAndBuild((dir) => write(dir, 'content/guide/advanced.md', '---\ntitle: A\nsidebar_position: first\n---\n\nBody\n'));
    assert.match(err, /content\/guide\/advanced\.md:3/);
    assert.match(err, /sidebar_position/);
  });

  test('duplicate route names both files', () => {
    const err = breakAndBuild((dir) => write(dir, 'content/other.md', '---\ntitle: Other\nslug: /guide/intro\n---\n\nBody\n'));
    assert.match(err, /Duplicate route "\/guide\/intro"/);
    assert.match(err, /content\/guide\/intro\.md/);
    assert.match(err, /content\/other\.md/);
  });

  test('unknown admonition and unclosed admonition', () => {
    const unknown = breakAndBuild((dir) => write(dir, 'content/guide/advanced.md', '---\ntitle: A\n---\n\n:::caveat\nx\n:::\n'));
    assert.match(unknown, /advanced\.md:5.*Unknown admonition/);
    const unclosed = breakAndBuild((dir) => write(dir, 'content/guide/advanced.md', '---\ntitle: A\n---\n\ntext\n\n:::note\nnever closed\n'));
    assert.match(unclosed, /advanced\.md:7.*Unclosed admonition/);
  });

  test('missing home page and non-UTF-8 file', () => {
    assert.match(breakAndBuild((dir) => rmSync(path.join(dir, 'content/index.md'))), /No home page/);
    const bad = breakAndBuild((dir) => writeFileSync(path.join(dir, 'content/guide/advanced.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a, 0x0a, 0xff, 0xfe])));
    assert.match(bad, /advanced\.md:4.*not valid UTF-8/);
  });

  test('config: unknown navbar item type, version item without name, wrong type', () => {
    const cfg = (extra: string) => (dir: string) => {
      const file = path.join(dir, 'docgen.config.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace("tagline: 'Testing docgen',", `tagline: 'Testing docgen', ${extra}`));
    };
    assert.match(breakAndBuild(cfg("navbar: { items: [{ type: 'mega', label: 'x' }] },")), /navbar\.items\[0\].*unknown navbar item type "mega"/);
    assert.match(breakAndBuild(cfg("navbar: { items: [{ type: 'docsVersion' }] },")), /navbar\.items\[0\]\.version.*version name/);
    assert.match(breakAndBuild(cfg('baseUrl: 42,')), /baseUrl/);
  });

  test('OpenAPI: YAML syntax error, unresolved $ref, operation without summary, duplicate slug', () => {
    const spec = (edit: (s: string) => string) => (dir: string) => {
      const file = path.join(dir, 'openapi/pets.yaml');
      writeFileSync(file, edit(readFileSync(file, 'utf8')));
    };
    assert.match(breakAndBuild(spec((s) => s.replace('  version: 2.0.0', '  version: [2.0.0'))), /openapi\/pets\.yaml:\d+.*not valid YAML/);
    assert.match(breakAndBuild(spec((s) => s.replace("$ref: '#/components/schemas/Pet' }\n", "$ref: '#/components/schemas/Cat' }\n"))), /openapi\/pets\.yaml:\d+.*Unresolved \$ref "#\/components\/schemas\/Cat"/);
    assert.match(breakAndBuild(spec((s) => s.replace('      summary: Create a pet\n', ''))), /pets\.yaml:\d+ \(#\/paths\/~1pets\/post\).*no `summary`/);
    assert.match(breakAndBuild(spec((s) => s.replace('      summary: Create a pet', '      summary: List pets'))), /Two pages would have the route "\/reference\/list-pets"/);
    assert.match(breakAndBuild(spec((s) => s.replace("      description: The pets.\n", '      description: 7\n'))), /pets\.yaml:\d+ \(#\/paths\/~1pets\/get\/responses\/200\/description\).*Invalid OpenAPI document/);
  });

  test('output folder inside the content folder', () => {
    const fixture = copyFixture('basic');
    const result = runDocgen(['build', '--out', 'content/out'], fixture.dir);
    fixture.cleanup();
    assert.equal(result.code, 1);
    assert.match(result.stderr, /inside the content folder/);
  });
});
