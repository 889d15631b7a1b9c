// The Image Search tutorial's JavaScript and Python samples run as written, one step after the
// other, and print what the pages say: step 1's generators write the data file the page shows, and
// steps 2 to 5 run against a local stand-in for the Evolve APIs (tests/helpers/evolve-api-stub.ts).
// The cURL samples run in tests/site/tutorial-curl.test.ts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { evolveApiStub } from '../helpers/evolve-api-stub.ts';
import { codeBlock, codeBlockWith, outputAfter, tutorialPage } from '../helpers/tutorial-pages.ts';

const page = tutorialPage;

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-samples-'));
// Asynchronous, so that the local server in this process can answer the samples.
const run = async (command: string, args: string[], env: Record<string, string> = {}) =>
  (
    await promisify(execFile)(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 20_000,
    })
  ).stdout;

describe('Image Search tutorial samples', () => {
  const step1 = page('create-data-file');
  const step2 = page('upload-assets');
  let server: Server;
  let origin = '';

  before(async () => {
    const handle = evolveApiStub();
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // Samples run unchanged: Node's fetch and Python's requests send https://<host>.evolve.example/…
    // to the local server as /<host>.evolve.example/…. Nothing else leaves 127.0.0.1.
    writeFileSync(
      path.join(dir, 'evolve-local.mjs'),
      `const real = globalThis.fetch;
globalThis.fetch = (url, init) => real(String(url).replace(/^https:\\/\\/([a-z]+\\.evolve\\.example)/, process.env.EVOLVE_LOCAL + '/$1'), init);
`,
    );
    writeFileSync(
      path.join(dir, 'sitecustomize.py'),
      `import os, re
import requests.sessions
_request = requests.sessions.Session.request
def request(self, method, url, *args, **kwargs):
    url = re.sub(r"^https://([a-z]+\\.evolve\\.example)", os.environ["EVOLVE_LOCAL"] + r"/\\1", url)
    return _request(self, method, url, *args, **kwargs)
requests.sessions.Session.request = request
`,
    );
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('step 1: both generators write the JSON Lines file the page shows, byte for byte', async () => {
    const expected = codeBlock(step1, 'title="catalog-2025-06-18.jsonl"');
    const printed = outputAfter(step1, 'Both scripts write the same');
    writeFileSync(path.join(dir, 'write-catalog.mjs'), codeBlock(step1, '// write-catalog.mjs'));
    writeFileSync(path.join(dir, 'write_catalog.py'), codeBlock(step1, '# write_catalog.py'));
    assert.equal(await run('node', ['write-catalog.mjs']), printed);
    assert.equal(readFileSync(path.join(dir, 'catalog-2025-06-18.jsonl'), 'utf8'), expected);
    assert.equal(await run('python3', ['write_catalog.py']), printed);
    const file = readFileSync(path.join(dir, 'catalog-2025-06-18.jsonl'), 'utf8');
    assert.equal(file, expected);
    assert.match(
      step1,
      new RegExp(`byte for byte \\(${Buffer.byteLength(file).toLocaleString('en-US')} bytes\\)`),
    );
  });

  test('step 1: the CSV converter writes the CSV the page shows, for the same products', async () => {
    writeFileSync(path.join(dir, 'jsonl_to_csv.py'), codeBlock(step1, 'title="jsonl_to_csv.py"'));
    assert.equal(await run('python3', ['jsonl_to_csv.py']), 'Rows written: 3\n');
    assert.match(step1, /It prints the same line, `Rows written: 3`/);
    assert.equal(
      readFileSync(path.join(dir, 'catalog-2025-06-18.csv'), 'utf8'),
      codeBlock(step1, 'title="catalog-2025-06-18.csv"'),
    );
  });

  const env = () => ({
    EVOLVE_LOCAL: origin,
    PYTHONPATH: dir,
    EVOLVE_CLIENT_ID: 'evc_8fK2pQ9xL4mT7vB1',
    EVOLVE_CLIENT_SECRET: 'evs_placeholder',
  });
  /** Saves the page's JavaScript and Python samples, runs both, and checks each prints `expected`. */
  async function runBoth(js: string, py: string, expected: string, args: string[] = []) {
    writeFileSync(path.join(dir, 'sample.mjs'), js);
    writeFileSync(path.join(dir, 'sample.py'), py);
    assert.equal(
      await run('node', ['--import', './evolve-local.mjs', 'sample.mjs', ...args], env()),
      expected,
      'JavaScript',
    );
    assert.equal(await run('python3', ['sample.py', ...args], env()), expected, 'Python');
  }

  test('step 2: the URL checkers report what the page shows for the step 1 file', async () => {
    const printed = outputAfter(step2, 'The scripts print only the problems');
    writeFileSync(path.join(dir, 'check-images.mjs'), codeBlock(step2, '// check-images.mjs'));
    writeFileSync(path.join(dir, 'check_images.py'), codeBlock(step2, '# check_images.py'));
    const env = { EVOLVE_LOCAL: origin, PYTHONPATH: dir };
    assert.equal(await run('node', ['--import', './evolve-local.mjs', 'check-images.mjs'], env), printed);
    assert.equal(await run('python3', ['check_images.py'], env), printed);
  });

  test('step 3: import, follow the job, read the report, check a product, write and delete one', async () => {
    const step3 = page('index-data');
    writeFileSync(path.join(dir, 'evolve-token.mjs'), codeBlock(step3, '// evolve-token.mjs'));
    writeFileSync(path.join(dir, 'evolve_token.py'), codeBlock(step3, '# evolve_token.py'));
    const id = 'imp_01J0C7B8N2V4X6Z8Q1S3T5W7Y9';
    await runBoth(
      codeBlock(step3, '// start-import.mjs'),
      codeBlock(step3, '# start_import.py'),
      outputAfter(step3, '`uuidgen` ships with'),
    );
    await runBoth(
      codeBlock(step3, '// poll-import.mjs'),
      codeBlock(step3, '# poll_import.py'),
      outputAfter(step3, 'The scripts print one line per poll'),
      [id],
    );
    await runBoth(
      codeBlockWith(step3, 'js', 'error_report_url'),
      codeBlockWith(step3, 'python', 'error_report_url'),
      outputAfter(step3, 'Every row of the tutorial file was applied'),
      [id],
    );
    await runBoth(
      codeBlockWith(step3, 'js', 'console.log(product.index_status)'),
      codeBlockWith(step3, 'python', 'print(product["index_status"])'),
      outputAfter(step3, 'The scripts print the status of the product'),
    );
    await runBoth(
      codeBlockWith(step3, 'js', "call('DELETE'"),
      codeBlockWith(step3, 'python', 'requests.delete'),
      outputAfter(step3, 'The scripts print:'),
    );
  });

  test('step 4: searches print the results the page shows', async () => {
    const step4 = page('search-image');
    await runBoth(
      codeBlock(step4, '// search-url.mjs'),
      codeBlock(step4, '# search_url.py'),
      outputAfter(step4, 'The scripts print one line per result'),
    );
    await runBoth(
      codeBlockWith(step4, 'js', 'exclude_product_ids'),
      codeBlockWith(step4, 'python', 'exclude_product_ids'),
      outputAfter(step4, 'so the scripts print'),
    );
  });

  test('step 5: the usage check prints the searches left', async () => {
    const step5 = page('next-steps');
    await runBoth(
      codeBlock(step5, '// usage.mjs'),
      codeBlock(step5, '# usage.py'),
      outputAfter(step5, 'Each sample prints the searches left'),
    );
  });
});
