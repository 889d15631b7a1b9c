// src/openapi/outputs/file-bodies.ts through the generator: a multipart upload's file part and a
// whole-body binary upload are read from a file in every language, each sample parses (Node for
// JavaScript, Python's `ast`, gofmt for Go, `bash -n` for cURL), and hostile names, values and
// file names read back as written.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { generateCodeSamples } from '../../../src/openapi/outputs/code-samples.ts';
import { spliceFileBody, type FileBody } from '../../../src/openapi/outputs/file-bodies.ts';
import { DEFAULT_SAMPLE_LANGUAGES } from '../../../src/openapi/sample-languages.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-file-bodies-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function samplesFor(content: object) {
  const operation = { requestBody: { required: true, content }, responses: { '200': { description: 'ok' } } };
  const item = { post: operation };
  const samples = generateCodeSamples({
    document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/v1/files': item } },
    method: 'post',
    path: '/v1/files',
    item,
    operation,
    server: { url: 'https://api.example.com' },
    parameters: [],
    security: [],
    languages: DEFAULT_SAMPLE_LANGUAGES,
  });
  return Object.fromEntries(samples.map((s) => [s.lang, s.source]));
}

function run(command: string, args: string[], input = ''): string {
  const ran = spawnSync(command, args, { input, encoding: 'utf8' });
  assert.equal(ran.status, 0, `${command} ${args.join(' ')}: ${ran.stderr}\n${input}`);
  return ran.stdout;
}

const checkJs = (source: string) => {
  const file = path.join(dir, 'sample.mjs');
  writeFileSync(file, source);
  run(process.execPath, ['--check', file]);
};
/** Every string constant of a Python program, as Python reads it. */
const pythonStrings = (source: string): string[] =>
  JSON.parse(
    run(
      'python3',
      [
        '-c',
        'import ast, json, sys\nt = ast.parse(sys.stdin.read())\nprint(json.dumps([n.value for n in ast.walk(t) if isinstance(n, ast.Constant) and isinstance(n.value, str)]))',
      ],
      source,
    ),
  );
const checkGo = (source: string) => run('gofmt', ['-e'], source);
const checkShell = (source: string) => run('bash', ['-n'], source);
/** The words of a shell command, as the shell splits them (echoed, never run). */
const shellWords = (command: string): string[] =>
  run('bash', ['-c', `set -- ${command.replace(/^curl /, '')}; printf '%s\\0' "$@"`])
    .split('\0')
    .slice(0, -1);

const UPLOAD = {
  'multipart/form-data': {
    schema: {
      type: 'object',
      required: ['file', 'purpose'],
      properties: {
        purpose: { type: 'string', example: 'fine-tune' },
        metadata: { type: 'object', properties: { project: { type: 'string', example: 'demo' } } },
        file: { type: 'string', format: 'binary' },
      },
    },
    encoding: { file: { contentType: 'application/pdf' } },
  },
};

