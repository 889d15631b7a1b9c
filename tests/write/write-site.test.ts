// The write stage: files stream into a staging folder and replace the output only on commit;
// an abort leaves the previous output as it was; assets' compressed copies carry over from it.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { collectCopies } from '../../src/write/collect-copies.ts';
import { StagedOutput } from '../../src/write/write-site.ts';

// Every test runs twice: compressing on this thread (small sites, `docgen dev`) and on writer
// threads (src/write/write-pool.ts, large sites): the output must be the same.
for (const threads of [0, 2])
  describe(`src/write/write-site.ts, ${threads ? `${threads} writer threads` : 'on the build thread'}`, () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'docgen-write-'));
    const outDir = path.join(parent, 'build');
    after(() => rmSync(parent, { recursive: true, force: true }));

    test('commit replaces the output with the staged files (and their compressed copies)', async () => {
      mkdirSync(outDir);
      writeFileSync(path.join(outDir, 'old.html'), 'old');
      const out = await StagedOutput.open(outDir, { compress: true, threads });
      await out.write({ path: 'a/index.html', contents: '<p>' + 'x'.repeat(2000) + '</p>' });
      await out.write({ path: 'small.txt', contents: 'tiny' });
      await out.commit();
      assert.equal(existsSync(path.join(outDir, 'old.html')), false);
      assert.deepEqual(readdirSync(path.join(outDir, 'a')).sort(), [
        'index.html',
        'index.html.br',
        'index.html.gz',
      ]);
      assert.equal(readFileSync(path.join(outDir, 'small.txt'), 'utf8'), 'tiny');
      assert.deepEqual(readdirSync(parent), ['build'], 'no staging folder left beside the output');
    });

    test("a static file that comes with its own .gz (Sequelize's sitemap) is copied as it is, with no copy of docgen's", async () => {
      const site = mkdtempSync(path.join(tmpdir(), 'docgen-static-gz-'));
      after(() => rmSync(site, { recursive: true, force: true }));
      const siteOut = path.join(site, 'build');
      mkdirSync(path.join(site, 'static/v2'), { recursive: true });
      const xml = `<urlset>${'<url><loc>https://x.example/a</loc></url>'.repeat(100)}</urlset>`;
      const theirs = gzipSync(xml, { level: 9 });
      writeFileSync(path.join(site, 'static/v2/sitemap.xml'), xml);
      writeFileSync(path.join(site, 'static/v2/sitemap.xml.gz'), theirs);
      writeFileSync(path.join(site, 'static/v2/other.xml'), xml);
      const copies = await collectCopies({ root: site, staticDir: 'static', apis: [], assets: [] });
      const out = await StagedOutput.open(siteOut, { compress: true, threads });
      for (const copy of copies) await out.copy(copy);
      await out.commit();
      assert.deepEqual(readdirSync(path.join(siteOut, 'v2')).sort(), [
        'other.xml',
        'other.xml.br',
        'other.xml.gz',
        'sitemap.xml',
        'sitemap.xml.gz',
      ]);
      assert.deepEqual(readFileSync(path.join(siteOut, 'v2/sitemap.xml.gz')), theirs);
      assert.equal(gunzipSync(readFileSync(path.join(siteOut, 'v2/other.xml.gz'))).toString(), xml);
    });

    test('abort keeps the previous output byte for byte', async () => {
      const before = readFileSync(path.join(outDir, 'small.txt'));
      const out = await StagedOutput.open(outDir, { compress: true, threads });
      await out.write({ path: 'small.txt', contents: 'changed' });
      await out.abort();
      assert.deepEqual(readFileSync(path.join(outDir, 'small.txt')), before);
      assert.deepEqual(readdirSync(parent), ['build']);
    });

    test('a path that would leave the output folder is refused', async () => {
      const out = await StagedOutput.open(outDir, { compress: true, threads });
      await out.write({ path: '../escape.txt', contents: 'x' });
      await assert.rejects(out.commit(), /outside the output folder/);
      await out.abort();
      assert.equal(existsSync(path.join(parent, 'escape.txt')), false);
    });

    test("an asset's compressed copies come from the previous output when the file there is the same", async () => {
      const code = `export const chunk = "${'y'.repeat(3000)}";\n`;
      const first = await StagedOutput.open(outDir, { compress: true, threads });
      await first.write({ path: 'assets/chunks/big.ABC123.js', contents: code });
      await first.write({ path: 'assets/changed.js', contents: code });
      await first.write({ path: 'page/index.html', contents: code });
      await first.commit();
      const fresh = readFileSync(path.join(outDir, 'assets/chunks/big.ABC123.js.br'));
      assert.equal(brotliDecompressSync(fresh).toString(), code);
      // Copies made at other levels (same text, other bytes) show which ones the next build took over.
      const previousBr = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
      const previousGz = gzipSync(code, { level: 1 });
      for (const file of ['assets/chunks/big.ABC123.js', 'assets/changed.js', 'page/index.html']) {
        writeFileSync(path.join(outDir, `${file}.br`), previousBr);
        writeFileSync(path.join(outDir, `${file}.gz`), previousGz);
      }
      // A copy that does not decompress to the file is not taken over.
      writeFileSync(path.join(outDir, 'assets/changed.js.gz'), 'broken');
      const second = await StagedOutput.open(outDir, { compress: true, threads });
      await second.write({ path: 'assets/chunks/big.ABC123.js', contents: code });
      await second.write({ path: 'assets/changed.js', contents: `${code}// changed\n` });
      await second.write({ path: 'page/index.html', contents: code });
      await second.commit();
      const read = (file: string) => readFileSync(path.join(outDir, file));
      assert.deepEqual(read('assets/chunks/big.ABC123.js.br'), previousBr, 'same asset: copies reused');
      assert.deepEqual(read('assets/chunks/big.ABC123.js.gz'), previousGz);
      assert.notDeepEqual(read('page/index.html.br'), previousBr, 'pages are always compressed anew');
      assert.equal(
        brotliDecompressSync(readFileSync(path.join(outDir, 'assets/changed.js.br'))).toString(),
        `${code}// changed\n`,
        'changed asset: compressed anew',
      );
      assert.equal(
        gunzipSync(readFileSync(path.join(outDir, 'page/index.html.gz'))).toString(),
        code,
        'pages are always compressed anew',
      );
    });

    test('an asset whose previous output lacks a compressed copy, or has a wrong one, is compressed anew', async () => {
      const code = `export const other = "${'z'.repeat(3000)}";\n`;
      mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      writeFileSync(path.join(outDir, 'assets/other.js'), code);
      writeFileSync(path.join(outDir, 'assets/other.js.gz'), gzipSync('another text'));
      const out = await StagedOutput.open(outDir, { compress: true, threads });
      await out.write({ path: 'assets/other.js', contents: code });
      await out.commit();
      assert.equal(gunzipSync(readFileSync(path.join(outDir, 'assets/other.js.gz'))).toString(), code);
      assert.equal(
        brotliDecompressSync(readFileSync(path.join(outDir, 'assets/other.js.br'))).toString(),
        code,
      );
    });
    test('copies: the file as it is, compressed siblings for text; a missing source fails the commit, old output kept', async () => {
      const source = path.join(parent, 'spec.yaml');
      writeFileSync(source, `openapi: 3.1.0\n# ${'w'.repeat(3000)}\n`);
      const out = await StagedOutput.open(outDir, { compress: true, threads });
      await out.copy({ from: source, path: 'api/spec.yaml' });
      await out.commit();
      assert.deepEqual(readFileSync(path.join(outDir, 'api/spec.yaml')), readFileSync(source));
      assert.deepEqual(gunzipSync(readFileSync(path.join(outDir, 'api/spec.yaml.gz'))), readFileSync(source));
      const failing = await StagedOutput.open(outDir, { compress: true, threads });
      await failing.copy({ from: path.join(parent, 'missing.yaml'), path: 'api/spec.yaml' });
      await assert.rejects(failing.commit(), /ENOENT|missing\.yaml/);
      await failing.abort();
      assert.deepEqual(
        readFileSync(path.join(outDir, 'api/spec.yaml')),
        readFileSync(source),
        'old output kept',
      );
    });

    // output-record.ts: what a build wrote, so that the next one links the files it would write
    // again with the same bytes instead of writing them.
    test('files the previous build wrote with the same bytes are linked from it; changed or touched ones are written', async () => {
      const site = mkdtempSync(path.join(tmpdir(), 'docgen-linked-'));
      after(() => rmSync(site, { recursive: true, force: true }));
      const out = path.join(site, 'build');
      const page = (n: number) => `<p>${`page ${n} `.repeat(300)}</p>`;
      const files = ['same', 'changed', 'edited', 'replaced', 'gone', 'touched'];
      const first = await StagedOutput.open(out, { compress: true, threads });
      for (const [i, name] of files.entries())
        await first.write({ path: `${name}/index.html`, contents: page(i) });
      await first.commit();
      const record = first.record();
      assert.equal(record.target, out);
      assert.deepEqual(
        [...record.files.keys()].sort(),
        files.flatMap((name) => ['', '.br', '.gz'].map((ext) => `${name}/index.html${ext}`)).sort(),
        'every file and compressed copy is recorded, written on this thread or a writer thread',
      );
      const inode = (rel: string) => statSync(path.join(out, rel)).ino;
      const before = new Map([...record.files.keys()].map((rel) => [rel, inode(rel)]));
      // As the build cache gives a page it made before: with its compressed copies.
      const copies = new Map(
        files.map((name) => [
          name,
          ['.gz', '.br'].map((ext) => ({
            path: `${name}/index.html${ext}`,
            contents: readFileSync(path.join(out, `${name}/index.html${ext}`)),
          })),
        ]),
      );
      // Someone writes into the output between builds: in place (same inode, same size, other
      // bytes), with a new file put in its place, with its time set back, or removes it.
      writeFileSync(path.join(out, 'edited/index.html'), page(2).replace('page', 'PAGE'));
      const replacedAt = path.join(out, 'replaced/index.html');
      rmSync(replacedAt);
      writeFileSync(replacedAt, page(3).replace('page', 'PAGE'));
      const touchedAt = path.join(out, 'touched/index.html');
      const time = statSync(touchedAt).mtime;
      writeFileSync(touchedAt, page(5).replace('page', 'PAGE'));
      utimesSync(touchedAt, time, time);
      rmSync(path.join(out, 'gone/index.html'));

      const second = await StagedOutput.open(out, { compress: true, threads, previous: record });
      for (const [i, name] of files.entries())
        await second.write(
          name === 'changed'
            ? { path: `${name}/index.html`, contents: page(99) }
            : { path: `${name}/index.html`, contents: page(i), compressed: copies.get(name) },
        );
      await second.commit();
      for (const [i, name] of files.entries())
        assert.equal(
          readFileSync(path.join(out, `${name}/index.html`), 'utf8'),
          name === 'changed' ? page(99) : page(i),
          `${name}: the bytes this build made`,
        );
      assert.equal(inode('same/index.html'), before.get('same/index.html'), 'unchanged: linked');
      assert.equal(inode('same/index.html.br'), before.get('same/index.html.br'), 'its copies too');
      assert.equal(inode('edited/index.html.gz'), before.get('edited/index.html.gz'));
      assert.notEqual(inode('changed/index.html'), before.get('changed/index.html'), 'other bytes: written');
      // Written in place (edited; touched, its time set back too) the file keeps its inode: the
      // record's time, or its inode (replaced), tells. Linked, the page would show the edit (above).
      for (const name of ['edited', 'replaced', 'touched'])
        assert.notEqual(
          inode(`${name}/index.html`),
          before.get(`${name}/index.html`),
          `${name}: written anew`,
        );
      // A record of another folder is not used.
      const elsewhere = await StagedOutput.open(path.join(site, 'other'), {
        compress: true,
        threads,
        previous: second.record(),
      });
      await elsewhere.write({ path: 'same/index.html', contents: page(0) });
      await elsewhere.commit();
      assert.notEqual(statSync(path.join(site, 'other/same/index.html')).ino, inode('same/index.html'));
    });

    // Paths as a site or a corrupt cache may hold them, in an update: none reaches outside the
    // folder (written, kept, removed or moved), and a name that is merely odd is an ordinary file.
    test('an update with hostile paths: nothing outside the folder is written or removed', async () => {
      const site = mkdtempSync(path.join(tmpdir(), 'docgen-update-hostile-'));
      after(() => rmSync(site, { recursive: true, force: true }));
      const out = path.join(site, 'build');
      const odd = [
        `q"uote'd $(touch pwned) \`x\`.html`,
        'new\nline/index.html',
        '-rf --no-preserve-root.html',
        '%2e%2e/enc.html',
        'ünï cödé/😀.html',
      ];
      const page = (rel: string) => `<p>${rel} ${'x'.repeat(2000)}</p>`;
      const first = await StagedOutput.open(out, { compress: true, threads });
      for (const rel of odd) await first.write({ path: rel, contents: page(rel) });
      await first.commit();
      writeFileSync(path.join(site, 'victim.txt'), 'keep me');
      // The record as a corrupt cache could hold it: entries that name files outside the folder.
      const record = first.record();
      const files = new Map(record.files);
      for (const rel of ['../victim.txt', 'a/../../victim.txt', `${site}/victim.txt`, 'x\0y'])
        files.set(rel, files.get(odd[0])!);
      for (const hostile of ['../escape.txt', 'a/../../escape.txt', 'nul\0byte.html']) {
        const update = await StagedOutput.open(out, {
          compress: true,
          threads,
          previous: { ...record, files },
        });
        assert.equal(update.updating, true);
        // Refused as a build that replaces the folder refuses it: at the commit, not by a throw here.
        await update.write({ path: hostile, contents: 'x' });
        await assert.rejects(update.commit(), /outside the output folder|null bytes|NUL|\\0/i);
        await update.abort();
        assert.equal(existsSync(path.join(site, 'escape.txt')), false, hostile);
      }
      const update = await StagedOutput.open(out, {
        compress: true,
        threads,
        previous: { ...record, files },
      });
      // Digests as a corrupt cache could give them name such a file: not kept, nothing thrown.
      const [hash, size] = files.get(odd[0])!;
      for (const rel of ['../victim.txt', 'a/../../victim.txt', `${site}/victim.txt`, 'x\0y'])
        assert.equal(update.keep([[rel, hash, size]]), false, JSON.stringify(rel));
      for (const rel of odd) await update.write({ path: rel, contents: page(rel) });
      await update.write({ path: 'changed.html', contents: page('changed') });
      await update.commit();
      assert.equal(readFileSync(path.join(site, 'victim.txt'), 'utf8'), 'keep me', 'not removed');
      for (const rel of odd) assert.equal(readFileSync(path.join(out, rel), 'utf8'), page(rel), rel);
      assert.equal(existsSync(path.join(site, 'pwned')), false);
      assert.deepEqual(readdirSync(site).sort(), ['build', 'victim.txt']);
    });

    // A rebuild of the folder its record describes updates it: only what changed is moved in.
    test('an update keeps unchanged files, moves in changed ones, removes what the build no longer writes', async () => {
      const site = mkdtempSync(path.join(tmpdir(), 'docgen-update-'));
      after(() => rmSync(site, { recursive: true, force: true }));
      const out = path.join(site, 'build');
      const page = (n: number) => `<p>${`page ${n} `.repeat(300)}</p>`;
      const style = path.join(site, 'style.css');
      const logo = path.join(site, 'logo.png');
      writeFileSync(style, `body { color: red; }\n${'/* padding */\n'.repeat(200)}`);
      writeFileSync(logo, Buffer.alloc(3000, 7));
      /** A build of `pages` (as the build cache gives them, with their compressed copies: `fromCache`) and the two copies. */
      const build = async (
        pages: Record<string, string>,
        previous: ReturnType<StagedOutput['record']> | undefined,
        fromCache = false,
      ) => {
        const staged = await StagedOutput.open(out, { compress: true, threads, previous });
        for (const [rel, contents] of Object.entries(pages)) {
          const compressed =
            fromCache &&
            existsSync(path.join(out, `${rel}.gz`)) &&
            readFileSync(path.join(out, rel), 'utf8') === contents
              ? ['.gz', '.br'].map((ext) => ({
                  path: rel + ext,
                  contents: readFileSync(path.join(out, rel + ext)),
                }))
              : undefined;
          await staged.write({ path: rel, contents, ...(compressed && { compressed }) });
        }
        await staged.copy({ from: style, path: 'assets/style.css' });
        await staged.copy({ from: logo, path: 'img/logo.png' });
        await staged.commit();
        return staged.record();
      };
      const pagesA = {
        'same/index.html': page(1),
        'changed/index.html': page(2),
        'deep/gone/here/index.html': page(3),
        'deep/stays/index.html': page(4),
        'small.txt': 'tiny',
      };
      const pagesB = {
        'same/index.html': page(1),
        'changed/index.html': page(99),
        'deep/stays/index.html': page(4),
        'new/index.html': page(5),
        'small.txt': 'tiny',
      };
      const inode = (rel: string) => statSync(path.join(out, rel)).ino;

      // A record of a folder replaced since (by a build without that record) is not updated from.
      const stale = await build(pagesA, undefined);
      await build(pagesA, undefined);
      const marker = inode('.docgen-output');
      writeFileSync(path.join(out, 'deep/theirs.txt'), 'not docgen');
      await build(pagesB, stale, true);
      assert.notEqual(inode('.docgen-output'), marker, 'replaced: a new marker');
      assert.equal(existsSync(path.join(out, 'deep/theirs.txt')), false, 'replaced as a whole');

      const current = await build(pagesA, undefined);
      const before = new Map([...current.files.keys()].map((rel) => [rel, inode(rel)]));
      const markerBefore = inode('.docgen-output');
      writeFileSync(path.join(out, 'deep/theirs.txt'), 'not docgen');
      writeFileSync(style, `body { color: green; }\n${'/* padding */\n'.repeat(200)}`);
      {
        const next = await build(pagesB, current, true);
        assert.equal(inode('.docgen-output'), markerBefore, 'updated in place: the same marker');
        for (const rel of [
          'same/index.html',
          'same/index.html.gz',
          'same/index.html.br',
          'deep/stays/index.html',
          'small.txt',
          'img/logo.png',
        ])
          assert.equal(inode(rel), before.get(rel), `${rel}: left where it was`);
        for (const rel of [
          'changed/index.html',
          'changed/index.html.br',
          'assets/style.css',
          'assets/style.css.gz',
        ])
          assert.notEqual(inode(rel), before.get(rel), `${rel}: moved in`);
        assert.equal(readFileSync(path.join(out, 'changed/index.html'), 'utf8'), page(99));
        assert.equal(gunzipSync(readFileSync(path.join(out, 'changed/index.html.gz'))).toString(), page(99));
        assert.match(readFileSync(path.join(out, 'assets/style.css'), 'utf8'), /green/);
        assert.match(
          brotliDecompressSync(readFileSync(path.join(out, 'assets/style.css.br'))).toString(),
          /green/,
        );
        assert.equal(readFileSync(path.join(out, 'new/index.html'), 'utf8'), page(5));
        assert.equal(
          existsSync(path.join(out, 'deep/gone')),
          false,
          'its files removed, and the folders they leave empty',
        );
        assert.equal(
          readFileSync(path.join(out, 'deep/theirs.txt'), 'utf8'),
          'not docgen',
          'what docgen did not write stays',
        );
        assert.deepEqual(
          readdirSync(site).sort(),
          ['build', 'logo.png', 'style.css'],
          'no staging folder left',
        );
        assert.deepEqual(
          [...next.files.keys()].sort(),
          [
            ...['same', 'changed', 'deep/stays', 'new'].flatMap((name) =>
              ['', '.br', '.gz'].map((ext) => `${name}/index.html${ext}`),
            ),
            'small.txt',
            'assets/style.css',
            'assets/style.css.br',
            'assets/style.css.gz',
            'img/logo.png',
          ].sort(),
          'the record: every file of the folder, copies too',
        );
        // An update that changes nothing leaves the folder as its record describes it: the build
        // need not keep a new record, and the next one updates from the same.
        const same = await StagedOutput.open(out, { compress: true, threads, previous: next });
        assert.equal(same.updating, true);
        for (const [rel, contents] of Object.entries(pagesB)) await same.write({ path: rel, contents });
        await same.copy({ from: style, path: 'assets/style.css' });
        await same.copy({ from: logo, path: 'img/logo.png' });
        await same.commit();
        assert.equal(same.recordChanged(), false, 'nothing changed: no record to keep');
        const again = await StagedOutput.open(out, { compress: true, threads, previous: next });
        assert.equal(again.updating, true, 'the record still describes the folder');
        await again.abort();
        // A page becomes a folder and a folder a page: the moves need the other's place. Where a
        // folder still holds a file docgen did not write, the update gives way to a replacement.
        const moved = await build(
          { 'same/index.html': page(1), changed: page(7), 'new/index.html/x.html': page(8) },
          next,
        );
        assert.equal(inode('.docgen-output'), markerBefore, 'still an update');
        // An update that stopped before its record was kept (the process killed): the record
        // before it no longer describes the folder (its marker's time changed), so the folder is
        // replaced, not updated from it.
        const stopped = await StagedOutput.open(out, { compress: true, threads, previous: next });
        assert.equal(stopped.updating, false, 'the record before the last update is not trusted');
        await stopped.abort();
        assert.equal(readFileSync(path.join(out, 'changed'), 'utf8'), page(7));
        assert.equal(readFileSync(path.join(out, 'new/index.html/x.html'), 'utf8'), page(8));
        assert.equal(existsSync(path.join(out, 'deep/stays')), false);
        assert.equal(readFileSync(path.join(out, 'same/index.html'), 'utf8'), page(1));
        const swapped = await build({ 'same/index.html': page(1), deep: page(6) }, moved);
        assert.notEqual(inode('.docgen-output'), markerBefore, 'replaced');
        assert.equal(readFileSync(path.join(out, 'deep'), 'utf8'), page(6));
        assert.equal(readFileSync(path.join(out, 'same/index.html'), 'utf8'), page(1));
        assert.equal(gunzipSync(readFileSync(path.join(out, 'same/index.html.gz'))).toString(), page(1));
        assert.deepEqual(readFileSync(path.join(out, 'img/logo.png')), readFileSync(logo));
        assert.equal(existsSync(path.join(out, 'changed')), false);
        assert.deepEqual(readdirSync(site).sort(), ['build', 'logo.png', 'style.css']);
        // A kept file removed or edited in the output between builds is written again.
        rmSync(path.join(out, 'same/index.html.br'));
        writeFileSync(path.join(out, 'img/logo.png'), 'edited');
        await build({ 'same/index.html': page(1), deep: page(6) }, swapped);
        assert.equal(
          brotliDecompressSync(readFileSync(path.join(out, 'same/index.html.br'))).toString(),
          page(1),
        );
        assert.deepEqual(readFileSync(path.join(out, 'img/logo.png')), readFileSync(logo));
      }
    });
  });
