// `npm start` / `npm run serve`: the workshop's demo site at http://localhost:8080 (PORT changes it).
import { createServer } from 'node:http';
import { handleRequest } from './app.ts';

const port = Number(process.env.PORT ?? 8080);

const server = createServer((req, res) => {
  handleRequest(req, res).catch((error: unknown) => {
    console.error(`demo server: ${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Interner Fehler');
  });
});

server.listen(port, () => {
  console.log(`Demo site: http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
