// src/openapi/views/shared-schemas.ts, src/render/shared-schemas.ts: large components reused by
// many operations are shown once each, so a site grows with operations plus schemas. Built from a
// generated Stripe-shaped spec (tests/helpers/reused-schemas-spec.ts) at 40 and 400 operations.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build, type BuildResult } from '../../../src/commands/build.ts';
import { reusedSchemasSite } from '../../helpers/reused-schemas-spec.ts';

/** Bytes of every file the build wrote, without the .gz/.br copies. */
function outputBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !/\.(gz|br)$/.test(entry.name))
      total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

describe('openapi/views/shared-schemas: components reused by many operations', () => {
  const sites = [reusedSchemasSite(40), reusedSchemasSite(400)];
  const built: BuildResult[] = [];
  /** What the 40-operation build told the CLI's progress display. */
  const progress: { stage: string; done: number; total: number }[] = [];
  before(async () => {
    for (const [i, site] of sites.entries())
      built.push(await build({ root: site.dir, onProgress: i === 0 ? (p) => progress.push(p) : undefined }));
  });
  after(() => sites.forEach((site) => site.cleanup()));

  test('ten times the operations: at most 12 times the bytes', () => {
    const [small, large] = built.map((b) => outputBytes(b.outDir));
    assert.ok(large / small <= 12, `${large} / ${small} = ${(large / small).toFixed(2)}`);
  });

  test('progress: the route data and render stages count pages done of all, one by one, to the end', () => {
    for (const stage of ['route data', 'render']) {
      const counts = progress.filter((p) => p.stage === stage && p.total > 0);
      assert.ok(counts.length > 0, `${stage}: no count`);
      const total = counts[0].total;
      // 40 GETs, 20 POSTs, the overview and the home page.
      assert.ok(total >= 62, `${stage}: ${total} pages`);
      assert.deepEqual(
        counts.map((p) => [p.done, p.total]),
        Array.from({ length: total }, (_, i) => [i + 1, total]),
        stage,
      );
    }
  });

  test('no page reaches the row limit; every operation page is under 100 KB', () => {
    for (const result of built) {
      assert.deepEqual(
        result.warnings.filter((w) => /too large to show in full/.test(w.message)).map((w) => w.message),
        [],
      );
      const pages = readdirSync(path.join(result.outDir, 'api'), { recursive: true }) as string[];
      // The overview lists every operation: it grows with them, as it should.
      for (const page of pages.filter((p) => /thing\d+\/index\.html$/.test(p))) {
        const size = statSync(path.join(result.outDir, 'api', page)).size;
        assert.ok(size < 100_000, `${page}: ${size} bytes`);
      }
    }
  });

  test('a page shows its own schema and points each shared row at a file that exists', () => {
    const { outDir } = built[0];
    const html = readFileSync(path.join(outDir, 'api/get-thing3/index.html'), 'utf8');
    assert.match(html, /<li id="response-200\.field_9">/, 'its own properties are in the page');
    const urls = [...html.matchAll(/data-fragment="\/(_docgen\/schemas\/c-[^"]+)"/g)].map((m) => m[1]);
    assert.ok(urls.length > 0, 'shared rows');
    for (const url of urls) assert.ok(existsSync(path.join(outDir, url)), url);
    // The owner (obj_4) is shared: its fields are in its file, with anchors relative to the row.
    const owner = urls.find((u) => /c-obj-4-[0-9a-f]+-tree\.json$/.test(u));
    assert.ok(owner, 'the owner option points at obj_4');
    const fragment = JSON.parse(readFileSync(path.join(outDir, owner), 'utf8')) as string;
    assert.match(fragment, /<li id="~\.field_0">/);
    assert.match(fragment, /data-fragment="\/_docgen\/schemas\/c-obj-5-/, 'and obj_4 points at obj_5');
  });

  test('each shared file is written once, whatever the number of pages that show it', () => {
    const files = readdirSync(path.join(built[1].outDir, '_docgen/schemas')).filter((f) =>
      /^c-.*\.json$/.test(f),
    );
    // 30 objects, in requests and responses, as option contents and as row contents.
    assert.ok(files.length <= 30 * 2 * 2, `${files.length} files`);
  });

  test('the Markdown copy links each shared schema to its Markdown, listed in llms.txt', () => {
    const { outDir } = built[0];
    const copy = readFileSync(path.join(outDir, 'api/get-thing3.md'), 'utf8');
    const links = [
      ...copy.matchAll(
        /\(schema: \[([^\]]+)\]\(https:\/\/reused\.example\/(_docgen\/schemas\/[^)]+\.md)\)\)/g,
      ),
    ];
    assert.ok(links.length > 0, 'links to shared schemas');
    for (const [, , file] of links) {
      const markdown = readFileSync(path.join(outDir, file), 'utf8');
      assert.match(markdown, /^# obj_\d+\n/);
      assert.match(markdown, /`field_0` string: Field 0 of object \d+\./);
    }
    const llms = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    assert.match(
      llms,
      /## Reused: schemas\n\n- \[obj_0 \(request\)\]\(https:\/\/reused\.example\/_docgen\/schemas\/c-obj-0-/,
    );
  });
});
