// src/openapi/views/schema-view.ts: a value with nothing to see (`default: ''`, an enum's `' '`) is
// shown in quotes; it was an empty `<code>` box after "Default:" (Docker Engine's `platform`).
// `allOf` parts that cannot be merged are a warning at the part that disagrees, with both enums
// (PagerDuty's `AcknowledgeLogEntry`: `acknowledgement_log_entry` against `LogEntry`'s list).
// An array whose items list their values (Spotify's search `type`) shows those values.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Element, Root } from 'hast';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { readHtml, runDocgen } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';
import { showValue } from '../../../src/openapi/views/schema-view.ts';
import { build } from '../../../src/commands/build.ts';

const SPEC = `openapi: 3.1.0
info: { title: Engine, version: '1' }
paths:
  /things:
    post:
      operationId: createThing
      parameters:
        - name: platform
          in: query
          schema: { type: string, default: '' }
        - name: mode
          in: query
          schema: { type: string, enum: ['', ' ', fast, '<b>x</b>'] }
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                label: { type: string, default: '', example: '' }
                kind: { type: string, const: ' ' }
      responses:
        '204': { description: Done. }
`;

describe('src/openapi/views/schema-view.ts', () => {
  test('showValue quotes strings with nothing to see, and only those', () => {
    assert.equal(showValue(''), '""');
    assert.equal(showValue(' \t'), '" \\t"');
    assert.equal(showValue('fast'), 'fast');
    assert.equal(showValue(' fast'), ' fast');
    assert.equal(showValue(0), '0');
    assert.equal(showValue(false), 'false');
    assert.equal(showValue({}), '{}');
  });

  test('an empty default, enum value, const and example show as "" on the operation page', () => {
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/engine.yaml': SPEC },
      { openapi: [{ spec: 'openapi/engine.yaml', route: '/api' }] },
    );
    try {
      const result = runDocgen(['build', '--no-cache'], site.dir);
      assert.equal(result.code, 0, result.stderr);
      const tree: Root = readHtml(path.join(site.dir, 'build/api/create-thing/index.html'));
      const codes = selectAll('main code', tree) as Element[];
      const empty = codes.filter((c) => toString(c).trim() === '');
      assert.deepEqual(
        empty.map((c) => toString(c)),
        [],
        'no <code> on the page is empty or only whitespace',
      );
      const defaults = selectAll('.schema__default code', tree).map((c) => toString(c));
      assert.ok(defaults.length >= 2 && defaults.every((d) => d === '""'), defaults.join(' | '));
      const text = toString(selectAll('main', tree)[0]!);
      assert.match(text, /Allowed values:\s*""\s*" "\s*fast\s*<b>x<\/b>/);
    } finally {
      site.cleanup();
    }
  });

  test('allOf parts that cannot be merged: a warning at the part that disagrees, naming both enums', async () => {
    const spec = [
      'openapi: 3.0.3',
      "info: { title: Log, version: '1' }",
      'paths:',
      '  /log_entries/{id}:',
      '    get:',
      '      operationId: getLogEntry',
      '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      '      responses:',
      "        '200':",
      '          description: OK',
      '          content:',
      '            application/json:',
      "              schema: { $ref: '#/components/schemas/AcknowledgeLogEntry' }",
      'components:',
      '  schemas:',
      '    LogEntry:',
      '      type: object',
      '      properties:',
      '        type: { type: string, enum: [acknowledge_log_entry, annotate_log_entry, assign_log_entry, "<b>x</b>"] }',
      '    AcknowledgeLogEntry:',
      '      allOf:',
      "        - $ref: '#/components/schemas/LogEntry'",
      '        - type: object',
      '          properties:',
      '            type:',
      '              type: string',
      '              enum: [acknowledgement_log_entry]',
      '',
    ].join('\n');
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/log.yaml': spec },
      { openapi: [{ spec: 'openapi/log.yaml', route: '/api' }] },
    );
    try {
      const { warnings } = await build({ root: site.dir, noCache: true });
      const merged = warnings.filter((w) => w.message.startsWith('allOf parts'));
      assert.equal(merged.length, 1, warnings.map((w) => w.format()).join('\n'));
      const [warning] = merged;
      assert.equal(warning.file, 'openapi/log.yaml');
      assert.equal(warning.line, 25, 'the key of the property the second part writes');
      assert.equal(warning.pointer, '#/components/schemas/AcknowledgeLogEntry/allOf/1/properties/type');
      assert.equal(
        warning.message,
        'allOf parts that cannot be merged into one schema (enums with no value in common: "acknowledge_log_entry", "annotate_log_entry", "assign_log_entry" … (4 values) and "acknowledgement_log_entry").',
      );
      assert.doesNotMatch(warning.hint ?? '', /`type`/, 'the hint is not about types when enums disagree');
    } finally {
      site.cleanup();
    }
  });
  test("an array's items' allowed values are shown on its row, a parameter's or a property's, and in the Markdown copy", async () => {
    const spec = [
      'openapi: 3.0.3',
      "info: { title: Finder, version: '1' }",
      'paths:',
      '  /search:',
      '    post:',
      '      operationId: search',
      '      parameters:',
      '        - name: type',
      '          in: query',
      '          required: true',
      '          explode: false',
      '          schema: { type: array, items: { type: string, enum: [album, artist, "<b>x</b>"] } }',
      '        - name: tag',
      '          in: query',
      '          schema: { type: array, items: { type: string, enum: [a] }, enum: [[a]] }',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema:',
      '              type: object',
      '              properties:',
      '                markets: { type: array, items: { type: string, enum: [CA, BR] } }',
      '                ids: { type: array, items: { type: string } }',
      "      responses: { '204': { description: Done. } }",
      '',
    ].join('\n');
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/search.yaml': spec },
      { openapi: [{ spec: 'openapi/search.yaml', route: '/api' }] },
    );
    try {
      const { outDir } = await build({ root: site.dir, noCache: true });
      const tree = readHtml(path.join(outDir, 'api/search/index.html'));
      const row = (id: string) => {
        const li = selectAll('li[id]', tree).find((e) => e.properties.id === id);
        return selectAll('.schema__enum', li as Element).map((e) =>
          [toString(selectAll('span', e)[0]!), ...selectAll('code', e).map((c) => toString(c))].join(' '),
        );
      };
      assert.deepEqual(row('query.type'), ['Allowed values of each item: album artist <b>x</b>']);
      // The array's own enum is shown, not its items' as well.
      assert.deepEqual(row('query.tag'), ['Allowed values: ["a"]']);
      assert.deepEqual(row('body.markets'), ['Allowed values of each item: CA BR']);
      assert.deepEqual(row('body.ids'), []);
      const markdown = readFileSync(path.join(outDir, 'api/search.md'), 'utf8');
      assert.match(markdown, /Allowed values of each item: `album`, `artist`, `<b>x<\/b>`\./);
      assert.match(markdown, /Allowed values of each item: `CA`, `BR`\./);
    } finally {
      site.cleanup();
    }
  });
});
