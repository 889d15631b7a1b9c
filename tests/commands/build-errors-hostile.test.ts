// More rows of the bad-input catalogue (docs/content/errors.md, "When something is wrong"), named like their rows:
// input that reaches outside the site or that Node cannot name. Each: exit code 1, one message
// naming the file (and line), no stack trace, the previous output byte-identical.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { copyFixture, runDocgen } from '../helpers/fixtures.ts';

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, file), readFileSync(file).toString('base64'));
    }
  return files;
}

let built: { dir: string; cleanup: () => void } | undefined;
/** A copy of the built `basic` fixture (built once), in a folder of its own under `parent`. */
function builtFixture(parent: string): string {
  if (!built) {
    built = copyFixture('basic');
    const ok = runDocgen(['build'], built.dir);
    assert.equal(ok.code, 0, ok.stderr);
  }
  const dir = path.join(parent, 'site');
  cpSync(built.dir, dir, { recursive: true });
  return dir;
}

/** Copies the built fixture into a fresh folder, breaks it, builds again: the second build's stderr. */
function breakAndBuild(edit: (dir: string, parent: string) => void): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'docgen-hostile-'));
  try {
    const dir = builtFixture(parent);
    const before = snapshot(path.join(dir, 'build'));
    edit(dir, parent);
    const result = runDocgen(['build'], dir);
    assert.equal(result.code, 1, `expected exit 1, got ${result.code}: ${result.stdout}${result.stderr}`);
    assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'previous output byte-identical');
    assert.doesNotMatch(result.stderr, /\n\s+at |internal error/, 'no stack trace');
    assert.match(result.stderr, /^error /, 'one message, printed once at the top');
    return result.stderr;
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

/** `name` as raw bytes (Latin-1), as a file system holds a name no UTF-8 editor wrote. */
const latin1 = (dir: string, name: string) =>
  Buffer.concat([Buffer.from(`${dir}/`), Buffer.from(name, 'latin1')]);

describe('src/cli.ts: the bad-input catalogue, hostile input', () => {
  after(() => built?.cleanup());

  test('MDX import of a file outside the site', () => {
    for (const source of ['../../../outside/creds.json', '@site/../outside/creds.json']) {
      const err = breakAndBuild((dir, parent) => {
        mkdirSync(path.join(parent, 'outside'));
        writeFileSync(path.join(parent, 'outside/creds.json'), '{"password": "hunter2-outside"}');
        writeFileSync(
          path.join(dir, 'content/guide/leak.mdx'),
          `---\ntitle: Leak\n---\n\nimport creds from '${source}';\n\n<Tabs values={creds.password}><TabItem value="a">A</TabItem></Tabs>\n`,
        );
      });
      assert.ok(
        err.includes(
          `error content/guide/leak.mdx:5: The import "${source}" points outside the site folder (the folder of docgen.config.ts).`,
        ),
        err,
      );
      assert.match(err, /hint: MDX imports read files of the site only/);
      assert.doesNotMatch(err, /hunter2/);
    }
  });

  test('file or folder name that is not UTF-8', () => {
    const cases: [(dir: string) => void, RegExp][] = [
      [
        (dir) => writeFileSync(latin1(dir, 'content/café.md'), '---\ntitle: C\n---\n\nHi\n'),
        /^error content\/caf\\xe9\.md: The name is not valid UTF-8/,
      ],
      [
        (dir) => {
          mkdirSync(latin1(dir, 'content/d\xff'));
          writeFileSync(Buffer.concat([latin1(dir, 'content/d\xff'), Buffer.from('/x.md')]), '# X\n');
        },
        /^error content\/d\\xff: The name is not valid UTF-8/,
      ],
      [
        (dir) => {
          mkdirSync(path.join(dir, 'static'), { recursive: true });
          writeFileSync(latin1(dir, 'static/f\xe9.txt'), 'hi');
        },
        /^error static\/f\\xe9\.txt: The name is not valid UTF-8/,
      ],
    ];
    for (const [edit, expected] of cases) {
      const err = breakAndBuild(edit);
      assert.match(err, expected);
      assert.match(err, /hint: Rename it in UTF-8: `convmv -f latin1 -t utf8 --notest -r (content|static)`/);
      assert.doesNotMatch(err, /symbolic link/);
    }
  });
});
