// src/content/front-matter.ts: YAML front matter read, and never code: gray-matter evaluates
// `---js` front matter, so a page (or a Docusaurus site given to init) could run anything.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { parseFrontMatter, readFrontMatter } from '../../src/content/front-matter.ts';
import { isDocgenError } from '../../src/errors.ts';
import { initFromDocusaurus } from '../../src/commands/init-from-docusaurus.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-front-matter-'));
after(() => rmSync(temp, { recursive: true, force: true }));
const marker = path.join(temp, 'ran');
const script = (engine: string) =>
  `---${engine}\n{ title: (function () { require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); globalThis.ranFrontMatter = 1; return 'T'; })() }\n---\n\nBody.\n`;

test('YAML front matter is read; JavaScript front matter (---js, ---javascript) is an error at line 1 and never runs', () => {
  const page = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 2\n---\n\nBody.\n', 'content/a.md');
  assert.deepEqual(page.data, { title: 'Hello', sidebar_position: 2 });
  for (const engine of ['js', 'javascript', ' js', 'JS']) {
    assert.throws(
      () => parseFrontMatter(script(engine), 'content/evil.md'),
      (error) => {
        if (engine === 'JS') return true; // an unknown engine: an error of its own, nothing run
        assert.ok(isDocgenError(error), String(error));
        assert.match(
          error.format(),
          /content\/evil\.md:1: Front matter written as JavaScript \(`---js`\) is not run/,
        );
        return true;
      },
      engine,
    );
  }
  assert.equal(existsSync(marker), false, 'no code ran');
  assert.equal((globalThis as { ranFrontMatter?: number }).ranFrontMatter, undefined);
  assert.throws(() => readFrontMatter(script('js')));
});

test('init --from-docusaurus reads page ids without running JavaScript front matter', async () => {
  const site = path.join(temp, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    "module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/' };\n",
  );
  writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
  writeFileSync(path.join(site, 'docs/evil.md'), script('js'));
  await initFromDocusaurus({ from: site, dir: path.join(temp, 'out') });
  assert.equal(existsSync(marker), false, 'no code ran');
});
