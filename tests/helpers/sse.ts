// A small server-sent events client for tests: collects events and waits for one that matches.
import { get, type ClientRequest } from 'node:http';

export interface DevEventMessage {
  type: 'reload' | 'build-error';
  routes?: string[] | 'all';
  message?: string;
}

export interface EventStream {
  ready: Promise<void>;
  events: DevEventMessage[];
  /** The first event after this call that matches (rejects after `timeoutMs`). */
  next(match?: (event: DevEventMessage) => boolean, timeoutMs?: number): Promise<DevEventMessage>;
  close(): void;
}

export function openEvents(url: string): EventStream {
  const events: DevEventMessage[] = [];
  const waiters: { match: (e: DevEventMessage) => boolean; resolve: (e: DevEventMessage) => void }[] = [];
  let request: ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    request = get(url, (res) => {
      resolve();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as DevEventMessage;
          events.push(event);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(event)) waiter.resolve(event);
            else waiters.push(waiter);
          }
        }
      });
    });
    request.on('error', reject);
  });
  return {
    ready,
    events,
    next(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => request.destroy(),
  };
}
