// src/openapi/outputs/code-samples.ts in every language: whatever a spec holds (quotes, backslashes,
// `$`, `#{}`, `${}`, `{{`, line ends, NUL, U+2028, `*/`, `?>`, `"""`) in its server URL, path,
// query, header, cookie and body (JSON, form, multipart field names and values; the schema plain
// or a oneOf whose first option holds the fields), each generated
// program parses, nothing in it interpolates, and its string literals read back as exactly the
// values meant. Parsed by the languages' own parsers where this machine has them, each batch in one
// process: V8 (node:vm) for JavaScript, Python's `ast`, Ruby's Ripper, PHP's tokenizer
// (`TOKEN_PARSE`), javac (`java` runs a source file). Go and C# have no compiler here: their string
// literals are read by the tokenizers below, written from the languages' specifications, which
// refuse anything those specifications refuse (a raw line end, an unknown escape).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { generateCodeSamples } from '../../../src/openapi/outputs/code-samples.ts';
import type { SampleLanguageName } from '../../../src/openapi/sample-languages.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-samples-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const HOSTILE = [
  `'`,
  `"`,
  '`',
  '\\',
  '$',
  '$x',
  '#{x}',
  '#@x',
  '#$x',
  '${x}',
  '{{',
  '}}',
  '{',
  '\n',
  '\r\n',
  '\0',
  '\u2028',
  '\u0085',
  '\x7f',
  '*/',
  '/*',
  '?>',
  '<?php ',
  '"""',
  "'''",
  '\\u0022',
  '\\n',
  '%s',
  '%zz',
  '#',
  '?',
  ' ',
  'é',
  '\u{1F600}',
  'a',
  '0',
];
const hostile = (minLength = 0) =>
  fc.array(fc.constantFrom(...HOSTILE), { minLength, maxLength: 6 }).map((parts) => parts.join(''));
const oneLine = (minLength = 0) => hostile(minLength).map((s) => s.replace(/[\r\n\0\u0085\u2028]/g, ''));

interface Spec {
  server: string;
  pathValue: string;
  query: string;
  header: string;
  cookie: string;
  kind: 'json' | 'form' | 'multipart';
  field: string;
  value: string;
  fileField: string;
  /** The body's schema is a choice (`oneOf`) whose first option holds the fields. */
  choice: boolean;
}

const specs = fc.record<Spec>({
  server: oneLine(),
  pathValue: hostile(1),
  query: hostile(),
  header: oneLine(1).map((s) => `v${s}v`),
  cookie: oneLine(),
  kind: fc.constantFrom('json', 'form', 'multipart'),
  field: hostile(1),
  value: hostile(),
  fileField: oneLine(1),
  choice: fc.boolean(),
});

const LANGUAGES: SampleLanguageName[] = ['javascript', 'python', 'go', 'java', 'ruby', 'php', 'csharp'];

function samplesOf(s: Spec) {
  const mediaType = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data',
  }[s.kind];
  const properties: Record<string, object> = { [s.field]: { type: 'string' } };
  if (s.kind === 'multipart') properties[s.fileField] = { type: 'string', format: 'binary' };
  const parameters = [
    { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: s.pathValue },
    { name: 'q', in: 'query', required: true, schema: { type: 'string' }, example: s.query },
    { name: 'X-Trace', in: 'header', schema: { type: 'string' }, example: s.header },
    { name: 'session', in: 'cookie', required: true, schema: { type: 'string' }, example: s.cookie },
  ];
  const operation = {
    parameters,
    requestBody: {
      content: {
        [mediaType]: {
          schema: s.choice
            ? {
                oneOf: [
                  { type: 'object', properties },
                  { type: 'object', properties: { other: { type: 'string' } } },
                ],
              }
            : { type: 'object', properties },
          example: { [s.field]: s.value },
        },
      },
    },
    responses: { '204': { description: 'Done.' } },
  };
  const item = { post: operation };
  const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/items/{id}': item } };
  return generateCodeSamples({
    document,
    method: 'post',
    path: '/items/{id}',
    item,
    operation,
    server: { url: `https://api.example.com/${s.server}` },
    parameters,
    security: [
      {
        scheme: 'bearer',
        kind: 'HTTP bearer',
        scopes: [],
        alternative: 0,
        credential: { in: 'header', name: 'Authorization', style: 'bearer', variable: 'TOKEN' },
      },
    ],
    languages: LANGUAGES,
  });
}

