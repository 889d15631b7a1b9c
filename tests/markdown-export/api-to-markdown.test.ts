// src/markdown-export/api-to-markdown.ts: a schema row's description that ends without a full stop
// (Figma's "Status code", "…that a webhook can subscribe to") is closed before the facts that
// follow it, which read "Status code Allowed values: `400`." in every operation's Markdown copy.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { build } from '../../src/commands/build.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const SPEC = [
  'openapi: 3.1.0',
  "info: { title: Hooks, version: '1' }",
  'paths:',
  '  /v2/webhooks:',
  '    post:',
  '      operationId: postWebhook',
  '      requestBody:',
  '        content:',
  '          application/json:',
  '            schema:',
  '              type: object',
  '              properties:',
  '                event_type:',
  '                  description: An enum representing the possible events that a webhook can subscribe to',
  '                  type: string',
  '                  enum: [PING, FILE_UPDATE]',
  '                status: { description: Status code, type: number, enum: [400] }',
  '                done: { description: Whether it ran., type: boolean, default: false }',
  '                note: { description: "Written as `<b>`", type: string, default: x }',
  '                size: { description: Max length, type: string, maxLength: 150, default: abc }',
  '                plain: { description: Only a description, type: string }',
  '      responses:',
  "        '204': { description: Done }",
  '',
].join('\n');

describe('src/markdown-export/api-to-markdown.ts', () => {
  test('a description without a full stop is closed before the facts after it, and only then', async () => {
    const site = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/hooks.yaml': SPEC },
      { openapi: [{ spec: 'openapi/hooks.yaml', route: '/api' }] },
    );
    try {
      const { outDir } = await build({ root: site.dir, noCache: true });
      const markdown = readFileSync(path.join(outDir, 'api/post-webhook.md'), 'utf8');
      const row = (name: string) => markdown.split('\n').find((line) => line.includes(`\`${name}\``)) ?? '';
      assert.match(row('event_type'), /can subscribe to\. Allowed values: `PING`, `FILE_UPDATE`\.$/);
      assert.match(row('status'), /: Status code\. Allowed values: `400`\.$/);
      assert.match(row('done'), /: Whether it ran\. Default: `false`\.$/);
      assert.match(row('note'), /: Written as `<b>`\. Default: `x`\.$/);
      assert.match(row('size'), /: Max length \(.*150.*\)\. Default: `abc`\.$/);
      assert.match(row('plain'), /: Only a description$/, 'nothing follows: the text as written');
    } finally {
      site.cleanup();
    }
  });
});
