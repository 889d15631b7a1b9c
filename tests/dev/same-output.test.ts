// `docgen build` and `docgen dev` compose the same pipeline (src/commands/build.ts,
// src/dev/site-state.ts): on the same site they make the same files with the same contents.
// The only differences are dev's own: no .gz/.br copies, the live-reload script in each HTML
// page, and a search manifest at a stable URL (so a page edit does not re-render every page).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { dev, type DevHandle } from '../../src/commands/dev.ts';
import { copyFixture } from '../helpers/fixtures.ts';

function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/\.(gz|br)$/.test(file))
    .sort();
}

/** Dev's difference, undone: the live-reload script. */
function normalise(file: string, text: string): string {
  return text.replace(/<script src="[^"]*_docgen\/dev\.js"[^>]*><\/script>/g, '');
}

describe('build and dev: one pipeline', () => {
  const fixture = copyFixture('basic');
  const outDir = path.join(fixture.dir, 'build');
  let session: DevHandle;
  before(async () => {
    await build({ root: fixture.dir });
    session = await dev({ root: fixture.dir, port: 0, log: { info: () => {}, error: () => {} } });
    assert.equal(session.firstBuild?.ok, true);
  });
  after(async () => {
    await session?.close();
    fixture.cleanup();
  });

  test('the same files, Markdown copies included', () => {
    const built = files(outDir).map((f) => f.replace(/manifest\.[\w-]+\.json$/, 'manifest.json'));
    const served = files(session.outDir);
    assert.deepEqual(served, built);
    assert.ok(
      served.includes('guide/intro.md'),
      'the "View as Markdown" copy of a page is in the dev output',
    );
  });

  test('the same contents, once dev’s live-reload script and stable manifest name are set aside', () => {
    const builtFiles = new Map(
      files(outDir).map((f) => [f.replace(/manifest\.[\w-]+\.json$/, 'manifest.json'), f]),
    );
    for (const file of files(session.outDir)) {
      if (!/\.(html|json|md|txt|xml|css|js|yaml)$/.test(file)) continue;
      const a = normalise(file, readFileSync(path.join(outDir, builtFiles.get(file)!), 'utf8'));
      const b = normalise(file, readFileSync(path.join(session.outDir, file), 'utf8'));
      assert.equal(b, a, `${file} differs between build and dev`);
    }
  });

  test('"View as Markdown" answers in dev', async () => {
    const res = await fetch(new URL('guide/intro.md', session.url));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/markdown/);
    assert.match(await res.text(), /^# /);
  });
});
