// The live-reload channel: server-sent events to every open tab. A tab that connects while the
// last rebuild failed gets the error at once, so a fresh tab shows the overlay too.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type DevEvent =
  /** A rebuild succeeded: tabs showing one of these routes reload; every tab clears its overlay. */
  | { type: 'reload'; routes: string[] | 'all' }
  /** A rebuild failed: the same message as the terminal (location, message, hint). */
  | { type: 'build-error'; message: string };

export interface LiveReload {
  handle(req: IncomingMessage, res: ServerResponse): void;
  send(event: DevEvent): void;
  close(): void;
}

/** Keeps idle connections (and any proxy in between) from timing out. */
const HEARTBEAT_MS = 20_000;

export function createLiveReload(): LiveReload {
  const clients = new Set<ServerResponse>();
  let lastError: DevEvent | undefined;
  const write = (res: ServerResponse, event: DevEvent) =>
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handle(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      // Reconnect quickly after the dev server restarts.
      res.write('retry: 500\n\n');
      if (lastError) write(res, lastError);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    send(event) {
      lastError = event.type === 'build-error' ? event : undefined;
      for (const res of clients) write(res, event);
    },
    close() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
