// Examples as sent on the wire: form bodies percent-encoded, multipart as parts, binary as a file.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { wireExample } from '../../../src/openapi/views/wire-example.ts';

describe('wireExample', () => {
  test('a form body is key=value&…, percent-encoded, arrays as repeated keys', () => {
    const form = wireExample(
      { grant_type: 'client_credentials', scope: 'products:read products:write', tag: ['a&b', 'c'] },
      'application/x-www-form-urlencoded; charset=utf-8',
    );
    assert.equal(
      form.text,
      'grant_type=client_credentials&scope=products%3Aread%20products%3Awrite&tag=a%26b&tag=c',
    );
  });

  test('multipart: one part per field, the part types of `encoding`, JSON values as JSON', () => {
    const body = wireExample(
      { file: 'id,title\n1,Shoe\n', meta: { mode: 'upsert' }, note: 'hi' },
      'multipart/form-data',
      { file: { contentType: 'text/csv, application/gzip' } },
    );
    assert.equal(
      body.text,
      [
        '--boundary',
        'Content-Disposition: form-data; name="file"; filename="file"',
        'Content-Type: text/csv',
        '',
        'id,title\n1,Shoe',
        '--boundary',
        'Content-Disposition: form-data; name="meta"',
        'Content-Type: application/json',
        '',
        '{\n  "mode": "upsert"\n}',
        '--boundary',
        'Content-Disposition: form-data; name="note"',
        '',
        'hi',
        '--boundary--',
      ].join('\n'),
    );
  });

  test('a binary body is a file upload; JSON is pretty-printed', () => {
    assert.match(wireExample('xyz', 'image/png').text, /bytes of the file, sent as image\/png/);
    assert.deepEqual(wireExample({ a: 1 }, 'application/problem+json'), {
      text: '{\n  "a": 1\n}',
      lang: 'json',
    });
  });
});
