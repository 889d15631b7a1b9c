// Compression levels by kind and size: hashed assets at brotli 11 (gzip 9), large assets (the
// chunks loaded on demand) at brotli 10, pages and route data at fast levels; small or binary
// files get no copies.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { compressedSiblings, compressedSiblingsSync } from '../../src/write/compress.ts';

const brotli = (bytes: Buffer, quality: number) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });

/** Text that compresses differently at each level (varied words, not one repeated line). */
function text(bytes: number): Buffer {
  let out = '';
  for (let i = 0; out.length < bytes; i++)
    out += `export const v${i} = ${JSON.stringify({ id: i, name: `item-${(i * 7919) % 1000}`, tags: [i % 13, i % 17] })};\n`;
  return Buffer.from(out.slice(0, bytes));
}

describe('src/write/compress.ts', () => {
  const cases: [string, number, { brotli: number; gzip: number }][] = [
    ['assets/client.ABC.js', 20_000, { brotli: 11, gzip: 9 }],
    ['assets/chunks/diagram.ABC.js', 200_000, { brotli: 10, gzip: 9 }],
    ['guide/index.html', 20_000, { brotli: 5, gzip: 6 }],
    ['_docgen/search/docs-0.abc.json', 200_000, { brotli: 5, gzip: 6 }],
  ];
  for (const [path, size, level] of cases)
    test(`${path} (${size} bytes): brotli ${level.brotli}, gzip ${level.gzip}, on both ways`, async () => {
      const bytes = text(size);
      for (const siblings of [await compressedSiblings(path, bytes), compressedSiblingsSync(path, bytes)]) {
        const byPath = new Map(siblings.map((s) => [s.path, Buffer.from(s.contents as Uint8Array)]));
        assert.deepEqual([...byPath.keys()].sort(), [`${path}.br`, `${path}.gz`]);
        assert.ok(brotliDecompressSync(byPath.get(`${path}.br`)!).equals(bytes));
        assert.ok(gunzipSync(byPath.get(`${path}.gz`)!).equals(bytes));
        assert.ok(byPath.get(`${path}.br`)!.equals(brotli(bytes, level.brotli)), 'brotli level');
        assert.ok(byPath.get(`${path}.gz`)!.equals(gzipSync(bytes, { level: level.gzip })), 'gzip level');
      }
    });

  test('small and binary files get no copies', async () => {
    assert.deepEqual(await compressedSiblings('assets/tiny.js', text(500)), []);
    assert.deepEqual(await compressedSiblings('assets/photo.png', text(20_000)), []);
  });
});
