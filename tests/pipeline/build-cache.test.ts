// src/pipeline/build-cache.ts (and cached-work.ts): a build that reads the persistent cache is
// byte for byte the build made without it, whichever input changed since the cache was filled:
// a page, a partial, an MDX component, an image, a spec (what it warns of, with its lines), a
// file the spec `$ref`s, an older version of the spec (the changelog's diff), a template, the
// config, a file the config imports, a static file, sidebars.js, a page's title (every page's sidebar), the inline styles two
// pages share, docgen's version. One page's text changed renders that page alone and changes no
// other page's file. The pages' bytes are kept once an output folder has been lost (CI), and
// then read back. A broken entry is one warning and the same output; two builds
// filling one cache at once leave it whole. Pages kept by `docgen dev` (no compressed copies) and
// by a build's writer threads are read back the same.
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { DevOutput } from '../../src/dev/dev-site.ts';
import { runStages } from '../../src/pipeline/run-stages.ts';
import { Warnings } from '../../src/warnings.ts';
import { packageRoot } from '../../src/util/package-root.ts';
import { throwawaySite, type ThrowawaySite } from '../helpers/throwaway-site.ts';
import { rewriteFile } from '../helpers/fixtures.ts';

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: '1.0' }
paths:
  /pets/{id}:
    get:
      operationId: getPet
      summary: Get a pet
      description: |
        Returns the pet.

        See [the missing page](/nowhere).
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: The pet.
          content:
            application/json:
              schema: { $ref: './schemas.yaml#/Pet' }
              example: { id: p1, name: Rex }
`;

// The API's older version: its changelog page to the version above is the diff of the two.
const SPEC_V0 = `openapi: 3.1.0
info: { title: Pets, version: '0.9' }
paths:
  /pets/{id}:
    get:
      operationId: getPet
      summary: Get a pet
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
        - { name: verbose, in: query, schema: { type: boolean } }
      responses:
        '200':
          description: The pet.
`;

const SCHEMAS = `Pet:
  type: object
  description: A pet of the shop.
  properties:
    id: { type: string }
    name: { type: string }
