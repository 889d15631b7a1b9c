// src/content/load-content.ts: which files of the content folder are pages.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { loadContent } from '../../src/content/load-content.ts';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-load-content-'));
after(() => rmSync(root, { recursive: true, force: true }));
for (const [rel, text] of Object.entries({
  'content/index.md': '# Home\n',
  'content/README.md': '# About this folder\n',
  'content/guide/intro.md': '# Intro\n',
  'content/guide/README.md': '# Guide folder notes\n',
  'content/drafts/wip.mdx': '# WIP\n',
  'content/_partial.md': 'Part.\n',
  'content/.hidden/x.md': '# Hidden\n',
})) {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}
const pages = async (exclude?: string[]) =>
  (await loadContent({ root, contentDir: 'content', exclude })).docs.map((d) => d.relPath).sort();

test("docs.exclude: globs relative to the content folder, as Docusaurus' exclude; _ files are never pages", async () => {
  // Without it, a README.md beside an index page is no page, with a warning; alone, it is the folder's page.
  const warnings: string[] = [];
  const loaded = await loadContent({ root, contentDir: 'content', warn: (w) => warnings.push(w.format()) });
  assert.deepEqual(loaded.docs.map((d) => d.relPath).sort(), [
    'drafts/wip.mdx',
    'guide/README.md',
    'guide/intro.md',
    'index.md',
  ]);
  assert.deepEqual(warnings, [
    "content/README.md: content/README.md is no page: content/index.md is the folder's page (/).\n  hint: Rename one of them, give one a `slug`, or list the README in `docs.exclude` to say it is no page.",
  ]);
  assert.deepEqual(await pages(['README.md', '**/README.md']), [
    'drafts/wip.mdx',
    'guide/intro.md',
    'index.md',
  ]);
  assert.deepEqual(await pages(['**/README.md', 'drafts/**']), ['guide/intro.md', 'index.md']);
  // A pattern matches the path from the content folder, not a file name anywhere.
  assert.deepEqual(await pages(['README.md', 'intro.md']), [
    'drafts/wip.mdx',
    'guide/README.md',
    'guide/intro.md',
    'index.md',
  ]);
});

test('of two broken files, the first in order is the one reported', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-load-content-order-'));
  after(() => rmSync(site, { recursive: true, force: true }));
  const write = (rel: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), text);
  };
  write('content/index.md', '# Home\n');
  for (let i = 0; i < 80; i++) write(`content/p${String(i).padStart(2, '0')}.md`, `# Page ${i}\n`);
  const notUtf8 = Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]);
  const load = () => loadContent({ root: site, contentDir: 'content' });
  // A front matter error early, a file that cannot be decoded late: the early one is reported.
  write('content/p10.md', '---\ntitle: [unclosed\n---\n# Ten\n');
  write('content/p70.md', notUtf8);
  await assert.rejects(load(), (error: Error & { file?: string }) => {
    assert.equal(error.file, 'content/p10.md');
    assert.match(error.message, /Malformed front matter/);
    return true;
  });
  // And the other way round.
  write('content/p10.md', notUtf8);
  write('content/p70.md', '---\ntitle: [unclosed\n---\n# Seventy\n');
  await assert.rejects(load(), (error: Error & { file?: string }) => {
    assert.equal(error.file, 'content/p10.md');
    assert.match(error.message, /not valid UTF-8/);
    return true;
  });
  write('content/p10.md', '# Ten\n');
  write('content/p70.md', '# Seventy\n');
  const docs = (await load()).docs.map((d) => d.relPath);
  assert.equal(docs.length, 81);
  assert.deepEqual(docs.slice(0, 3), ['index.md', 'p00.md', 'p01.md']);
});

test("a README.md in a folder beside a page named like the folder (Capacitor's v2 `plugins/README.md` and `plugins.md`, both /plugins) is no page, with a warning", async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-load-content-readme-'));
  after(() => rmSync(site, { recursive: true, force: true }));
  for (const [rel, text] of Object.entries({
    'content/index.md': '# Home\n',
    'content/plugins.md': '# Capacitor Plugins\n',
    'content/plugins/README.md': '# Plugins Table of Contents\n',
    'content/plugins/ios.md': '# iOS\n',
    'content/cli/README.md': '# CLI\n',
  })) {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), text);
  }
  const warnings: string[] = [];
  const loaded = await loadContent({
    root: site,
    contentDir: 'content',
    warn: (w) => warnings.push(w.format()),
  });
  assert.deepEqual(loaded.docs.map((d) => [d.relPath, d.route]).sort(), [
    ['cli/README.md', '/cli'],
    ['index.md', '/'],
    ['plugins.md', '/plugins'],
    ['plugins/ios.md', '/plugins/ios'],
  ]);
  assert.deepEqual(warnings, [
    'content/plugins/README.md: content/plugins/README.md is no page: content/plugins.md has its route (/plugins).\n  hint: Rename one of them, give one a `slug`, or list the README in `docs.exclude` to say it is no page.',
  ]);
});
