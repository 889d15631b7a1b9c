// Request bodies that carry files, written by docgen in each sample language: a multipart body with
// file parts, and a whole body that is one file (`application/octet-stream`, `format: binary`).
// httpsnippet writes a file part as its name only (fetch appends the text 'file.bin', the
// text-body targets send an empty part under a fixed boundary), so an integrator's copy would
// upload nothing. Here each language reads the file from disk and sends it as its usual client
// does (FormData, requests' `files=`, mime/multipart, Net::HTTP#set_form, CURLFile,
// MultipartFormDataContent); httpsnippet writes the rest of the sample around a marker body, which
// `spliceFileBody` replaces. Every name, value, file name and content type is written as a literal
// of the language (sample-languages.ts), never pasted between quotes.
import { SAMPLE_LANGUAGES, type SampleLanguageName } from '../sample-languages.ts';

/** A multipart part: a field's text, or a file read from `file` (also the file name sent). */
export type BodyPart =
  { name: string; value: string; contentType?: string } | { name: string; file: string; contentType: string };

export type FileBody =
  { kind: 'multipart'; parts: BodyPart[] } | { kind: 'binary'; file: string; contentType: string };

/** The text body httpsnippet is given in place of a file body (plain text every target writes as it is). */
export const BODY_MARKER = 'docgen-body-x';

const isFile = (part: BodyPart): part is Extract<BodyPart, { file: string }> => 'file' in part;