test('a multipart upload: every language sends the file read from disk, with the type its encoding names', () => {
  const s = samplesFor(UPLOAD);
  checkShell(s.curl);
  assert.deepEqual(shellWords(s.curl).slice(-6), [
    '--form',
    'purpose=fine-tune',
    '--form',
    'metadata={"project":"demo"};type=application/json',
    '--form',
    'file=@file.bin;type=application/pdf',
  ]);
  checkJs(s.javascript);
  assert.match(s.javascript, /^import \{ openAsBlob \} from 'node:fs';$/m);
  assert.match(s.javascript, /^\/\/ Node\.js 20\+.*\n\/\/ <input type="file">/m, 'says which it picked');
  assert.match(
    s.javascript,
    /form\.append\('file', await openAsBlob\('file\.bin', \{type: 'application\/pdf'\}\), 'file\.bin'\);/,
  );
  assert.match(s.javascript, /form\.append\('purpose', 'fine-tune'\);/);
  assert.match(s.javascript, /body: form/);
  assert.doesNotMatch(s.javascript, /form\.append\('file', 'file\.bin'\)|content-type/i);
  pythonStrings(s.python);
  assert.match(s.python, /\("file", \("file\.bin", open\("file\.bin", "rb"\), "application\/pdf"\)\),/);
  assert.match(s.python, /\("metadata", \(None, "\{\\"project\\":\\"demo\\"\}", "application\/json"\)\),/);
  assert.match(s.python, /payload = \[\n {2}\("purpose", "fine-tune"\),\n\]/);
  assert.match(s.python, /requests\.post\(url, data=payload, files=files\)/);
  checkGo(s.go);
  assert.match(s.go, /file1, _ := os\.Open\("file\.bin"\)/);
  assert.match(s.go, /filename=\\"file\.bin\\""\}, "Content-Type": \{"application\/pdf"\}/);
  assert.match(s.go, /io\.Copy\(part, file1\)/);
  assert.match(s.go, /req\.Header\.Set\("Content-Type", writer\.FormDataContentType\(\)\)/);
  assert.doesNotMatch(s.go, /"strings"|boundary=---/);
  assert.match(s.java, /Files\.readAllBytes\(java\.nio\.file\.Path\.of\("file\.bin"\)\)/);
  assert.match(s.java, /\.header\("Content-Type", "multipart\/form-data; boundary=" \+ boundary\)/);
  assert.match(s.java, /BodyPublishers\.ofByteArrays\(body\)/);
  assert.match(
    s.ruby,
    /\['file', File\.open\('file\.bin'\), \{ filename: 'file\.bin', content_type: 'application\/pdf' \}\]/,
  );
  assert.match(s.ruby, /\], 'multipart\/form-data'\)/);
  assert.doesNotMatch(s.ruby, /request\.body =|content-type/);
  assert.match(s.php, /'file' => new CURLFile\('file\.bin', 'application\/pdf', 'file\.bin'\),/);
  assert.match(s.php, /'purpose' => 'fine-tune',/);
  assert.match(
    s.csharp,
    /\{ new StreamContent\(File\.OpenRead\("file\.bin"\)\) \{ Headers = \{ ContentType = new MediaTypeHeaderValue\("application\/pdf"\) \} \}, "file", "file\.bin" \},/,
  );
  assert.match(s.csharp, /\{ new StringContent\("fine-tune"\), "purpose" \},/);
});

test('a 3.1 file field (contentMediaType) is a file part of that type', () => {
  const s = samplesFor({
    'multipart/form-data': {
      schema: { type: 'object', properties: { avatar: { type: 'string', contentMediaType: 'image/png' } } },
    },
  });
  assert.match(s.curl, /--form 'avatar=@avatar\.bin;type=image\/png'/);
  assert.match(s.javascript, /openAsBlob\('avatar\.bin', \{type: 'image\/png'\}\)/);
  assert.match(s.python, /\("avatar", \("avatar\.bin", open\("avatar\.bin", "rb"\), "image\/png"\)\),/);
  assert.match(s.python, /requests\.post\(url, files=files\)/);
  checkGo(s.go);
  assert.doesNotMatch(s.go, /WriteField/);
});

