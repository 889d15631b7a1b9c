// The same site built from another working folder is the same output, byte for byte and name for
// name: esbuild's content hashes (the assets', the Try-it validators' chunks) include the paths of
// the modules relative to its working folder, which was the process's. Every asset's name, and so
// every page, changed between `docgen build` in the site and `docgen build --root site` from the
// repository's root, or on a CI runner whose folder differs.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { copyFixture, runDocgen, rewriteFile } from '../helpers/fixtures.ts';

/** Every file of a folder by relative path, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, full), readFileSync(full));
    }
  return files;
}

describe('docgen build: the output does not depend on the working folder', () => {
  // A spec (Try-it validators), an island, and a registered component that imports CSS (which
  // goes into the site's stylesheet).
  const fixture = copyFixture('basic');
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'docgen-elsewhere-'));
  after(() => {
    fixture.cleanup();
    rmSync(elsewhere, { recursive: true, force: true });
  });
  mkdirSync(path.join(fixture.dir, 'src'), { recursive: true });
  writeFileSync(path.join(fixture.dir, 'src/badge.css'), '.badge { color: rebeccapurple; }\n');
  writeFileSync(
    path.join(fixture.dir, 'src/Badge.tsx'),
    'import \'./badge.css\';\nexport default function Badge({ label }: { label: string }) {\n  return <span className="badge">{label}</span>;\n}\n',
  );
  const config = path.join(fixture.dir, 'docgen.config.ts');
  rewriteFile(
    config,
    'export default defineConfig({',
    "export default defineConfig({\n  components: { Badge: './src/Badge.tsx' },",
  );
  cpSync(path.join(fixture.dir, 'content/index.md'), path.join(fixture.dir, 'content/badge.mdx'));
  writeFileSync(path.join(fixture.dir, 'content/badge.mdx'), '# Badge\n\nStatus: <Badge label="beta" />\n');

  test('built in the site, from its parent folder and from a folder elsewhere: the same files', () => {
    const outs = [
      { cwd: fixture.dir, args: ['--out', path.join(elsewhere, 'a')] },
      { cwd: path.dirname(fixture.dir), args: ['--root', fixture.dir, '--out', path.join(elsewhere, 'b')] },
      { cwd: elsewhere, args: ['--root', fixture.dir, '--out', path.join(elsewhere, 'c')] },
    ].map(({ cwd, args }) => {
      const result = runDocgen(['build', '--no-cache', ...args], cwd);
      assert.equal(result.code, 0, result.stderr);
      return tree(args[args.length - 1]);
    });
    const [first, ...others] = outs;
    assert.ok(
      [...first.keys()].some((rel) => /^_docgen\/validators\/v\.\w+\.js$/.test(rel)),
      'validator chunks',
    );
    assert.ok(
      [...first].some(
        ([rel, bytes]) => /^assets\/site\.\w+\.css$/.test(rel) && bytes.includes('rebeccapurple'),
      ),
      "the component's CSS is in the stylesheet",
    );
    for (const other of others) {
      assert.deepEqual([...other.keys()].sort(), [...first.keys()].sort(), 'the same file names');
      const differ = [...first].filter(([rel, bytes]) => !bytes.equals(other.get(rel)!)).map(([rel]) => rel);
      assert.deepEqual(differ, [], 'the same bytes');
    }
  });
});