/** A credential read from the environment, inside a literal that reads it (a template, an f-string). */
const VARIABLE = '\u0001';
/** A literal that interpolates something else: never allowed. */
const INTERPOLATION = '\u0002interpolation';

// ---- where literals start and end, for the languages whose parser gives no literal values ----

/** Source spans of `"…"` (and `'…'`, `` `…` `` in JavaScript) literals, with backslash escapes. */
function literalSpans(source: string, quotes: string): string[] {
  const spans: string[] = [];
  for (let i = 0; i < source.length; i++) {
    const quote = source[i];
    if (!quotes.includes(quote)) continue;
    let end = i + 1;
    while (end < source.length && source[end] !== quote) {
      if (source[end] === '\\') end++;
      else if (quote === '`' && source.startsWith('${', end)) end = source.indexOf('}', end);
      end++;
    }
    assert.ok(end < source.length, `an unclosed literal at ${i}: ${source}`);
    spans.push(source.slice(i, end + 1));
    i = end;
  }
  return spans;
}

/** Go's interpreted string literal, as the Go specification reads it. */
function goLiteral(span: string): string {
  assert.match(span, /^"[^\n]*"$/s, `a Go literal holds a line end: ${span}`);
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
    '"': '"',
  };
  const bytes: number[] = [];
  const body = span.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      const code = body.codePointAt(i)!;
      if (code > 0xffff) i++;
      bytes.push(...Buffer.from(String.fromCodePoint(code)));
      continue;
    }
    const c = body[++i];
    let m: RegExpExecArray | null;
    if (simple[c]) bytes.push(simple[c].charCodeAt(0));
    else if ((m = /^x([0-9a-fA-F]{2})/.exec(body.slice(i)))) {
      bytes.push(parseInt(m[1], 16));
      i += 2;
    } else if ((m = /^[0-7]{3}/.exec(body.slice(i)))) {
      bytes.push(parseInt(m[0], 8));
      i += 2;
    } else if ((m = /^(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))/.exec(body.slice(i)))) {
      const code = parseInt(m[1] ?? m[2], 16);
      assert.ok(code < 0xd800 || (code > 0xdfff && code <= 0x10ffff), `Go refuses \\u${m[1]} in ${span}`);
      bytes.push(...Buffer.from(String.fromCodePoint(code)));
      i += m[0].length - 1;
    } else assert.fail(`Go has no escape \\${c} (${span})`);
  }
  return Buffer.from(bytes).toString('utf8');
}

/** C#'s regular string literal: no raw line end (CR, LF, U+0085, U+2028, U+2029), known escapes only. */
function csharpLiteral(span: string): string {
  assert.doesNotMatch(span, /[\r\n\u0085\u2028\u2029]/, `a C# literal holds a line end: ${span}`);
  const simple: Record<string, string> = {
    "'": "'",
    '"': '"',
    '\\': '\\',
    '0': '\0',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
  };
  return span
    .slice(1, -1)
    .replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{1,4}|[\s\S])/g, (_m, e: string) => {
      if (/^[uUx]./.test(e)) return String.fromCodePoint(parseInt(e.slice(1), 16));
      assert.ok(simple[e] !== undefined, `C# has no escape \\${e} (${span})`);
      return simple[e];
    });
}

// ---- each language's literals, read by its parser, one process per language ----

function run(command: string, args: string[], input: string): string {
  const ran = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(ran.status, 0, `${command}: ${ran.stderr}`);
  return ran.stdout;
}

