// The bad-input catalogue (docs/content/errors.md, "When something is wrong"): one test per row, named like the
// row. Every error row: exit code 1, one message naming the file and line (or key / JSON
// pointer), the previous output byte-identical, no stack trace.
// Most rows run the CLI inside this process (runDocgenInProcess: same exit code and terminal
// output, a few hundred ms instead of a Node process per row); the rows marked `cli` run the
// compiled bin/docgen as a process, as a user would, to keep the real exit code and printing.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  statfsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { runDocgenInProcess } from '../helpers/cli-in-process.ts';
import { copyFixture, repoRoot, runDocgen } from '../helpers/fixtures.ts';

/** Every file of a folder with a hash of its bytes, to compare outputs byte for byte. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else
        files.set(
          child,
          createHash('sha256')
            .update(readFileSync(path.join(dir, child)))
            .digest('base64'),
        );
    }
  };
  walk('');
  return files;
}

function chmodRecursive(dir: string): void {
  chmodSync(dir, 0o777);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) chmodRecursive(path.join(dir, entry.name));
    else if (entry.isFile()) chmodSync(path.join(dir, entry.name), 0o666);
  }
}

function mount(dir: string, size: string): void {
  mkdirSync(dir, { recursive: true });
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`mount failed: ${result.stderr}`);
}

let mountable: boolean | undefined;
function canMount(): boolean {
  if (mountable === undefined) {
    const probe = mkdtempSync(path.join(tmpdir(), 'docgen-mount-'));
    mountable = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', probe]).status === 0;
    if (mountable) spawnSync('umount', [probe]);
    rmSync(probe, { recursive: true, force: true });
  }
  return mountable;
}

/**
 * The fixture, built once: every row starts from a copy of it (its good output included).
 * `output` is its build folder's snapshot, taken once: every copy is byte-identical to it.
 */
