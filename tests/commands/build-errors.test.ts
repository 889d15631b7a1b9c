// The bad-input catalogue (README, "When something is wrong"): one test per row, named like the
// row. Every error row: exit code 1, one message naming the file and line (or key / JSON
// pointer), the previous output byte-identical, no stack trace.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { copyFixture, repoRoot, runDocgen } from '../helpers/fixtures.ts';

/** Every file of a folder with its bytes, to compare outputs byte for byte. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.set(child, readFileSync(path.join(dir, child)).toString('base64'));
    }
  };
  walk('');
  return files;
}

/** The fixture, built once: every row starts from a copy of it (its good output included). */
let built: { dir: string; cleanup: () => void } | undefined;
function builtFixture(): { dir: string; cleanup: () => void } {
  if (!built) {
    built = copyFixture('basic');
    const ok = runDocgen(['build'], built.dir);
    assert.equal(ok.code, 0, ok.stderr);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-catalogue-'));
  cpSync(built.dir, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the built fixture, breaks it, builds again: returns the second build's stderr. */
function breakAndBuild(edit: (dir: string) => void, args: string[] = []): string {
  const fixture = builtFixture();
  try {
    const before = snapshot(path.join(fixture.dir, 'build'));
    edit(fixture.dir);
    const result = runDocgen(['build', ...args], fixture.dir);
    assert.equal(result.code, 1, `expected exit 1, got ${result.code}: ${result.stdout}${result.stderr}`);
    assert.deepEqual(snapshot(path.join(fixture.dir, 'build')), before, 'previous output byte-identical');
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
const page = (body: string, front = 'title: A') => (dir: string) => write(dir, 'content/guide/advanced.md', `---\n${front}\n---\n\n${body}\n`);
const editFile = (rel: string, change: (text: string) => string) => (dir: string) => write(dir, rel, change(readFileSync(path.join(dir, rel), 'utf8')));
const config = (extra: string) => editFile('docgen.config.ts', (s) => s.replace("tagline: 'Testing docgen',", `tagline: 'Testing docgen', ${extra}`));
const spec = (change: (s: string) => string) => editFile('openapi/pets.yaml', change);
const withTemplates = (change: (dir: string) => void) => (dir: string) => {
  cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'templates'), { recursive: true });
  change(dir);
};

describe('src/cli.ts: the bad-input catalogue', () => {
  after(() => built?.cleanup());

  test('unreadable file', () => {
    const err = breakAndBuild((dir) => symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'content/guide/dangling.md')));
    assert.match(err, /content\/guide\/dangling\.md: Cannot read file: ENOENT/);
  });

  test('non-UTF-8 file', () => {
    const err = breakAndBuild((dir) => write(dir, 'content/guide/advanced.md', Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a, 0x0a, 0xff, 0xfe])));
    assert.match(err, /content\/guide\/advanced\.md:4: File is not valid UTF-8/);
  });

  test('malformed front matter YAML', () => {
    const err = breakAndBuild(page('Body', 'title: A\ndescription: [unclosed'));
    assert.match(err, /content\/guide\/advanced\.md:\d+:\d+: Malformed front matter/);
  });

  test('front matter key with a wrong type', () => {
    const err = breakAndBuild(page('Body', 'title: A\nsidebar_position: first'));
    assert.match(err, /content\/guide\/advanced\.md:3: Front matter key `sidebar_position`/);
  });

  test('unknown admonition type', () => {
    const err = breakAndBuild(page(':::caveat\nx\n:::'));
    assert.match(err, /content\/guide\/advanced\.md:5: Unknown admonition or block type `:::caveat`/);
  });

  test('unclosed admonition', () => {
    const err = breakAndBuild(page('text\n\n:::note\nnever closed'));
    assert.match(err, /content\/guide\/advanced\.md:7: Unclosed admonition `:::note`/);
  });

  test('duplicate route', () => {
    const err = breakAndBuild((dir) => write(dir, 'content/other.md', '---\ntitle: Other\nslug: /guide/intro\n---\n\nBody\n'));
    assert.match(err, /content\/other\.md:3: Duplicate route "\/guide\/intro": claimed by both content\/guide\/intro\.md and content\/other\.md/);
  });

  test('duplicate heading id on a page (auto-suffixed, not an error)', () => {
    const fixture = copyFixture('basic');
    try {
      page('## Setup\n\nOne.\n\n## Setup\n\nTwo. Jump to [the second](#setup-1).')(fixture.dir);
      const result = runDocgen(['build'], fixture.dir);
      assert.equal(result.code, 0, result.stderr);
      const html = readFileSync(path.join(fixture.dir, 'build/guide/advanced/index.html'), 'utf8');
      assert.match(html, /id="setup"/);
      assert.match(html, /id="setup-1"/);
    } finally {
      fixture.cleanup();
    }
  });

  test('broken internal link', () => {
    const err = breakAndBuild(page('Text\n\nSee [gone](/nowhere).'));
    assert.match(err, /content\/guide\/advanced\.md:7: \/nowhere: no page has this route/);
  });

  test('broken anchor', () => {
    const err = breakAndBuild(page('Text\n\nSee [bad anchor](/guide/intro#nope).'));
    assert.match(err, /content\/guide\/advanced\.md:7: \/guide\/intro#nope: no heading or anchor "#nope" on \/guide\/intro/);
  });

  test('link to a missing image or asset', () => {
    const err = breakAndBuild(page('Text\n\n![Diagram](/img/missing.png) and ![next to it](./gone.png)'));
    assert.match(err, /content\/guide\/advanced\.md:7: \/img\/missing\.png: file not found \(no file static\/img\/missing\.png\)/);
    assert.match(err, /content\/guide\/advanced\.md:7: \.\/gone\.png: file not found \(no file content\/guide\/gone\.png\)/);
  });

  test('missing content/index.md', () => {
    const err = breakAndBuild((dir) => rmSync(path.join(dir, 'content/index.md')));
    assert.match(err, /content\/index\.md: No home page: nothing has the route "\/"/);
  });

  test('empty content folder', () => {
    const err = breakAndBuild((dir) => {
      rmSync(path.join(dir, 'content'), { recursive: true });
      mkdirSync(path.join(dir, 'content'));
    });
    assert.match(err, /content: The content folder has no Markdown files/);
  });

  test('config file that throws', () => {
    const err = breakAndBuild(editFile('docgen.config.ts', (s) => s.replace("export default", "if (!process.env.NOPE) throw new Error('config is broken');\nexport default")));
    assert.match(err, /docgen\.config\.ts:3:\d+: Config file threw while loading: config is broken/);
  });

  test('unknown navbar item type', () => {
    const err = breakAndBuild(config("navbar: { items: [{ type: 'mega', label: 'x' }] },"));
    assert.match(err, /docgen\.config\.ts \(navbar\.items\[0\]\.type\): Invalid config: unknown navbar item type "mega"/);
  });

  test('i18n default locale missing from its locales', () => {
    const err = breakAndBuild(config("i18n: { defaultLocale: 'en', locales: ['fr'] },"));
    assert.match(err, /docgen\.config\.ts \(i18n\.locales\): Invalid config: i18n\.locales must include the defaultLocale/);
  });

  test('logo file that does not exist', () => {
    const err = breakAndBuild(config("logo: { src: 'img/logo-missing.svg', alt: 'Logo' },"));
    assert.match(err, /docgen\.config\.ts \(logo\.src\): The file static\/img\/logo-missing\.svg does not exist\./);
    assert.match(err, /hint: /);
  });

  test('favicon file that does not exist', () => {
    const err = breakAndBuild(config("favicon: 'favicon-missing.ico',"));
    assert.match(err, /docgen\.config\.ts \(favicon\): The file static\/favicon-missing\.ico does not exist\./);
  });

  test('static folder that is not a folder', () => {
    const err = breakAndBuild((dir) => {
      rmSync(path.join(dir, 'static'), { recursive: true });
      writeFileSync(path.join(dir, 'static'), 'not a folder');
    });
    assert.match(err, /error static: Cannot read the static folder static: ENOTDIR\./);
  });

  test('docs version item without a version name', () => {
    const err = breakAndBuild(config("navbar: { items: [{ type: 'docsVersion' }] },"));
    assert.match(err, /docgen\.config\.ts \(navbar\.items\[0\]\.version\): Invalid config: .*version name/);
  });

  test('config key with a wrong type', () => {
    const err = breakAndBuild(config('baseUrl: 42,'));
    assert.match(err, /docgen\.config\.ts \(baseUrl\): Invalid config/);
  });

  test('template without a default export', () => {
    const err = breakAndBuild(withTemplates(editFile('templates/pages/DocPage.tsx', (s) => s.replace('export default function DocPage', 'export function DocPage'))));
    assert.match(err, /templates\/pages\/DocPage\.tsx: Template has no default export/);
  });

  test('template that throws during render', () => {
    const err = breakAndBuild(withTemplates(editFile('templates/pages/DocPage.tsx', (s) => s.replace(/(export default function DocPage\([^)]*\)[^{]*\{)/, "$1\n  if (route.route === '/guide/advanced') throw new Error('no advanced pages');"))));
    assert.match(err, /templates\/pages\/DocPage\.tsx:7:\d+: A template threw while rendering the route "\/guide\/advanced" \(content\/guide\/advanced\.md\): no advanced pages/);
  });

  test('OpenAPI YAML syntax error', () => {
    const err = breakAndBuild(spec((s) => s.replace('  version: 2.0.0', '  version: [2.0.0')));
    assert.match(err, /openapi\/pets\.yaml:5:3: OpenAPI file is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a \]\.\n/);
  });

  test('invalid OpenAPI document', () => {
    const err = breakAndBuild(spec((s) => s.replace('      description: The pets.\n', '      description: 7\n')));
    assert.match(err, /openapi\/pets\.yaml:\d+ \(#\/paths\/~1pets\/get\/responses\/200\/description\): Invalid OpenAPI document/);
  });

  test('unresolved $ref', () => {
    const err = breakAndBuild(spec((s) => s.replace("$ref: '#/components/schemas/Pet' }\n", "$ref: '#/components/schemas/Cat' }\n")));
    assert.match(err, /openapi\/pets\.yaml:\d+ \(#\/paths\/.*\/\$ref\): Unresolved \$ref "#\/components\/schemas\/Cat"/);
  });

  test('remote `$ref` in an OpenAPI document', () => {
    const err = breakAndBuild(spec((s) => s.replace("$ref: '#/components/schemas/Pet' }\n", "$ref: 'https://schemas.example.com/pet.json' }\n")));
    assert.match(err, /openapi\/pets\.yaml:\d+ \(#\/paths\/.*\/\$ref\): Remote \$ref "https:\/\/schemas\.example\.com\/pet\.json": docgen does not fetch/);
  });

  test('OpenAPI version that is a number', () => {
    const err = breakAndBuild(spec((s) => s.replace('openapi: 3.1.0', 'openapi: 3.1')));
    assert.match(err, /openapi\/pets\.yaml:1 \(#\/openapi\): The `openapi` field is the number 3\.1, not a version string\.\n  hint: Quote it and give all three parts, e\.g\. `openapi: "3\.1\.0"`/);
  });

  test('output folder inside the content folder', () => {
    const err = breakAndBuild(() => undefined, ['--out', 'content/out']);
    assert.match(err, /^error outDir: The output folder \(content\/out\) is inside the content folder \(content\)/);
  });

  test('port already in use for serve and dev', async () => {
    const fixture = builtFixture();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = String((blocker.address() as { port: number }).port);
    try {
      for (const args of [['serve', 'build', '--port', port], ['dev', '--port', port]]) {
        const result = runDocgen(args, fixture.dir);
        assert.equal(result.code, 1, `${args[0]}: ${result.stdout}${result.stderr}`);
        assert.match(result.stderr, new RegExp(`^error Port ${port} on 127\\.0\\.0\\.1 is already in use\\.\\n  hint: Stop the other server, or choose another port: --port ${Number(port) + 1}\\.`));
        assert.doesNotMatch(result.stderr, /\n\s+at /);
      }
    } finally {
      blocker.close();
      fixture.cleanup();
    }
  });
});