const has = (command: string) => spawnSync(command, ['--version']).status === 0;

function javascriptLiterals(sources: string[]): string[][] {
  return sources.map((source) => {
    // A sample that reads a file is a module (an import, a top-level await): Node checks it as one.
    if (/^import /m.test(source)) {
      const file = path.join(dir, 'sample.mjs');
      writeFileSync(file, source);
      run(process.execPath, ['--check', file], '');
    } else new vm.Script(source); // a syntax error throws
    return literalSpans(source, `'"\``).map((span) => {
      assert.ok(!span.startsWith('`') || !/\$\{(?!process\.env\.\w+\})/.test(span), `${span} interpolates`);
      return vm.runInNewContext(span, { process: { env: new Proxy({}, { get: () => VARIABLE }) } }) as string;
    });
  });
}

const PYTHON = String.raw`
import ast, json, sys
out = []
for source in json.load(sys.stdin):
    literals = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            ok = all(isinstance(v, ast.Constant) or ast.unparse(v.value).startswith("os.environ[") for v in node.values)
            literals.append("".join(v.value if isinstance(v, ast.Constant) else "\x01" for v in node.values) if ok else "\x02interpolation")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            literals.append(node.value)
    out.append(literals)
print(json.dumps(out))
`;

const RUBY = String.raw`
require 'ripper'
require 'json'
out = JSON.parse(STDIN.read).map do |source|
  raise "does not parse: #{source}" unless Ripper.sexp(source)
  tokens = Ripper.lex(source)
  literals = []
  i = 0
  while i < tokens.size
    if tokens[i][1] == :on_tstring_beg
      j = i
      text = ''
      interpolates = false
      until tokens[j][1] == :on_tstring_end
        interpolates = true if %i[on_embexpr_beg on_embvar].include?(tokens[j][1])
        text += tokens[j][2]
        j += 1
      end
      text += tokens[j][2]
      literals << (interpolates ? "\u0002interpolation" : eval(text))
      i = j
    end
    i += 1
  end
  literals
end
puts JSON.generate(out)
`;

const PHP = String.raw`<?php
$out = [];
foreach (json_decode(stream_get_contents(STDIN), true) as $source) {
  $literals = [];
  foreach (token_get_all($source, TOKEN_PARSE) as $t) {
    if (!is_array($t)) continue;
    if ($t[0] === T_CONSTANT_ENCAPSED_STRING) $literals[] = eval('return ' . $t[1] . ';');
    if (in_array($t[0], [T_ENCAPSED_AND_WHITESPACE, T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES, T_START_HEREDOC], true))
      $literals[] = "\u{2}interpolation";
  }
  $out[] = $literals;
}
echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
`;

/** javac compiles every sample (each in a method never called) and prints each literal's UTF-16 units. */
function javaLiterals(sources: string[]): string[][] {
  const spans = sources.map((s) => literalSpans(s, '"'));
  const file = path.join(dir, 'Samples.java');
  writeFileSync(
    file,
    [
      'import java.net.URI;',
      'import java.net.http.*;',
      'public class Samples {',
      ...sources.map((s, i) => `static void sample${i}() throws Exception {\n${s}\n}`),
      'static void p(String s) { StringBuilder b = new StringBuilder(); for (char c : s.toCharArray()) b.append(String.format("%04x", (int) c)); System.out.println(b); }',
      'public static void main(String[] args) {',
      ...spans.map((list) => [...list.map((span) => `p(${span});`), 'System.out.println("-");'].join('\n')),
      '}',
      '}',
    ].join('\n'),
  );
  const out = run('java', ['-Dfile.encoding=UTF-8', file], '');
  return out
    .split('\n-\n')
    .slice(0, sources.length)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line !== '-')
        .map((hex) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)))),
    );
}

