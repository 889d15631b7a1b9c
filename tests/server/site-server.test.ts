// src/server/site-server.ts: the server `docgen serve`, `dev` and `mock` listen with.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSiteServer, KEEP_ALIVE_MS, listen } from '../../src/server/site-server.ts';

test('an idle connection outlives a proxy in front (60 s, nginx 75 s), and says so to the client', async () => {
  const server = createSiteServer(async (_req, res) => {
    res.end('ok');
  });
  assert.ok(KEEP_ALIVE_MS > 75_000);
  assert.equal(server.keepAliveTimeout, KEEP_ALIVE_MS);
  assert.ok(server.headersTimeout > server.keepAliveTimeout);
  const running = await listen(server, 0, '127.0.0.1', '/');
  try {
    const res = await fetch(running.url);
    assert.equal(await res.text(), 'ok');
    assert.equal(res.headers.get('keep-alive'), `timeout=${KEEP_ALIVE_MS / 1000}`);
  } finally {
    await running.close();
  }
});