test('a whole binary body is sent from a file in every language', () => {
  for (const content of [
    { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
    { 'application/octet-stream': {} },
  ]) {
    const s = samplesFor(content);
    const type = Object.keys(content)[0];
    checkShell(s.curl);
    assert.deepEqual(shellWords(s.curl).slice(-4), [
      '--header',
      `content-type: ${type}`,
      '--data-binary',
      '@file.bin',
    ]);
    checkJs(s.javascript);
    assert.match(s.javascript, /body: await openAsBlob\('file\.bin'\)/);
    pythonStrings(s.python);
    assert.match(s.python, /^payload = open\("file\.bin", "rb"\)$/m);
    checkGo(s.go);
    assert.match(s.go, /payload, _ := os\.Open\("file\.bin"\)\n\tdefer payload\.Close\(\)/);
    assert.doesNotMatch(s.go, /"strings"/);
    assert.match(s.java, /BodyPublishers\.ofFile\(java\.nio\.file\.Path\.of\("file\.bin"\)\)/);
    assert.match(s.ruby, /^request\.body = File\.binread\('file\.bin'\)$/m);
    assert.match(s.php, /CURLOPT_POSTFIELDS => file_get_contents\('file\.bin'\),/);
    assert.match(s.csharp, /Content = new StreamContent\(File\.OpenRead\("file\.bin"\)\)/);
    for (const source of Object.values(s)) assert.doesNotMatch(source, /docgen-body-x|'string'|"string"/);
  }
});

// ---- hostile text in every sink: names, values, file names ----

const HOSTILE = [
  `'`,
  `"`,
  '`',
  '\\',
  '$',
  '$(id)',
  '${x}',
  '#{x}',
  '{',
  '}',
  '\n',
  '\r\n',
  '%',
  '%s',
  'é',
  '\u{1F600}',
  '\u2028',
  ';',
  ',',
  '@',
  '<',
  'a',
];
const hostile = fc.array(fc.constantFrom(...HOSTILE), { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
const bodies = fc.record({
  field: hostile,
  value: hostile,
  fileField: hostile,
  file: hostile,
  typed: fc.boolean(),
});

/** A marker sample as httpsnippet writes it, for each language the machine can parse. */
const SKELETONS = {
  javascript:
    "const options = {method: 'POST', body: 'docgen-body-x'};\n\nfetch('https://api.example.com/', options)\n  .then(res => res.json());",
  python:
    'import requests\n\nurl = "https://api.example.com/"\n\npayload = "docgen-body-x"\n\nresponse = requests.post(url, data=payload)\n',
  go: 'package main\n\nimport (\n\t"fmt"\n\t"strings"\n\t"net/http"\n\t"io"\n)\n\nfunc main() {\n\n\turl := "https://api.example.com/"\n\n\tpayload := strings.NewReader("docgen-body-x")\n\n\treq, _ := http.NewRequest("POST", url, payload)\n\n\tres, _ := http.DefaultClient.Do(req)\n\n\tdefer res.Body.Close()\n\tbody, _ := io.ReadAll(res.Body)\n\n\tfmt.Println(string(body))\n\n}',
};

test('hostile field names, values and file names parse and read back as written (JavaScript, Python, Go)', () => {
  const cases = fc.sample(bodies, { numRuns: 40, seed: 20261127 });
  const python: string[] = [];
  for (const c of cases) {
    const body: FileBody = {
      kind: 'multipart',
      parts: [
        { name: c.field, value: c.value, ...(c.typed ? { contentType: 'application/json' } : {}) },
        { name: c.fileField, file: c.file, contentType: 'application/octet-stream' },
      ],
    };
    const js = spliceFileBody('javascript', SKELETONS.javascript, body);
    checkJs(js);
    // Each literal, evaluated alone, is the text meant.
    const appended = [...js.matchAll(/^form\.append\((.*)\);$/gm)].map((m) =>
      new Function(`const openAsBlob = (f, o) => ({ f, o }); return (async () => [${m[1]}])();`)(),
    );
    assert.equal(appended.length, 2, js);
    python.push(spliceFileBody('python', SKELETONS.python, body));
    const go = spliceFileBody('go', SKELETONS.go, body);
    checkGo(go);
    assert.doesNotMatch(go, /"strings"/);
  }
  // Python: one process reads every program's literals.
  const read = JSON.parse(
    run(
      'python3',
      [
        '-c',
        'import ast, json, sys\nprint(json.dumps([[n.value for n in ast.walk(ast.parse(s)) if isinstance(n, ast.Constant) and isinstance(n.value, str)] for s in json.load(sys.stdin)]))',
      ],
      JSON.stringify(python),
    ),
  ) as string[][];
  cases.forEach((c, i) => {
    for (const text of [c.field, c.value, c.fileField, c.file])
      assert.ok(read[i].includes(text), `${JSON.stringify(text)} in ${python[i]}`);
  });
});

test('hostile JavaScript literals evaluate to the names, values and file names meant', async () => {
  for (const c of fc.sample(bodies, { numRuns: 40, seed: 20261128 })) {
    const body: FileBody = {
      kind: 'multipart',
      parts: [
        { name: c.field, value: c.value },
        { name: c.fileField, file: c.file, contentType: 'image/png' },
      ],
    };
    const js = spliceFileBody('javascript', SKELETONS.javascript, body);
    const args = await Promise.all(
      [...js.matchAll(/^form\.append\((.*)\);$/gm)].map(
        (m) =>
          new Function(
            `const openAsBlob = (f, o) => ({ f, o }); return (async () => [${m[1]}])();`,
          )() as Promise<unknown[]>,
      ),
    );
    assert.deepEqual(args, [
      [c.field, c.value],
      [c.fileField, { f: c.file, o: { type: 'image/png' } }, c.file],
    ]);
  }
});

test('hostile file and field names in cURL stay one word each, read back as written', () => {
  for (const c of fc.sample(bodies, { numRuns: 30, seed: 20261129 })) {
    const name = c.fileField.replace(/[=\r\n]/g, '');
    const s = samplesFor({
      'multipart/form-data': {
        schema: { type: 'object', properties: { [name]: { type: 'string', format: 'binary' } } },
      },
    });
    checkShell(s.curl);
    const words = shellWords(s.curl);
    assert.equal(words.at(-2), '--form', s.curl);
    assert.ok(words.at(-1)!.startsWith(`${name}=@`), `${JSON.stringify(name)}: ${s.curl}`);
    pythonStrings(s.python);
    checkJs(s.javascript);
    checkGo(s.go);
  }
});