`;

/**
 * Every kind of entry: each is made by the first build and read by the next; the pages' bytes
 * (`page`, `site-files`) only once an output folder has been lost (`PAGE_AREAS`).
 */
const PAGE_AREAS = ['page', 'site-files'];
const AREAS = [
  'markdown',
  'spec',
  'spec-work',
  'api-changes',
  'api-pages',
  'doc-pages',
  'templates',
  'assets',
  'search',
  'page',
  'site-files',
  'compressed',
  'config',
];

let site: ThrowawaySite;
let cacheDir: string;
let n = 0;

const file = (rel: string) => path.join(site.dir, rel);
const edit = (rel: string, change: (text: string) => string) =>
  writeFileSync(file(rel), change(readFileSync(file(rel), 'utf8')));

/** Every file of a folder, by relative path: its bytes, or what `read` says of it. */
function tree(dir: string): Map<string, Buffer>;
function tree<T>(dir: string, read: (file: string) => T): Map<string, T>;
function tree(dir: string, read: (file: string) => unknown = readFileSync): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), read(full));
    }
  };
  walk(dir);
  return files;
}

function assertSameSite(cached: string, cold: string, what: string): void {
  const a = tree(cached);
  const b = tree(cold);
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort(), `${what}: the same files`);
  const differ = [...a].filter(([rel, bytes]) => !bytes.equals(b.get(rel)!)).map(([rel]) => rel);
  assert.deepEqual(differ, [], `${what}: the cached build's files are the cold build's`);
}

function cacheEntries(): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(cacheDir, full));
    }
  };
  walk(cacheDir);
  return found.sort();
}

async function buildSite(options: { cache: boolean; version?: string; cacheDir?: string; outDir?: string }) {
  const outDir = options.outDir ?? path.join(site.dir, `out-${n++}`);
  const result = await build({
    root: site.dir,
    outDir,
    noCache: !options.cache,
    cacheDir: options.cacheDir,
    cacheVersion: options.version ?? 'test-1',
  });
  return { outDir, warnings: result.warnings.map((w) => w.format()) };
}

/**
 * Builds with the cache and without it; the two must be identical, warnings included. The cached
 * build replaces the same output folder every time, as a maintainer's builds do: the files it
 * would write again unchanged are linked from the output it replaces (write/output-record.ts).
 */
async function assertFresh(what: string, version?: string): Promise<void> {
  const cached = await buildSite({ cache: true, version, outDir: keptOut() });
  const cold = await buildSite({ cache: false });
  assertSameSite(cached.outDir, cold.outDir, what);
  assert.deepEqual(cached.warnings, cold.warnings, `${what}: the same warnings`);
  rmSync(cold.outDir, { recursive: true });
}

/** The output folder the cached builds of `assertFresh` replace. */
const keptOut = () => path.join(site.dir, 'out-kept');

describe('src/pipeline/build-cache.ts', () => {
  before(() => {
    site = throwawaySite(
      {
        'content/index.md':
          '# Home\n\nWelcome. Read [the guide](./guide.mdx).\n\n![A picture](./img/pic.png)\n\n<span style="text-align: center">Teal</span>\n',
        // Its inline styles are the home page's: the two share one stylesheet file.
        'content/extra.md': '# Extra\n\n<span style="text-align: center">Teal too</span>\n',
        'content/guide.mdx': [
          '---',
          'title: Guide',
          '---',
          "import Note from './_note.md';",
          "import Badge from '@site/src/Badge';",
          '',
          '# Guide',
          '',
          '<Note />',
          '',
          'Status: <Badge label="beta" />',
          '',
          '```js',
          'const answer = 42;',
          '```',
          '',
        ].join('\n'),
        'content/_note.md': '**Note:** the first partial text.\n',
        'content/img/pic.png': 'picture, first version',
        'src/Badge.tsx':
          'export default function Badge({ label }: { label: string }) {\n  return <span className="badge">{label}</span>;\n}\n',
        'openapi/api.yaml': SPEC,
        'openapi/api-v0.yaml': SPEC_V0,
        'openapi/schemas.yaml': SCHEMAS,
        'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
        'static/files/notes.txt': 'notes, first version\n',
        'sidebars.js': "module.exports = { docs: ['index', 'guide', 'extra'] };\n",
        'config-parts.ts': "export const tagline = 'The first tagline';\n",
      },
      {
        favicon: 'img/favicon.svg',
        components: { Badge: './src/Badge.tsx' },
        openapi: [
          { spec: 'openapi/api-v0.yaml', route: '/api', version: 'v0' },
          { spec: 'openapi/api.yaml', route: '/api', version: 'v1' },
        ],
      },
    );
    cpSync(path.join(packageRoot(), 'templates'), file('templates'), { recursive: true });
    // The config imports a file of its own (compiled with it: an input of the compiled config).
    edit('docgen.config.ts', (t) =>
      t.replace(
        'export default {',
        "import { tagline } from './config-parts.ts';\n\nexport default {\n  tagline,",
      ),
    );
    cacheDir = file('node_modules/.cache/docgen');
  });
  after(() => site.cleanup());

  test('a warm build with nothing changed is the cold build, and makes no new entries', async () => {
    await assertFresh('first build');
    const areas = new Set(cacheEntries().map((e) => e.split('/')[0]));
    for (const area of AREAS.filter((a) => !PAGE_AREAS.includes(a)))
      assert.ok(areas.has(area), `the cache holds ${area} entries: ${[...areas].join(', ')}`);
    // The next build is expected to find the pages in the folder: their digests are kept, not their bytes.
    for (const area of PAGE_AREAS) assert.ok(!areas.has(area), `the first build keeps no ${area} entries`);
    const entries = cacheEntries();
    const times = entries.map((e) => statSync(path.join(cacheDir, e)).mtimeMs);
    const inodes = tree(keptOut(), (file) => statSync(file).ino);
    await assertFresh('nothing changed');
    // The first build wrote a new folder, with the digests of what it wrote (cached-writes.ts);
    // this one updates it and keeps every page by them, reading no page's entry.
    assert.ok(
      entries.some((e) => e.startsWith('digests/')),
      'the pages’ digests are kept',
    );
    assert.deepEqual(cacheEntries(), entries, 'every entry was found: none was made again');
    const kept = tree(keptOut(), (file) => statSync(file).ino);
    assert.deepEqual(
      [...kept].filter(([rel, ino]) => inodes.get(rel) !== ino).map(([rel]) => rel),
      [],
      'every file is left where it was, the folder’s marker and the copied files too',
    );
    // The spec came whole from the cache: what it warns of still names its line in the file.
    const warm = await buildSite({ cache: true });
    const broken = warm.warnings.filter((w) => w.includes('/nowhere'));
    assert.equal(broken.length, 1, warm.warnings.join('\n'));
    assert.match(broken[0], /openapi\/api\.yaml:11\b/);
    rmSync(warm.outDir, { recursive: true });
    assert.deepEqual(
      entries.map((e) => statSync(path.join(cacheDir, e)).mtimeMs),
      times,
      'no entry was rewritten',
    );
    // A file of the output changed by hand between builds is made again.
    const page = path.join(keptOut(), 'index.html');
    rewriteFile(page, 'Welcome', 'Hello!!');
    await assertFresh('a page of the output edited by hand');
  });

  const changes: [string, () => void][] = [
    ['a page', () => edit('content/index.md', (t) => t.replace('Welcome.', 'Welcome, reader.'))],
    ['a partial', () => edit('content/_note.md', (t) => t.replace('first', 'second'))],
    ['an MDX component', () => edit('src/Badge.tsx', (t) => t.replace('"badge"', '"badge badge--new"'))],
    ['an image', () => writeFileSync(file('content/img/pic.png'), 'picture, second version')],
    ['a spec', () => edit('openapi/api.yaml', (t) => t.replace('Get a pet', 'Fetch a pet'))],
    [
      'the older version of the spec',
      () => edit('openapi/api-v0.yaml', (t) => t.replace('name: verbose', 'name: detailed')),
    ],
    [
      'a file the spec $refs',
      () => edit('openapi/schemas.yaml', (t) => t.replace('A pet of', 'An animal of')),
    ],
    [
      'a template',
      () =>
        edit('templates/components/Footer.tsx', (t) =>
          t.replace('className="footer__copyright"', 'className="footer__copyright footer__copyright--x"'),
        ),
    ],
    ['the stylesheet', () => edit('templates/styles.css', (t) => `${t}\n.badge { color: red; }\n`)],
    ['the config', () => edit('docgen.config.ts', (t) => t.replace('"Site"', '"Site Two"'))],
    ['a file the config imports', () => edit('config-parts.ts', (t) => t.replace('first', 'second'))],
    ['a static file', () => writeFileSync(file('static/files/notes.txt'), 'notes, second version\n')],
    ['the favicon', () => edit('static/img/favicon.svg', (t) => t.replace('r="1"', 'r="2"'))],
    [
      'sidebars.js',
      () => writeFileSync(file('sidebars.js'), "module.exports = { docs: ['guide', 'index', 'extra'] };\n"),
    ],
    ["a page's title", () => edit('content/guide.mdx', (t) => t.replace('title: Guide', 'title: The guide'))],
    [
      'the inline styles one page shares with another',
      () => edit('content/index.md', (t) => t.replace('text-align: center', 'text-align: right')),
    ],
  ];
  for (const [what, change] of changes) {
    test(`after a change to ${what}, the cached build is the cold build`, async () => {
      change();
      await assertFresh(what);
    });
  }

  test('a build whose output folder was lost keeps the pages, and the next such build renders none', async () => {
    // A CI run restores the build cache, not the output: from the second run on, the pages' bytes are kept.
    const entries = () => cacheEntries().filter((e) => PAGE_AREAS.some((area) => e.startsWith(`${area}/`)));
    rmSync(keptOut(), { recursive: true });
    await assertFresh('the output folder removed');
    const kept = entries();
    for (const area of PAGE_AREAS)
      assert.ok(
        kept.some((e) => e.startsWith(`${area}/`)),
        `${area} entries are kept: ${kept.join(', ')}`,
      );
    const all = cacheEntries();
    rmSync(keptOut(), { recursive: true });
    await assertFresh('the output folder removed again');
    assert.deepEqual(cacheEntries(), all, 'every page came from the cache: no entry was made');
  });

  test("one page's text changed: that page alone is rendered again, and no other page's file changes", async () => {
    const lost = path.join(site.dir, 'out-lost');
    /** A build whose folder is gone each time, as in CI (the cache keeps the pages: see above). */
    const buildLost = async () => {
      rmSync(lost, { recursive: true, force: true });
      const made = await buildSite({ cache: true, outDir: lost });
      const copy = path.join(site.dir, `out-${n++}`);
      renameSync(lost, copy);
      return { ...made, outDir: copy };
    };
    await buildLost();
    const warm = await buildLost();
    const pages = cacheEntries().filter((e) => e.startsWith('page/'));
    assert.ok(pages.length > 0, 'the pages are kept');
    edit('content/extra.md', (t) => t.replace('Teal too', 'Teal as well, with zanzibarite'));
    const edited = await buildLost();
    const made = cacheEntries().filter((e) => e.startsWith('page/') && !pages.includes(e));
    assert.equal(made.length, 1, `page entries made: ${made.join(', ')}`);
    const [a, b] = [tree(warm.outDir), tree(edited.outDir)];
    const changed = [...new Set([...a.keys(), ...b.keys()])]
      .filter((rel) => !a.get(rel)?.equals(b.get(rel) ?? Buffer.alloc(0)))
      .map((rel) => rel.replace(/\.(gz|br)$/, ''))
      .filter((rel, i, all) => all.indexOf(rel) === i)
      .sort();
    // The page's own files, the search index (the manifest keeps its URL) and llms.txt (which
    // lists every page's description) are all that differ.
    const page = /^(extra\/index\.html|extra\.md|_docgen\/routes\/extra\.json)$/;
    const index = /^_docgen\/(search-manifest\.json|search\/(terms|docs)-\d+\.\w+\.json)$/;
    assert.deepEqual(
      changed.filter((rel) => !page.test(rel) && !index.test(rel) && rel !== 'llms.txt'),
      [],
      changed.join('\n'),
    );
    assert.ok(changed.some((rel) => page.test(rel)) && changed.includes('_docgen/search-manifest.json'));
    const manifest = JSON.parse(
      readFileSync(path.join(edited.outDir, '_docgen/search-manifest.json'), 'utf8'),
    );
    const shards = await Promise.all(
      manifest.terms.map((t: { url: string }) => readFileSync(path.join(edited.outDir, t.url), 'utf8')),
    );
    assert.ok(
      shards.some((s) => s.includes('"zanzibarite"')),
      'the index has the new word',
    );
    for (const out of [warm.outDir, edited.outDir]) rmSync(out, { recursive: true });
    await assertFresh("one page's text");
  });

  test('another docgen version reads none of the entries: it makes its own', async () => {
    const before = cacheEntries();
    await assertFresh("docgen's version", 'test-2');
    const made = cacheEntries().filter((e) => !before.includes(e));
    const areas = AREAS.filter((a) => !PAGE_AREAS.includes(a));
    assert.ok(made.length >= areas.length, `new entries: ${made.length} beside ${before.length}`);
    for (const area of areas)
      assert.ok(
        made.some((e) => e.startsWith(`${area}/`)),
        `${area} was made anew`,
      );
  });

  test('pages kept by docgen dev (no compressed copies) get them in the next build', async () => {
    rmSync(cacheDir, { recursive: true });
    const dev = new DevOutput();
    await runStages({
      root: site.dir,
      warnings: new Warnings(),
      output: dev,
      cacheVersion: 'test-1',
      incremental: true,
    });
    assert.ok(dev.written.length > 0);
    assert.ok(
      cacheEntries().some((e) => e.startsWith('page/')),
      'the dev run kept its pages',
    );
    const cached = await buildSite({ cache: true });
    const cold = await buildSite({ cache: false });
    assertSameSite(cached.outDir, cold.outDir, 'after a dev run');
    const warm = await buildSite({ cache: true });
    assertSameSite(warm.outDir, cold.outDir, 'warm after a dev run');
  });

  test("pages written by the build's writer threads are kept with their compressed copies", async () => {
    rmSync(cacheDir, { recursive: true });
    process.env.DOCGEN_WRITER_THREADS = '2';
    try {
      const filled = await buildSite({ cache: true });
      const warm = await buildSite({ cache: true });
      const cold = await buildSite({ cache: false });
      assertSameSite(filled.outDir, cold.outDir, 'filled by writer threads');
      assertSameSite(warm.outDir, cold.outDir, 'read back, with writer threads');
    } finally {
      delete process.env.DOCGEN_WRITER_THREADS;
    }
    const warm = await buildSite({ cache: true });
    const cold = await buildSite({ cache: false });
    assertSameSite(warm.outDir, cold.outDir, 'read back, without writer threads');
  });

  test('truncated and corrupt entries are one warning, made anew, and the output is the same', async () => {
    rmSync(cacheDir, { recursive: true });
    await buildSite({ cache: true }); // every entry is one the next build reads
    // The content pages' data, and a page's Markdown below it (read once that is made anew).
    const entries = [
      ...cacheEntries().filter((e) => e.startsWith('doc-pages/')),
      ...cacheEntries().filter((e) => e.startsWith('markdown/')),
    ];
    assert.ok(entries.length >= 2 && entries[0].startsWith('doc-pages/'));
    const [first, second] = entries.map((e) => path.join(cacheDir, e));
    writeFileSync(first, readFileSync(first).subarray(0, 40)); // truncated
    const bytes = readFileSync(second);
    bytes[bytes.length - 3] ^= 0xff; // one byte flipped
    writeFileSync(second, bytes);
    const cached = await buildSite({ cache: true });
    const cold = await buildSite({ cache: false });
    assertSameSite(cached.outDir, cold.outDir, 'corrupt entries');
    const warned = cached.warnings.filter((w) => /build cache entry is truncated or corrupt/.test(w));
    assert.equal(warned.length, 1, cached.warnings.join('\n'));
    assert.deepEqual(
      cached.warnings.filter((w) => !warned.includes(w)),
      cold.warnings,
    );
    const again = await buildSite({ cache: true });
    assert.deepEqual(again.warnings, cold.warnings, 'the entries were made anew');
    assertSameSite(again.outDir, cold.outDir, 'after the corrupt entries were made anew');
  });

  test('two builds filling one cache at once leave it whole', async () => {
    const shared = file('shared-cache');
    const [one, two] = await Promise.all([
      buildSite({ cache: true, cacheDir: shared }),
      buildSite({ cache: true, cacheDir: shared }),
    ]);
    const cold = await buildSite({ cache: false });
    assertSameSite(one.outDir, cold.outDir, 'the first of two at once');
    assertSameSite(two.outDir, cold.outDir, 'the second of two at once');
    const warm = await buildSite({ cache: true, cacheDir: shared });
    assert.deepEqual(warm.warnings, cold.warnings, 'no entry is broken');
    assertSameSite(warm.outDir, cold.outDir, 'warm from the shared cache');
    const leftovers = readdirSync(shared, { recursive: true }).filter((f) => String(f).endsWith('.tmp'));
    assert.deepEqual(leftovers, [], 'no temporary file is left');
  });
});