let built: { dir: string; output: Map<string, string>; cleanup: () => void } | undefined;
async function builtFixture(): Promise<{ dir: string; output: Map<string, string>; cleanup: () => void }> {
  if (!built) {
    const fixture = copyFixture('basic');
    const ok = await runDocgenInProcess(['build'], fixture.dir);
    assert.equal(ok.code, 0, ok.stderr);
    built = { ...fixture, output: snapshot(path.join(fixture.dir, 'build')) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-catalogue-'));
  cpSync(built.dir, dir, { recursive: true });
  return { dir, output: built.output, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Copies the built fixture, breaks it, builds again: returns the second build's stderr. `cli`:
 * as a process of the compiled CLI (bin/docgen), else in this process.
 */
async function breakAndBuild(
  edit: (dir: string) => void,
  { args = [], cli = false }: { args?: string[]; cli?: boolean } = {},
): Promise<string> {
  const fixture = await builtFixture();
  try {
    edit(fixture.dir);
    const argv = ['build', ...args];
    const result = cli ? runDocgen(argv, fixture.dir) : await runDocgenInProcess(argv, fixture.dir);
    assert.equal(result.code, 1, `expected exit 1, got ${result.code}: ${result.stdout}${result.stderr}`);
    assert.deepEqual(
      snapshot(path.join(fixture.dir, 'build')),
      fixture.output,
      'previous output byte-identical',
    );
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
    assert.match(result.stderr, /^error /, 'one message, printed once at the top');
    return result.stderr;
  } finally {
    fixture.cleanup();
  }
}

const write = (dir: string, rel: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};
const page =
  (body: string, front = 'title: A') =>
  (dir: string) =>
    write(dir, 'content/guide/advanced.md', `---\n${front}\n---\n\n${body}\n`);
const editFile = (rel: string, change: (text: string) => string) => (dir: string) =>
  write(dir, rel, change(readFileSync(path.join(dir, rel), 'utf8')));
const config = (extra: string) =>
  editFile('docgen.config.ts', (s) =>
    s.replace("tagline: 'Testing docgen',", `tagline: 'Testing docgen', ${extra}`),
  );
const spec = (change: (s: string) => string) => editFile('openapi/pets.yaml', change);
const withTemplates = (change: (dir: string) => void) => (dir: string) => {
  cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'templates'), { recursive: true });
  change(dir);
};

describe('src/cli.ts: the bad-input catalogue', () => {
  after(() => built?.cleanup());

  test('unreadable file', async () => {
    const err = await breakAndBuild(
      (dir) => symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'content/guide/dangling.md')),
      { cli: true },
    );
    assert.match(err, /content\/guide\/dangling\.md: Cannot read file: ENOENT/);
  });

  test('non-UTF-8 file', async () => {
    const err = await breakAndBuild((dir) =>
      write(
        dir,
        'content/guide/advanced.md',
        Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a, 0x0a, 0xff, 0xfe]),
      ),
    );
    assert.match(err, /content\/guide\/advanced\.md:4: File is not valid UTF-8/);
  });

  test('malformed front matter YAML', async () => {
    const err = await breakAndBuild(page('Body', 'title: A\ndescription: [unclosed'));
    assert.match(err, /content\/guide\/advanced\.md:\d+:\d+: Malformed front matter/);
  });

  test('front matter key with a wrong type', async () => {
    const err = await breakAndBuild(page('Body', 'title: A\nsidebar_position: first'));
    assert.match(err, /content\/guide\/advanced\.md:3: Front matter key `sidebar_position`/);
  });

  test('unknown admonition type', async () => {
    const err = await breakAndBuild(page(':::caveat\nx\n:::'));
    assert.match(err, /content\/guide\/advanced\.md:5: Unknown admonition or block type `:::caveat`/);
  });

  // An admonition left open is a warning (Docusaurus renders it to the page's end): fixtures/admonition-unclosed.
  test('unclosed cards block', async () => {
    const err = await breakAndBuild(page('text\n\n:::cards\n- [A](./intro.md)'));
    assert.match(err, /content\/guide\/advanced\.md:7: Unclosed cards block `:::cards`/);
  });

  test('duplicate route', async () => {
    const err = await breakAndBuild((dir) =>
      write(dir, 'content/other.md', '---\ntitle: Other\nslug: /guide/intro\n---\n\nBody\n'),
    );
    assert.match(
      err,
      /content\/other\.md:3: Duplicate route "\/guide\/intro": claimed by both content\/guide\/intro\.md and content\/other\.md/,
    );
  });

  test('slug that claims another output (every output path is claimed once)', async () => {
    const cases: [string, RegExp][] = [
      [
        '/index',
        /^error content\/(index|extra)\.md: Two outputs would be written to "_docgen\/routes\/index\.json": (the page "\/" \(content\/index\.md\) and the page "\/index" \(content\/extra\.md\)|the page "\/index" \(content\/extra\.md\) and the page "\/" \(content\/index\.md\))\./,
      ],
      [
        '/llms.txt',
        /^error content\/extra\.md: Two outputs would be written to "llms\.txt": the generated llms\.txt and the page "\/llms\.txt" \(content\/extra\.md\), which needs "llms\.txt" to be a folder/,
      ],
      [
        '/sitemap.xml',
        /Two outputs would be written to "sitemap\.xml": the generated sitemap\.xml and the page "\/sitemap\.xml"/,
      ],
      [
        '/reference/pets.yaml',
        /Two outputs would be written to "reference\/pets\.yaml": the download of the spec \(openapi\/pets\.yaml\) and the page "\/reference\/pets\.yaml"/,
      ],
      [
        '/guide/intro.md',
        /Two outputs would be written to "guide\/intro\.md": the Markdown copy of "\/guide\/intro" \(content\/guide\/intro\.md\) and the page "\/guide\/intro\.md"/,
      ],
      [
        '/img/logo.svg',
        /Two outputs would be written to "img\/logo\.svg": a static file \(static\/img\/logo\.svg\) and the page "\/img\/logo\.svg"/,
      ],
    ];
    for (const [slug, message] of cases) {
      const err = await breakAndBuild((dir) =>
        write(dir, 'content/extra.md', `---\ntitle: Extra\nslug: ${slug}\n---\n\nBody\n`),
      );
      assert.match(err, message, slug);
      assert.match(err, /hint: Every output file is written once/, slug);
    }
  });

  test('duplicate heading id on a page (auto-suffixed, not an error)', async () => {
    const fixture = copyFixture('basic');
    try {
      page('## Setup\n\nOne.\n\n## Setup\n\nTwo. Jump to [the second](#setup-1).')(fixture.dir);
      const result = await runDocgenInProcess(['build'], fixture.dir);
      assert.equal(result.code, 0, result.stderr);
      const html = readFileSync(path.join(fixture.dir, 'build/guide/advanced/index.html'), 'utf8');
      assert.match(html, /id="setup"/);
      assert.match(html, /id="setup-1"/);
    } finally {
      fixture.cleanup();
    }
  });

  test('broken internal link', async () => {
    const err = await breakAndBuild(page('Text\n\nSee [gone](/nowhere).'));
    assert.match(err, /content\/guide\/advanced\.md:7: \/nowhere: no page has this route/);
  });

  test("broken anchor (a warning by default, as in Docusaurus; `onBrokenAnchors: 'throw'` here)", async () => {
    const err = await breakAndBuild((dir) => {
      page('Text\n\nSee [bad anchor](/guide/intro#nope).')(dir);
      config("onBrokenAnchors: 'throw',")(dir);
    });
    assert.match(
      err,
      /content\/guide\/advanced\.md:7: \/guide\/intro#nope: no heading or anchor "#nope" on \/guide\/intro/,
    );
  });

  test('link to a missing image or asset', async () => {
    const err = await breakAndBuild(
      page('Text\n\n![Diagram](/img/missing.png) and ![next to it](./gone.png)'),
    );
    assert.match(
      err,
      /content\/guide\/advanced\.md:7: \/img\/missing\.png: file not found \(no file static\/img\/missing\.png\)/,
    );
    assert.match(
      err,
      /content\/guide\/advanced\.md:7: \.\/gone\.png: file not found \(no file content\/guide\/gone\.png\)/,
    );
  });

  test('missing content/index.md', async () => {
    const err = await breakAndBuild((dir) => rmSync(path.join(dir, 'content/index.md')));
    assert.match(err, /content\/index\.md: No home page: nothing has the route "\/"/);
  });

  test('empty content folder', async () => {
    const err = await breakAndBuild((dir) => {
      rmSync(path.join(dir, 'content'), { recursive: true });
      mkdirSync(path.join(dir, 'content'));
    });
    assert.match(err, /content: The content folder has no Markdown files/);
  });

  test('config file that throws', async () => {
    const err = await breakAndBuild(
      editFile('docgen.config.ts', (s) =>
        s.replace(
          'export default',
          "if (!process.env.NOPE) throw new Error('config is broken');\nexport default",
        ),
      ),
      { cli: true },
    );
    assert.match(err, /docgen\.config\.ts:3:\d+: Config file threw while loading: config is broken/);
  });

  test('unknown navbar item type', async () => {
    const err = await breakAndBuild(config("navbar: { items: [{ type: 'mega', label: 'x' }] },"));
    assert.match(
      err,
      /docgen\.config\.ts \(navbar\.items\[0\]\.type\): Invalid config: unknown navbar item type "mega"/,
    );
  });

  test('i18n default locale missing from its locales', async () => {
    const err = await breakAndBuild(config("i18n: { defaultLocale: 'en', locales: ['fr'] },"));
    assert.match(
      err,
      /docgen\.config\.ts \(i18n\.locales\): Invalid config: i18n\.locales must include the defaultLocale/,
    );
  });

  test('logo file that does not exist', async () => {
    const err = await breakAndBuild(config("logo: { src: 'img/logo-missing.svg', alt: 'Logo' },"));
    assert.match(
      err,
      /docgen\.config\.ts \(logo\.src\): The file static\/img\/logo-missing\.svg does not exist\./,
    );
    assert.match(err, /hint: /);
  });

  test('favicon file that does not exist', async () => {
    const err = await breakAndBuild(config("favicon: 'favicon-missing.ico',"));
    assert.match(
      err,
      /docgen\.config\.ts \(favicon\): The file static\/favicon-missing\.ico does not exist\./,
    );
  });

  test('static folder that is not a folder', async () => {
    const err = await breakAndBuild((dir) => {
      rmSync(path.join(dir, 'static'), { recursive: true });
      writeFileSync(path.join(dir, 'static'), 'not a folder');
    });
    assert.match(err, /error static: Cannot read the static folder static: ENOTDIR\./);
  });

  test('example that does not fit its schema', async () => {
    const err = await breakAndBuild(
      spec((s) =>
        s.replace(
          'value: { id: pet_2, name: Fido, tag: dog }',
          'value: { id: pet_2, name: Fido, tag: bird }',
        ),
      ),
    );
    assert.match(
      err,
      /error openapi\/pets\.yaml:69 \(#\/paths\/~1pets\/post\/requestBody\/content\/application~1json\/examples\/dog\/value\/tag\): Example does not fit its schema: \/tag must be equal to one of the allowed values\./,
    );
    assert.match(err, /onInvalidExamples: "warn"/);
  });

  test('OpenAPI YAML alias bomb', async () => {
    const levels = Array.from(
      { length: 8 },
      (_, i) => `  a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`,
    );
    const bomb = ['x-bomb:', '  a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...levels, ''].join('\n');
    const started = Date.now();
    const err = await breakAndBuild(spec((s) => `${s}${bomb}`));
    assert.match(err, /error openapi\/pets\.yaml: OpenAPI file expands too much: its YAML aliases/);
    assert.ok(Date.now() - started < 30_000, 'answered within seconds, not minutes');
  });

  test('OpenAPI schema nested 200 deep', async () => {
    let deep = '{type: string}';
    for (let i = 0; i < 200; i++) deep = `{type: object, properties: {a: ${deep}}}`;
    const err = await breakAndBuild(
      spec((s) => s.replace('  schemas:\n', `  schemas:\n    Deep: ${deep}\n`)),
    );
    assert.match(err, /error openapi\/pets\.yaml: OpenAPI file nests more than 100 levels deep/);
  });

  test('OpenAPI $refs 600 deep (a chain of $refs): the line and pointer where the limit is reached', async () => {
    const chain = Array.from(
      { length: 600 },
      (_, i) => `    R${i}: { $ref: '#/components/schemas/R${i + 1}' }\n`,
    ).join('');
    const err = await breakAndBuild(
      spec((s) => s.replace('  schemas:\n', `  schemas:\n${chain}    R600: { type: string }\n`)),
    );
    assert.match(
      err,
      /^error openapi\/pets\.yaml:\d+ \(#\/components\/schemas\/R\d+\): `\$ref`s lead more than 500 deep/,
    );
    assert.doesNotMatch(err, /maxDepth|option/, "no advice about the parser's own options");
  });

  test('docs version item without a version name', async () => {
    const err = await breakAndBuild(config("navbar: { items: [{ type: 'docsVersion' }] },"));
    assert.match(err, /docgen\.config\.ts \(navbar\.items\[0\]\.version\): Invalid config: .*version name/);
  });

  test('config key with a wrong type', async () => {
    const err = await breakAndBuild(config('baseUrl: 42,'));
    assert.match(err, /docgen\.config\.ts \(baseUrl\): Invalid config/);
  });

  test('template without a default export', async () => {
    const err = await breakAndBuild(
      withTemplates(
        editFile('templates/pages/DocPage.tsx', (s) =>
          s.replace('export default function DocPage', 'export function DocPage'),
        ),
      ),
    );
    assert.match(err, /templates\/pages\/DocPage\.tsx: Template has no default export/);
  });

  test('template that throws during render', async () => {
    const err = await breakAndBuild(
      withTemplates(
        editFile('templates/pages/DocPage.tsx', (s) =>
          s.replace(
            /(export default function DocPage\([^)]*\)[^{]*\{)/,
            "$1\n  if (route.route === '/guide/advanced') throw new Error('no advanced pages');",
          ),
        ),
      ),
    );
    // The line inserted after the signature (the template's own line numbers, not the bundle's).
    const template = readFileSync(path.join(repoRoot, 'templates/pages/DocPage.tsx'), 'utf8').split('\n');
    const line = template.findIndex((l) => l.startsWith('export default function DocPage')) + 2;
    assert.match(
      err,
      new RegExp(
        `templates/pages/DocPage\\.tsx:${line}:\\d+: A template threw while rendering the route "/guide/advanced" \\(content/guide/advanced\\.md\\): no advanced pages`,
      ),
    );
  });

  test('OpenAPI YAML syntax error', async () => {
    const err = await breakAndBuild(spec((s) => s.replace('  version: 2.0.0', '  version: [2.0.0')));
    assert.match(
      err,
      /openapi\/pets\.yaml:5:3: OpenAPI file is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a \]\.\n/,
    );
  });

  test('invalid OpenAPI document', async () => {
    const err = await breakAndBuild(
      spec((s) => s.replace('      description: The pets.\n', '      description: 7\n')),
      { cli: true },
    );
    assert.match(
      err,
      /openapi\/pets\.yaml:\d+ \(#\/paths\/~1pets\/get\/responses\/200\/description\): Invalid OpenAPI document/,
    );
  });

  test('unresolved $ref', async () => {
    const err = await breakAndBuild(
      spec((s) => s.replace("$ref: '#/components/schemas/Pet' }\n", "$ref: '#/components/schemas/Cat' }\n")),
    );
    assert.match(
      err,
      /openapi\/pets\.yaml:\d+ \(#\/paths\/.*\/\$ref\): Unresolved \$ref "#\/components\/schemas\/Cat"/,
    );
  });

  test('remote `$ref` in an OpenAPI document', async () => {
    const err = await breakAndBuild(
      spec((s) =>
        s.replace("$ref: '#/components/schemas/Pet' }\n", "$ref: 'https://schemas.example.com/pet.json' }\n"),
      ),
    );
    assert.match(
      err,
      /openapi\/pets\.yaml:\d+ \(#\/paths\/.*\/\$ref\): Remote \$ref "https:\/\/schemas\.example\.com\/pet\.json": docgen does not fetch/,
    );
  });

  test('OpenAPI version that is a number', async () => {
    const err = await breakAndBuild(spec((s) => s.replace('openapi: 3.1.0', 'openapi: 3.1')));
    assert.match(
      err,
      /openapi\/pets\.yaml:1 \(#\/openapi\): The `openapi` field is the number 3\.1, not a version string\.\n {2}hint: Quote it and give all three parts, e\.g\. `openapi: "3\.1\.0"`/,
    );
  });

  test('output folder inside the content folder', async () => {
    const err = await breakAndBuild(() => undefined, { args: ['--out', 'content/out'], cli: true });
    assert.match(
      err,
      /^error outDir: The output folder \(content\/out\) is inside the content folder \(content\)/,
    );
  });

  test('serve --base that is not a URL path', async () => {
    const fixture = await builtFixture();
    try {
      for (const base of ['docs', '/docs?x', '/a/../b', 'http://evil.example/']) {
        const result = runDocgen(['serve', 'build', '--port', '0', '--base', base], fixture.dir);
        assert.equal(result.code, 1, `${base}: ${result.stdout}${result.stderr}`);
        assert.match(
          result.stderr,
          /^error --base: --base ".*" is not a URL path\.\n {2}hint: Give the path the site is served under, starting with "\/", e\.g\. --base \//,
        );
        assert.doesNotMatch(result.stderr, /\n\s+at /);
      }
      assert.match(
        runDocgen(['serve', 'build', '--port', '0', '--base', 'docs'], fixture.dir).stderr,
        /--base \/docs\/$/m,
      );
    } finally {
      fixture.cleanup();
    }
  });

  test("output folder that is not docgen's", async () => {
    const fixture = await builtFixture();
    try {
      mkdirSync(path.join(fixture.dir, 'notes'));
      writeFileSync(path.join(fixture.dir, 'notes/todo.txt'), 'keep me');
      const cases: [string, RegExp][] = [
        [
          'openapi',
          /^error outDir: The output folder \(openapi\) would replace the OpenAPI document \(openapi\/pets\.yaml\)\.\n {2}hint: /,
        ],
        [
          'static',
          /^error outDir: The output folder \(static\) would replace the static folder \(static\)\./,
        ],
        [
          'static/out',
          /^error outDir: The output folder \(static\/out\) is inside the static folder \(static\): the next build would read it back in\./,
        ],
        [
          'docgen.config.ts',
          /^error outDir: The output folder \(docgen\.config\.ts\) would replace the config file \(docgen\.config\.ts\)\./,
        ],
        ['..', /^error outDir: The output folder \(\/.*\) would replace the site root \(\.\)\./],
        ['/', /^error outDir: The output folder \(\/\) would replace the site root \(\.\)\./],
        [
          'notes',
          /^error outDir: The output folder \(notes\) is not empty and was not written by docgen\.\n {2}hint: .*Choose an empty or new folder/,
        ],
        ['notes/todo.txt', /^error outDir: The output folder \(notes\/todo\.txt\) is a file, not a folder\./],
      ];
      const before = snapshot(fixture.dir);
      for (const [out, message] of cases) {
        const result = await runDocgenInProcess(['build', '--out', out], fixture.dir);
        assert.equal(result.code, 1, `--out ${out}: ${result.stdout}${result.stderr}`);
        assert.match(result.stderr, message, `--out ${out}`);
        assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
        assert.deepEqual(
          snapshot(fixture.dir),
          before,
          `--out ${out}: every file of the site byte-identical`,
        );
      }
      // docgen's own output (it carries the marker) is replaced; so is an empty folder.
      assert.ok(readdirSync(path.join(fixture.dir, 'build')).includes('.docgen-output'));
      mkdirSync(path.join(fixture.dir, 'empty'));
      for (const out of ['build', 'empty'])
        assert.equal((await runDocgenInProcess(['build', '--out', out], fixture.dir)).code, 0, out);
    } finally {
      fixture.cleanup();
    }
  });

  test('output folder that is a symbolic link (written through) and a linked folder in content (followed)', async () => {
    const fixture = await builtFixture();
    try {
      mkdirSync(path.join(fixture.dir, 'real-out'));
      rmSync(path.join(fixture.dir, 'build'), { recursive: true });
      symlinkSync(path.join(fixture.dir, 'real-out'), path.join(fixture.dir, 'build'));
      mkdirSync(path.join(fixture.dir, 'shared/recipes'), { recursive: true });
      writeFileSync(path.join(fixture.dir, 'shared/recipes/bake.md'), '---\ntitle: Bake\n---\n\nBake it.\n');
      symlinkSync(path.join(fixture.dir, 'shared/recipes'), path.join(fixture.dir, 'content/recipes'));
      for (let run = 0; run < 2; run++) {
        const result = await runDocgenInProcess(['build'], fixture.dir);
        assert.equal(result.code, 0, result.stderr);
        assert.ok(lstatSync(path.join(fixture.dir, 'build')).isSymbolicLink(), 'the link stays a link');
        assert.match(
          readFileSync(path.join(fixture.dir, 'real-out/recipes/bake/index.html'), 'utf8'),
          /Bake it\./,
        );
        assert.ok(existsSync(path.join(fixture.dir, 'real-out/.docgen-output')));
      }
      assert.deepEqual(
        readdirSync(fixture.dir).filter((n) => /\.(tmp|old)-/.test(n)),
        [],
      );
      // A link back to a parent folder is a clear error, not an endless walk.
      symlinkSync(path.join(fixture.dir, 'content'), path.join(fixture.dir, 'shared/recipes/loop'));
      const loop = await runDocgenInProcess(['build'], fixture.dir);
      assert.equal(loop.code, 1);
      assert.match(
        loop.stderr,
        /^error content\/recipes\/loop: A symbolic link in the content folder points back to a folder above it\./,
      );
    } finally {
      fixture.cleanup();
    }
  });

  test('non-UTF-8 byte at the end of a large file (found in one pass)', async () => {
    const started = performance.now();
    const line = 'A paragraph of plain text that goes on for a while, in UTF-8: é, ü, 漢字.\n';
    const err = await breakAndBuild((dir) =>
      write(
        dir,
        'content/guide/advanced.md',
        Buffer.concat([
          Buffer.from(`---\ntitle: Big\n---\n\n${line.repeat(5000)}`),
          Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]),
        ]),
      ),
    );
    assert.match(err, /content\/guide\/advanced\.md:5005: File is not valid UTF-8\./);
    assert.ok(performance.now() - started < 20_000, 'seconds, not minutes');
  });

  test('image link escaping the site', async () => {
    const err = await breakAndBuild(page('Text\n\n![secret](../../../../../../etc/passwd)'));
    assert.match(
      err,
      /^error content\/guide\/advanced\.md:7: The image "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd" points outside the content folder \(content\)\.\n {2}hint: Images are files of the site/,
    );
    const fromStatic = await breakAndBuild(page('Text\n\n![config](/../docgen.config.ts)'));
    assert.match(
      fromStatic,
      /^error content\/guide\/advanced\.md:7: The image "\/\.\.\/docgen\.config\.ts" points outside the static folder \(static\)\./,
    );
  });

  test('deeply nested Markdown (3,000 blockquotes, 1,000 nested lists)', async () => {
    const quotes = await breakAndBuild(page(`Text\n\n${'>'.repeat(3000)} deep`));
    assert.match(
      quotes,
      /^error content\/guide\/advanced\.md:7: Markdown nested too deeply: more than 100 levels of blockquotes or lists\.\n {2}hint: Flatten the nesting/,
    );
    const lists = await breakAndBuild(
      page(`Text\n\n${Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')}`),
    );
    assert.match(lists, /^error content\/guide\/advanced\.md:\d+: Markdown nested too deeply/);
  });

  test('quotes, emphasis and HTML nested 10,000 deep: a clear error, not a stack overflow', async () => {
    const quotes = await breakAndBuild(page(`Text\n\n${'> '.repeat(10_000)}deep`));
    assert.match(
      quotes,
      /^error content\/guide\/advanced\.md:7: Markdown nested too deeply: more than 100 levels/,
    );
    const emphasis = await breakAndBuild(page(`Text\n\n${'*a **a '.repeat(5000)}b${' a** a*'.repeat(5000)}`));
    assert.match(
      emphasis,
      /^error content\/guide\/advanced\.md:7: Markdown nested too deeply: emphasis \(`\*`, `_`\) more than 100 levels deep\.\n {2}hint: Close each/,
    );
    const html = await breakAndBuild(page(`Text\n\n${'<b>'.repeat(10_000)}x`));
    assert.match(
      html,
      /^error content\/guide\/advanced\.md: Markdown nested too deeply: emphasis, links, quotes or lists/,
    );
    for (const err of [emphasis, html]) assert.doesNotMatch(err, /internal error|RangeError|\n\s+at /);
  });

  test('5,000 list markers on one line (a list in a list per marker) answered before the parse', async () => {
    // Parsed, 10 KB of them takes the Markdown parser 11 s, 40 KB minutes.
    const started = Date.now();
    const err = await breakAndBuild(page(`Text\n\n${'* '.repeat(20_000)}deep`));
    assert.match(
      err,
      /^error content\/guide\/advanced\.md:7: Markdown nested too deeply: more than 100 levels/,
    );
    assert.ok(Date.now() - started < 30_000, 'answered within seconds, not minutes');
  });

  test("a spec description nested too deeply: the spec's line and the description's pointer", async () => {
    const err = await breakAndBuild(
      spec((s) =>
        s.replace(
          /description: Lists the pets\..*/,
          `description: "Lists the pets.\\n\\n${'- '.repeat(200)}x"`,
        ),
      ),
    );
    assert.match(
      err,
      /^error openapi\/pets\.yaml:38 \(#\/paths\/~1pets\/get\/description\): Markdown nested too deeply/,
    );
  });

  test(
    'unreadable folder (EACCES)',
    {
      skip:
        process.getuid?.() === 0 && existsSync('/usr/bin/setpriv')
          ? false
          : 'needs root (to build as another user) and setpriv',
    },
    async () => {
      const fixture = await builtFixture();
      try {
        chmodRecursive(fixture.dir);
        chmodSync(path.join(fixture.dir, 'content/guide'), 0o000);
        const before = snapshot(path.join(fixture.dir, 'build'));
        const result = spawnSync(
          '/usr/bin/setpriv',
          [
            '--reuid=65534',
            '--regid=65534',
            '--clear-groups',
            process.execPath,
            path.join(repoRoot, 'bin/docgen'),
            'build',
          ],
          { cwd: fixture.dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
        );
        assert.equal(result.status, 1, result.stderr);
        assert.match(
          result.stderr,
          /^error content\/guide: Permission denied \(EACCES\)\.\n {2}hint: Check the permissions \(ls -l\)/,
        );
        assert.doesNotMatch(result.stderr, /\n\s+at /);
        assert.deepEqual(snapshot(path.join(fixture.dir, 'build')), before);
      } finally {
        chmodSync(path.join(fixture.dir, 'content/guide'), 0o755);
        fixture.cleanup();
      }
    },
  );

  test(
    'full disk (ENOSPC) and an output folder that is a mount point (EBUSY)',
    { skip: canMount() ? false : 'needs permission to mount a tmpfs' },
    async () => {
      const fixture = await builtFixture();
      const small = path.join(fixture.dir, 'small');
      const mounted = path.join(fixture.dir, 'mounted');
      try {
        // Room for one build, not for the staged second one.
        mount(small, '32m');
        assert.equal((await runDocgenInProcess(['build', '--out', 'small/site'], fixture.dir)).code, 0);
        const { blocks, bfree, bsize } = statfsSync(small);
        const remount = spawnSync('mount', [
          '-o',
          `remount,size=${Math.ceil(((blocks - bfree) * bsize * 1.3) / 1024)}k`,
          small,
        ]);
        assert.equal(remount.status, 0);
        const before = snapshot(path.join(small, 'site'));
        write(fixture.dir, 'content/guide/advanced.md', '---\ntitle: A\n---\n\nChanged.\n');
        const full = await runDocgenInProcess(['build', '--out', 'small/site', '--no-cache'], fixture.dir);
        assert.equal(full.code, 1, full.stderr);
        assert.match(
          full.stderr,
          /^error small\/site: No space left on the disk \(ENOSPC\)\.\n {2}hint: The disk is full\./,
        );
        assert.doesNotMatch(full.stderr, /\n\s+at /);
        assert.deepEqual(snapshot(path.join(small, 'site')), before, 'previous output byte-identical');
        assert.deepEqual(readdirSync(small), ['site'], 'no staging folder left behind');

        mount(mounted, '4m');
        const busy = await runDocgenInProcess(['build', '--out', 'mounted'], fixture.dir);
        assert.equal(busy.code, 1, busy.stderr);
        assert.match(
          busy.stderr,
          /^error mounted: The folder is busy \(EBUSY\)\.\n {2}hint: .*mount point.*--out build\/site/,
        );
        assert.doesNotMatch(busy.stderr, /\n\s+at /);
        assert.deepEqual(readdirSync(mounted), []);
        assert.deepEqual(
          readdirSync(fixture.dir).filter((n) => /\.(tmp|old)-/.test(n)),
          [],
        );
      } finally {
        for (const dir of [small, mounted]) spawnSync('umount', [dir]);
        fixture.cleanup();
      }
    },
  );

  test('killed build leaves nothing behind (cleaned up by the next build)', async () => {
    const fixture = await builtFixture();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const staleTemplates = path.join(tmpdir(), `docgen-templates-${dead}-AbC123`);
    try {
      const before = snapshot(path.join(fixture.dir, 'build'));
      const staged = () => readdirSync(fixture.dir).filter((n) => n.startsWith('build.tmp-'));
      // Killed while its staging folder holds the rendered pages: the kill is sent when the
      // render stage's line arrives, and on a busy machine the build can reach its swap before
      // the signal does (it then leaves no staging folder). Such a miss is tried again.
      for (let attempt = 1; staged().length === 0; attempt++) {
        assert.ok(attempt <= 5, 'the build was never killed before its swap in 5 tries');
        for (const name of readdirSync(fixture.dir).filter((n) => /^build\./.test(n)))
          rmSync(path.join(fixture.dir, name), { recursive: true, force: true });
        const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen'), 'build', '--debug'], {
          cwd: fixture.dir,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        await new Promise<void>((resolve) => {
          let stderr = '';
          child.stderr.on('data', (c: Buffer) => {
            stderr += c;
            if (/^\s+render\s/m.test(stderr)) child.kill('SIGKILL');
          });
          child.once('exit', () => resolve());
        });
      }
      assert.equal(staged().length, 1, 'the kill left a staging folder');
      assert.deepEqual(snapshot(path.join(fixture.dir, 'build')), before, 'previous output byte-identical');
      mkdirSync(staleTemplates);
      const result = await runDocgenInProcess(['build'], fixture.dir);
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(
        readdirSync(fixture.dir).filter((n) => /^build\./.test(n)),
        [],
      );
      assert.equal(existsSync(staleTemplates), false, "a dead build's template folder is removed");
    } finally {
      rmSync(staleTemplates, { recursive: true, force: true });
      fixture.cleanup();
    }
  });

  test('port already in use for serve and dev', async () => {
    const fixture = await builtFixture();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = String((blocker.address() as { port: number }).port);
    try {
      for (const args of [
        ['serve', 'build', '--port', port],
        ['dev', '--port', port],
      ]) {
        const result = runDocgen(args, fixture.dir);
        assert.equal(result.code, 1, `${args[0]}: ${result.stdout}${result.stderr}`);
        assert.match(
          result.stderr,
          new RegExp(
            `^error Port ${port} on 127\\.0\\.0\\.1 is already in use\\.\\n  hint: Stop the other server, or choose another port: --port ${Number(port) + 1}\\.`,
          ),
        );
        assert.doesNotMatch(result.stderr, /\n\s+at /);
      }
    } finally {
      blocker.close();
      fixture.cleanup();
    }
  });
});