function literalsOf(lang: SampleLanguageName, sources: string[]): string[][] {
  if (lang === 'javascript') return javascriptLiterals(sources);
  if (lang === 'python') return JSON.parse(run('python3', ['-c', PYTHON], JSON.stringify(sources)));
  if (lang === 'ruby') return JSON.parse(run('ruby', ['-e', RUBY], JSON.stringify(sources)));
  if (lang === 'php') {
    const script = path.join(dir, 'literals.php');
    writeFileSync(script, PHP);
    return JSON.parse(run('php', [script], JSON.stringify(sources)));
  }
  if (lang === 'java') return javaLiterals(sources);
  if (lang === 'go') return sources.map((s) => literalSpans(s, '"').map(goLiteral));
  return sources.map((s) => literalSpans(s, '"').map(csharpLiteral));
}

// ---- what each program must say ----

/** The reference: each character outside RFC 3986's path characters as UTF-8 escapes, an escape already written kept. */
const pathData = (text: string) =>
  text.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeURIComponent(c));
const crlf = (text: string) => text.replace(/\r?\n|\r/g, '\r\n');
const partName = (text: string) =>
  crlf(text).replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');

function checkProgram(lang: string, s: Spec, source: string, literals: string[]) {
  const why = `${lang}: ${source}\n${JSON.stringify(literals)}`;
  assert.ok(!literals.includes(INTERPOLATION), `a literal interpolates: ${why}`);
  assert.ok(
    literals.some((l) => l === s.header || l === `X-Trace: ${s.header}`),
    `the header value: ${why}`,
  );
  assert.ok(literals.includes(`session=${s.cookie}`), `the cookie: ${why}`);
  assert.ok(
    literals.some((l) => /^(Authorization: )?Bearer /.test(l)),
    `the credential: ${why}`,
  );
  const url = literals.find((l) => l.startsWith('https://api.example.com'));
  assert.ok(url, `the URL: ${why}`);
  const parsed = new URL(url);
  assert.equal(parsed.hash, '', why);
  assert.equal(parsed.searchParams.get('q'), s.query, why);
  const prefix = `/${pathData(s.server)}`.replace(/\/+$/, '');
  assert.ok(parsed.pathname.startsWith(`${prefix}/items/`), why);
  assert.equal(decodeURIComponent(parsed.pathname.slice(prefix.length + '/items/'.length)), s.pathValue, why);
  const native = literals.includes(s.field) && literals.includes(s.value);
  if (s.kind === 'json')
    assert.ok(
      native ||
        literals.some((l) => {
          try {
            return assert.deepEqual(JSON.parse(l), { [s.field]: s.value }) === undefined;
          } catch {
            return false;
          }
        }),
      `the JSON body: ${why}`,
    );
  if (s.kind === 'form')
    assert.ok(
      native || literals.some((l) => new URLSearchParams(l).get(s.field) === s.value),
      `the form body: ${why}`,
    );
  if (s.kind === 'multipart')
    assert.ok(
      native || literals.some((l) => l.includes(`name="${partName(s.field)}"\r\n\r\n${crlf(s.value)}\r\n`)),
      `the multipart body: ${why}`,
    );
}

test('each language: every program parses, nothing interpolates, every literal reads back as the value meant', (t) => {
  // A fixed seed: the same cases every run (a new hostile case found becomes a new seeded case).
  const cases = fc.sample(specs, { numRuns: 60, seed: 20261126 });
  const generated = cases.map(samplesOf);
  for (const lang of LANGUAGES) {
    const needs = { python: 'python3', ruby: 'ruby', php: 'php', java: 'java' }[lang as string];
    if (needs && !has(needs)) {
      t.diagnostic(`${lang}: ${needs} is not installed, not checked`);
      continue;
    }
    const sources = generated.map((samples) => samples.find((x) => x.lang === lang)!.source);
    const literals = literalsOf(lang, sources);
    assert.equal(literals.length, sources.length);
    cases.forEach((s, i) => checkProgram(lang, s, sources[i], literals[i]));
  }
});
