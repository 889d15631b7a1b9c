// The HTTP server around a request handler, shared by `docgen serve` and `docgen dev`: a small
// header limit, malformed requests answered 400, and listening with clear errors for a busy port.
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { DocgenError } from '../errors.ts';
import type { Handler } from './static-handler.ts';

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 76_000;

/** An HTTP server around a handler: small header limit, malformed requests answered 400. */
export function createSiteServer(handler: Handler): Server {
  const server = createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  // Idle connections are kept longer than a proxy in front keeps its own (AWS's load balancers 60 s,
  // nginx 75 s): a server that closes first races a request sent on the closing connection, which
  // the proxy answers 502 (and a client in the same busy process, as dev's tests, sees "other side
  // closed"). Node's 5 s default was shorter than both.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  // CONNECT is a method like any other here: 405, not a socket closed without an answer.
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // An oversized request line or header (e.g. 10 MB) gets 431; anything else malformed, 400.
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });
  return server;
}

export function listen(server: Server, port: number, host: string, baseUrl: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new DocgenError(`Port ${port} on ${host} is already in use.`, {
            hint: `Stop the other server, or choose another port: --port ${port + 1}.`,
          }),
        );
      else if (error.code === 'EACCES')
        reject(
          new DocgenError(`Not allowed to listen on port ${port}.`, {
            hint: 'Use a port above 1024, e.g. --port 3000.',
          }),
        );
      else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${actual}${baseUrl}`,
        server,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
