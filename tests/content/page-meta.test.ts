// "Edit this page" (docs.editUrl, a base URL or a function) and "Last updated" (docs.showLastUpdateTime
// / showLastUpdateAuthor, from one git log over the content folder), on built pages.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/commands/build.ts';
import type { ResolvedConfig } from '../../src/config/schema.ts';
import { toSourceDoc } from '../../src/content/load-content.ts';
import { editUrlFor } from '../../src/content/page-meta.ts';
import { copyFixture, readHtml, rewriteFile } from '../helpers/fixtures.ts';

function commit(dir: string, files: string[], date: string, author: string): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: 'a@example.com',
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: 'a@example.com',
  };
  execFileSync('git', ['add', ...files], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', 'edit', '--no-gpg-sign'], { cwd: dir, env });
}

/**
 * The fixture with its diagram page as plain text: these tests read page dates and edit links, and
 * a Mermaid page makes every build bundle and compress the 3.5 MB diagram island.
 */
function extrasSite() {
  const site = copyFixture('docusaurus-extras');
  writeFileSync(path.join(site.dir, 'content/diagram.md'), '# Diagram\n\nA page of the first commit.\n');
  return site;
}

describe('src/content/page-meta: edit links and last-update dates', () => {
  test('a base editUrl and the last commit of each page (date and author)', async () => {
    const site = extrasSite();
    try {
      execFileSync('git', ['init', '-q'], { cwd: site.dir });
      commit(site.dir, ['.'], '2024-03-01T10:00:00Z', 'Ada Lovelace');
      writeFileSync(
        path.join(site.dir, 'content/code.md'),
        `${readFileSync(path.join(site.dir, 'content/code.md'), 'utf8')}\nMore.\n`,
      );
      commit(site.dir, ['content/code.md'], '2025-01-15T10:00:00Z', 'Grace Hopper');
      const { outDir, warnings } = await build({ root: site.dir });
      assert.deepEqual(warnings, []);
      const code = readHtml(path.join(outDir, 'code/index.html'));
      assert.equal(
        select('.doc-meta__edit', code)?.properties.href,
        'https://github.com/example/extras/edit/main/content/code.md',
      );
      assert.equal(select('.doc-meta time', code)?.properties.dateTime, '2025-01-15T10:00:00.000Z');
      assert.equal(
        toString(select('.doc-meta__updated', code)!),
        'Last updated on Jan 15, 2025 by Grace Hopper',
      );
      const diagram = readHtml(path.join(outDir, 'diagram/index.html'));
      assert.equal(
        toString(select('.doc-meta__updated', diagram)!),
        'Last updated on Mar 1, 2024 by Ada Lovelace',
      );
      // A page git does not know yet has no date, but keeps its edit link.
      writeFileSync(path.join(site.dir, 'content/new.md'), '# New\n');
      const again = await build({ root: site.dir });
      const fresh = readHtml(path.join(again.outDir, 'new/index.html'));
      assert.equal(selectAll('.doc-meta__updated', fresh).length, 0);
      assert.equal(
        select('.doc-meta__edit', fresh)?.properties.href,
        'https://github.com/example/extras/edit/main/content/new.md',
      );
    } finally {
      site.cleanup();
    }
  });

  test('a function editUrl; outside git a warning and no dates; neither key: no footer', async () => {
    const site = extrasSite();
    try {
      const config = path.join(site.dir, 'docgen.config.ts');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace(
          /editUrl: '[^']*'/,
          'editUrl: ({ docPath, permalink }) => (docPath === "index.md" ? undefined : `https://cms.example/${docPath}?from=${permalink}`)',
        ),
      );
      const { outDir, warnings } = await build({ root: site.dir });
      assert.deepEqual(
        warnings.map((w) => w.message),
        ['No "Last updated" dates: git log failed (not a git repository?).'],
      );
      assert.equal(
        select('.doc-meta__edit', readHtml(path.join(outDir, 'code/index.html')))?.properties.href,
        'https://cms.example/code.md?from=/code',
      );
      assert.equal(select('.doc-meta', readHtml(path.join(outDir, 'index.html'))), undefined);

      rewriteFile(config, /docs: \{[\s\S]*?\n {2}\},\n/, '');
      const plain = await build({ root: site.dir });
      assert.deepEqual(plain.warnings, []);
      assert.equal(select('.doc-meta', readHtml(path.join(plain.outDir, 'code/index.html'))), undefined);
    } finally {
      site.cleanup();
    }
  });
});

describe('editUrlFor', () => {
  test("a file name with spaces (RocketMQ's `02RocketMQ Connect Concept.md`) is percent-encoded in the link", () => {
    const doc = toSourceDoc(
      '# Concept\n',
      'docs/connect/02RocketMQ Connect Concept.md',
      'connect/02RocketMQ Connect Concept.md',
    );
    const config = (editUrl: unknown) =>
      ({ contentDir: 'docs', docs: { editUrl }, i18n: { defaultLocale: 'en' } }) as unknown as ResolvedConfig;
    assert.equal(
      editUrlFor(config('https://github.com/o/r/tree/main/'), doc),
      'https://github.com/o/r/tree/main/docs/connect/02RocketMQ%20Connect%20Concept.md',
    );
    assert.equal(
      editUrlFor(
        config(({ docPath }: { docPath: string }) => `https://cms.example/${docPath}?a=1`),
        doc,
      ),
      'https://cms.example/connect/02RocketMQ%20Connect%20Concept.md?a=1',
    );
  });
});
