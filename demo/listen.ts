// The demo server on a port: `npm start`, the size report and the page benchmark all start it
// the same way (port 0 picks a free one).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleRequest } from './app.ts';

export async function startDemoServer(port = 0, host?: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handleRequest(req, res).catch((error: unknown) => {
      console.error(`demo server: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Interner Fehler');
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return { server, url: `http://${host ?? 'localhost'}:${address.port}` };
}
