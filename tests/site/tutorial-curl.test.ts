// The Image Search tutorial's cURL samples run as written, one step after the other, against the
// local stand-in for the Evolve APIs (tests/helpers/evolve-api-stub.ts), and print what the pages
// say cURL prints: the values of every (trimmed) response the page shows must be in the real one.
// A `curl` wrapper first on PATH sends https://<host>.evolve.example/… to the local server as
// /<host>.evolve.example/…; everything else about the commands (jq, uuidgen, pipes) is as written.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { evolveApiStub } from '../helpers/evolve-api-stub.ts';
import { codeBlock, codeBlockWith, outputAfter, tutorialPage } from '../helpers/tutorial-pages.ts';

const which = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`])
    .stdout.toString()
    .trim();
const missing = ['curl', 'jq'].filter((command) => !which(command));
// CI installs both (.ci/run); elsewhere the check is skipped, saying what to install.
const skip = missing.length > 0 && !process.env.CI ? `install ${missing.join(' and ')} to run it` : false;

type Json = unknown;

/** Every value `shown` holds is in `actual` at the same place (the page trims, never invents). */
function assertShown(shown: Json, actual: Json, at = ''): void {
  if (Array.isArray(shown)) {
    assert.ok(Array.isArray(actual), `${at || '/'}: an array on the page`);
    assert.ok(shown.length <= actual.length, `${at || '/'}: the page shows more items than cURL printed`);
    shown.forEach((item, i) => assertShown(item, actual[i], `${at}/${i}`));
  } else if (shown && typeof shown === 'object') {
    assert.ok(actual && typeof actual === 'object', `${at || '/'}: an object on the page`);
    for (const [key, value] of Object.entries(shown)) {
      assert.ok(key in actual, `${at}/${key}: shown on the page, missing from the response`);
      assertShown(value, (actual as Record<string, Json>)[key], `${at}/${key}`);
    }
  } else assert.deepEqual(actual, shown, `${at || '/'}: the page shows ${JSON.stringify(shown)}`);
}

/** An HTTP response as printed by `curl -i` / `curl -I`, or as shown in an ```http block. */
function parseHttp(text: string) {
  const [head, ...rest] = text.replace(/\r\n/g, '\n').split('\n\n');
  const [statusLine, ...lines] = head.trim().split('\n');
  const headers = new Map(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\n\n').trim() };
}

/** The page's ```http block against what cURL printed: status, each header shown, the body's values. */
function assertHttpShown(shownText: string, printed: string) {
  const shown = parseHttp(shownText);
  const actual = parseHttp(printed);
  assert.equal(actual.status, shown.status, 'status');
  for (const [name, value] of shown.headers) assert.equal(actual.headers.get(name), value, `header ${name}`);
  if (shown.body) assertShown(JSON.parse(shown.body), JSON.parse(actual.body));
}

describe('Image Search tutorial cURL samples', { skip }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-curl-'));
  const bin = path.join(dir, 'bin');
  let server: Server;
  let env: Record<string, string> = {};
  let token = '';
  const bash = async (script: string) =>
    (
      await promisify(execFile)('bash', ['-o', 'pipefail', '-c', script], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...env },
        timeout: 20_000,
      })
    ).stdout;

  before(async () => {
    const handle = evolveApiStub();
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mkdirSync(bin);
    const script = (name: string, text: string) => {
      writeFileSync(path.join(bin, name), text);
      chmodSync(path.join(bin, name), 0o755);
    };
    script(
      'curl',
      `#!/usr/bin/env bash
args=()
for a in "$@"; do
  if [[ $a =~ ^https://([a-z]+\\.evolve\\.example)(.*)$ ]]; then a="$EVOLVE_LOCAL/\${BASH_REMATCH[1]}\${BASH_REMATCH[2]}"; fi
  args+=("$a")
done
exec ${which('curl') || 'curl'} "\${args[@]}"
`,
    );
    // util-linux's uuidgen prints a random (version 4) UUID; a stand-in where it isn't installed.
    if (!which('uuidgen')) script('uuidgen', `#!/bin/sh\nexec node -e 'console.log(crypto.randomUUID())'\n`);
    env = {
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      EVOLVE_LOCAL: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      EVOLVE_CLIENT_ID: 'evc_8fK2pQ9xL4mT7vB1',
      EVOLVE_CLIENT_SECRET: 'evs_placeholder',
    };
    // Step 1's data file, as its JavaScript generator writes it (the page has no cURL for it).
    const step1 = tutorialPage('create-data-file');
    writeFileSync(path.join(dir, 'write-catalog.mjs'), codeBlock(step1, '// write-catalog.mjs'));
    await bash('node write-catalog.mjs');
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('step 2: the reachability check prints the status line and headers shown', async () => {
    const step2 = tutorialPage('upload-assets');
    const printed = await bash(codeBlockWith(step2, 'bash', 'curl -sI'));
    assertHttpShown(outputAfter(step2, 'For a reachable image, cURL prints', 'http'), printed);
  });

  test('step 3: token, import, poll, report, read, write and delete', async () => {
    const step3 = tutorialPage('index-data');
    // The token command prints nothing and leaves the token in EVOLVE_ACCESS_TOKEN.
    const tokenBlock = codeBlockWith(step3, 'bash', 'oauth/token');
    const printed = await bash(`${tokenBlock}\nprintf '\\n%s' "$EVOLVE_ACCESS_TOKEN"`);
    assert.match(step3, /The cURL command prints nothing/);
    assert.equal(printed.split('\n')[0], '', 'the token command itself prints nothing');
    token = printed.split('\n')[1];
    assert.match(token, /^ey/, 'a token, not empty or null');
    env.EVOLVE_ACCESS_TOKEN = token;

    const job = JSON.parse(await bash(codeBlockWith(step3, 'bash', 'IMPORT_KEY=$(uuidgen)')));
    assertShown(JSON.parse(outputAfter(step3, 'cURL prints the whole response', 'json')), job);

    // One line per poll: the stand-in finishes the job at once, as the page says the first poll
    // usually finds it; the scripts print the same status first.
    const polled = await bash(codeBlockWith(step3, 'bash', 'while true; do'));
    assert.equal(polled, 'succeeded\n');
    assert.equal(outputAfter(step3, 'The scripts print one line per poll').split(' ')[0], 'succeeded');

    const report = await bash(codeBlockWith(step3, 'bash', 'error_report_url'));
    assert.match(step3, /Every row of the tutorial file was applied, so all three print/);
    assert.equal(report, outputAfter(step3, 'Every row of the tutorial file was applied'));

    const product = JSON.parse(await bash(codeBlockWith(step3, 'bash', 'products/SKU-10482')));
    assertShown(JSON.parse(outputAfter(step3, 'cURL prints the record', 'json')), product);

    const writeAndDelete = await bash(codeBlockWith(step3, 'bash', '-X PUT'));
    const [written, deleted] = writeAndDelete.split(/(?=HTTP\/[\d.]+ \d{3})/);
    assert.match(step3, /creates SKU-20417 \(`201 Created`\) and returns it with its image `pending`/);
    assertShown({ product_id: 'SKU-20417', images: [{ status: 'pending' }] }, JSON.parse(written));
    assert.equal(parseHttp(deleted).status, 204);
    assert.equal(parseHttp(deleted).body, '', 'an empty 204');
  });

  test('step 4: searches print the response and results the page shows', async () => {
    const step4 = tutorialPage('search-image');
    const printed = await bash(codeBlockWith(step4, 'bash', 'sneaker-white.jpg?w=1024" },\n    "top_k": 3'));
    assertHttpShown(outputAfter(step4, 'cURL prints the response with its headers', 'http'), printed);

    // The camera search reads ./photo.jpg: any JPEG bytes will do for the stand-in.
    writeFileSync(path.join(dir, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]));
    const camera = JSON.parse(await bash(codeBlockWith(step4, 'bash', 'base64 -w0 photo.jpg')));
    assert.ok(camera.results.length > 0, 'the photo search answers with results');

    const excluded = JSON.parse(await bash(codeBlockWith(step4, 'bash', 'exclude_product_ids')));
    const lines = outputAfter(step4, 'so the scripts print').trim().split('\n');
    assert.deepEqual(
      excluded.results.map((r: { product_id: string }) => r.product_id),
      lines.filter((l) => l.startsWith('SKU-')).map((l) => l.split(' ')[0]),
    );
  });

  test('step 5: the usage check prints the searches left', async () => {
    const step5 = tutorialPage('next-steps');
    const printed = await bash(codeBlockWith(step5, 'bash', '/usage'));
    assert.equal(printed, outputAfter(step5, 'Each sample prints the searches left'));
  });
});
