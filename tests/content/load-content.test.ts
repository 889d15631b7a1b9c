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