/** A part name or file name inside a Content-Disposition header, escaped as browsers do (WHATWG: `"`, CR, LF). */
export const dispositionText = (text: string): string =>
  text
    .replace(/\r?\n|\r/g, '\r\n')
    .replace(/\n/g, '%0A')
    .replace(/\r/g, '%0D')
    .replace(/"/g, '%22');

/** A field value as browsers send it: line ends as CRLF. */
const crlf = (text: string) => text.replace(/\r?\n|\r/g, '\r\n');

/** A part's Content-Disposition and Content-Type lines, for the languages that write the part's head themselves. */
function partHead(part: BodyPart): string {
  const name = `form-data; name="${dispositionText(part.name)}"`;
  const disposition = isFile(part) ? `${name}; filename="${dispositionText(part.file)}"` : name;
  const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
  return `Content-Disposition: ${disposition}${type}\r\n\r\n`;
}

/** The sample httpsnippet wrote around BODY_MARKER, with the file body written in its place. */
export function spliceFileBody(lang: SampleLanguageName, source: string, body: FileBody): string {
  const write = WRITERS[lang as Exclude<SampleLanguageName, 'curl'>];
  return write ? write(source, body) : source;
}

type Writer = (source: string, body: FileBody) => string;

const lit = (lang: SampleLanguageName, quote: string) => (text: string) =>
  SAMPLE_LANGUAGES[lang].literal(quote, [text]);

/** Replaces the one line holding `pattern`; the sample is left whole if httpsnippet's layout changed. */
function replaceLine(source: string, pattern: RegExp, lines: (line: string) => string[]): string {
  const all = source.split('\n');
  const at = all.findIndex((line) => pattern.test(line));
  if (at < 0) return source;
  all.splice(at, 1, ...lines(all[at]));
  return all.join('\n');
}

const javascript: Writer = (source, body) => {
  const s = lit('javascript', "'");
  const comment =
    '// Node.js 20+: each file is read from disk with openAsBlob. In a browser, use a File from an\n' +
    '// <input type="file"> instead.';
  const head = `import { openAsBlob } from 'node:fs';\n\n${comment}\n`;
  if (body.kind === 'binary')
    return `${head}${source.replace(`'${BODY_MARKER}'`, `await openAsBlob(${s(body.file)})`)}`;
  const form = body.parts.map((part) =>
    isFile(part)
      ? `form.append(${s(part.name)}, await openAsBlob(${s(part.file)}, {type: ${s(part.contentType)}}), ${s(part.file)});`
      : `form.append(${s(part.name)}, ${s(part.value)});`,
  );
  return `${head}const form = new FormData();\n${form.join('\n')}\n\n${source.replace(`'${BODY_MARKER}'`, 'form')}`;
};

const python: Writer = (source, body) => {
  const s = lit('python', '"');
  if (body.kind === 'binary')
    return source.replace(`payload = "${BODY_MARKER}"`, `payload = open(${s(body.file)}, "rb")`);
  // requests sends `data=` fields first, then `files=` in order; a part with a type (a file, a JSON
  // field) goes in `files=`, as `(None, text, type)` when it is not a file. Lists keep repeated names.
  const fields = body.parts.filter((p) => !isFile(p) && !p.contentType) as { name: string; value: string }[];
  const typed = body.parts.filter((p) => isFile(p) || p.contentType);
  const tuple = (part: BodyPart) =>
    isFile(part)
      ? `(${s(part.file)}, open(${s(part.file)}, "rb"), ${s(part.contentType)})`
      : `(None, ${s(part.value)}, ${s(part.contentType!)})`;
  const lines = [
    'files = [',
    ...typed.map((p) => `  (${s(p.name)}, ${tuple(p)}),`),
    ']',
    ...(fields.length ? ['payload = [', ...fields.map((p) => `  (${s(p.name)}, ${s(p.value)}),`), ']'] : []),
  ];
  const spliced = replaceLine(source, new RegExp(`^payload = "${BODY_MARKER}"$`), () => lines);
  return spliced.replace(/, data=payload/, fields.length ? ', data=payload, files=files' : ', files=files');
};

/** Go's imports: `add` put in, `drop` taken out when nothing reads it any more. */
function goImports(source: string, add: string[], drop: string[]): string {
  let out = source;
  for (const name of add)
    if (!new RegExp(`^\\t"${name}"$`, 'm').test(out)) out = out.replace(/^import \(\n/m, `$&\t"${name}"\n`);
  for (const name of drop) {
    const used = new RegExp(`\\b${name.split('/').pop()}\\.`);
    const withoutImport = out.replace(new RegExp(`^\\t"${name}"\\n`, 'm'), '');
    if (!used.test(withoutImport)) out = withoutImport;
  }
  return out;
}

const go: Writer = (source, body) => {
  const s = lit('go', '"');
  const marker = new RegExp(`^\\tpayload := strings\\.NewReader\\("${BODY_MARKER}"\\)$`);
  if (body.kind === 'binary') {
    const spliced = replaceLine(source, marker, () => [
      `\tpayload, _ := os.Open(${s(body.file)})`,
      '\tdefer payload.Close()',
    ]);
    return goImports(spliced, ['os'], ['strings']);
  }
  // WriteField for a plain field; CreatePart with the head browsers write for a typed one or a file.
  const lines = ['\tpayload := &bytes.Buffer{}', '\twriter := multipart.NewWriter(payload)'];
  let part = false;
  let files = 0;
  for (const p of body.parts) {
    if (!isFile(p) && !p.contentType) {
      lines.push(`\twriter.WriteField(${s(p.name)}, ${s(p.value)})`);
      continue;
    }
    const header = `textproto.MIMEHeader{"Content-Disposition": {${s(partHead(p).split('\r\n')[0].slice('Content-Disposition: '.length))}}, "Content-Type": {${s(p.contentType!)}}}`;
    const file = isFile(p) ? `file${++files}` : '';
    if (isFile(p)) lines.push(`\t${file}, _ := os.Open(${s(p.file)})`, `\tdefer ${file}.Close()`);
    lines.push(`\tpart, _ ${part ? '=' : ':='} writer.CreatePart(${header})`);
    part = true;
    if (isFile(p)) lines.push(`\tio.Copy(part, ${file})`);
    else lines.push(`\tpart.Write([]byte(${s(p.value)}))`);
  }
  lines.push('\twriter.Close()');
  let spliced = replaceLine(source, marker, () => lines);
  spliced = replaceLine(spliced, /^\treq, _ := http\.NewRequest\(/, (line) => [
    line,
    '\treq.Header.Set("Content-Type", writer.FormDataContentType())',
  ]);
  return goImports(
    spliced,
    ['bytes', 'mime/multipart', 'io', ...(part ? ['net/textproto'] : []), ...(files ? ['os'] : [])],
    ['strings'],
  );
};

const java: Writer = (source, body) => {
  const s = lit('java', '"');
  const path = (file: string) => `java.nio.file.Path.of(${s(file)})`;
  const method = new RegExp(`HttpRequest\\.BodyPublishers\\.ofString\\("${BODY_MARKER}"\\)`);
  if (body.kind === 'binary')
    return source.replace(method, `HttpRequest.BodyPublishers.ofFile(${path(body.file)})`);
  // java.net.http has no multipart writer: the parts as bytes, each file's read from disk.
  const bytes = (text: string) => `(${text}).getBytes(java.nio.charset.StandardCharsets.UTF_8)`;
  const lines = [
    'String boundary = "FormBoundary" + java.util.UUID.randomUUID().toString().replace("-", "");',
    'java.util.List<byte[]> body = new java.util.ArrayList<>();',
  ];
  for (const p of body.parts) {
    // A field is one piece: its head, its text, the line end that closes it.
    const text = isFile(p) ? '' : `${crlf(p.value)}\r\n`;
    lines.push(`body.add(${bytes(`"--" + boundary + ${s(`\r\n${partHead(p)}${text}`)}`)});`);
    if (isFile(p))
      lines.push(
        `body.add(java.nio.file.Files.readAllBytes(${path(p.file)}));`,
        `body.add(${bytes(s('\r\n'))});`,
      );
  }
  lines.push(`body.add(${bytes(`"--" + boundary + ${s('--\r\n')}`)});`);
  const spliced = replaceLine(source, /^\s+\.uri\(/, (line) => [
    line,
    '    .header("Content-Type", "multipart/form-data; boundary=" + boundary)',
  ]).replace(method, 'HttpRequest.BodyPublishers.ofByteArrays(body)');
  return `${lines.join('\n')}\n${spliced}`;
};

const ruby: Writer = (source, body) => {
  const s = lit('ruby', "'");
  const marker = new RegExp(`^request\\.body = "${BODY_MARKER}"$`);
  if (body.kind === 'binary')
    return replaceLine(source, marker, () => [`request.body = File.binread(${s(body.file)})`]);
  // Net::HTTP writes a Content-Type only for a file part: a JSON field goes as its text.
  const rows = body.parts.map((p) =>
    isFile(p)
      ? `  [${s(p.name)}, File.open(${s(p.file)}), { filename: ${s(p.file)}, content_type: ${s(p.contentType)} }]`
      : `  [${s(p.name)}, ${s(p.value)}]`,
  );
  return replaceLine(source, marker, () => [
    'request.set_form([',
    rows.join(',\n'),
    "], 'multipart/form-data')",
  ]);
};

const php: Writer = (source, body) => {
  const s = lit('php', "'");
  const marker = new RegExp(`^  CURLOPT_POSTFIELDS => "${BODY_MARKER}",$`);
  if (body.kind === 'binary')
    return replaceLine(source, marker, () => [`  CURLOPT_POSTFIELDS => file_get_contents(${s(body.file)}),`]);
  // An array makes cURL send multipart/form-data; CURLFile reads the file. (cURL sends a text
  // field without a Content-Type, and an array key once: a repeated name keeps its last value.)
  const rows = body.parts.map((p) =>
    isFile(p)
      ? `    ${s(p.name)} => new CURLFile(${s(p.file)}, ${s(p.contentType)}, ${s(p.file)}),`
      : `    ${s(p.name)} => ${s(p.value)},`,
  );
  return replaceLine(source, marker, () => ['  CURLOPT_POSTFIELDS => [', ...rows, '  ],']);
};

const csharp: Writer = (source, body) => {
  const s = lit('csharp', '"');
  if (body.kind === 'binary')
    return source.replace(
      `new StringContent("${BODY_MARKER}")`,
      `new StreamContent(File.OpenRead(${s(body.file)}))`,
    );
  const type = (t: string) => `Headers = { ContentType = new MediaTypeHeaderValue(${s(t)}) }`;
  const rows = body.parts.map((p) =>
    isFile(p)
      ? `    { new StreamContent(File.OpenRead(${s(p.file)})) { ${type(p.contentType)} }, ${s(p.name)}, ${s(p.file)} },`
      : p.contentType
        ? `    { new StringContent(${s(p.value)}) { ${type(p.contentType)} }, ${s(p.name)} },`
        : `    { new StringContent(${s(p.value)}), ${s(p.name)} },`,
  );
  const block = new RegExp(
    `  Content = new StringContent\\("${BODY_MARKER}"\\)\\n  \\{\\n[\\s\\S]*?\\n  \\}\\n`,
  );
  return source.replace(block, () =>
    ['  Content = new MultipartFormDataContent', '  {', ...rows, '  }', ''].join('\n'),
  );
};

const WRITERS: Record<Exclude<SampleLanguageName, 'curl'>, Writer> = {
  javascript,
  python,
  go,
  java,
  ruby,
  php,
  csharp,
};
