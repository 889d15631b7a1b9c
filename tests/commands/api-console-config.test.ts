// `apiConsole` in the config: on by default (a console module per operation page, the console
// script, a Try it button), `enabled: false` builds none of them, `corsProxy` reaches the modules
// and must be a URL.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { copyFixture, runDocgen, rewriteFile } from '../helpers/fixtures.ts';

const setConsole = (dir: string, value: string) => {
  const file = path.join(dir, 'docgen.config.ts');
  rewriteFile(file, 'openapi: [', `apiConsole: ${value},\n  openapi: [`);
};
const consoleChunks = (out: string) =>
  readdirSync(path.join(out, 'assets/chunks')).filter((f) => /^console\..*\.js$/.test(f));

describe('config: apiConsole', () => {
  test('default: every operation page has its module and a Try it button; the proxy is passed on', async () => {
    const { dir, cleanup } = copyFixture('basic');
    try {
      setConsole(dir, "{ corsProxy: 'https://proxy.fixture.example/' }");
      const out = path.join(dir, 'build');
      await build({ root: dir, outDir: out });
      const modules = readdirSync(path.join(out, '_docgen/console/reference')).filter((f) =>
        f.endsWith('.js'),
      );
      assert.ok(modules.length > 0);
      const html = readFileSync(
        path.join(out, `reference/${modules[0].replace(/\.js$/, '')}/index.html`),
        'utf8',
      );
      assert.match(html, new RegExp(`data-api-console="/_docgen/console/reference/${modules[0]}"`));
      assert.equal(consoleChunks(out).length, 1);
      const source = readFileSync(path.join(out, '_docgen/console/reference', modules[0]), 'utf8');
      assert.match(source, /corsProxy:"https:\/\/proxy\.fixture\.example\/"/);
    } finally {
      cleanup();
    }
  });

  test('enabled: false builds no module, no console script and no button', async () => {
    const { dir, cleanup } = copyFixture('basic');
    try {
      setConsole(dir, '{ enabled: false }');
      const out = path.join(dir, 'build');
      await build({ root: dir, outDir: out });
      assert.equal(existsSync(path.join(out, '_docgen/console')), false);
      assert.deepEqual(consoleChunks(out), []);
      const pages = readdirSync(path.join(out, 'reference'), { recursive: true }) as string[];
      for (const page of pages.filter((p) => p.endsWith('index.html')))
        assert.doesNotMatch(readFileSync(path.join(out, 'reference', page), 'utf8'), /data-api-console="/);
    } finally {
      cleanup();
    }
  });

  test('a corsProxy that is not a URL is an error naming the key', () => {
    const { dir, cleanup } = copyFixture('basic');
    try {
      setConsole(dir, "{ corsProxy: 'proxy please' }");
      const result = runDocgen(['build'], dir);
      assert.notEqual(result.code, 0);
      assert.match(result.stderr, /apiConsole\.corsProxy/);
      assert.doesNotMatch(result.stderr, /^\s+at /m);
    } finally {
      cleanup();
    }
  });
});
