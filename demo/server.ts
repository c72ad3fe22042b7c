// `npm start` / `npm run serve`: the workshop's demo site at http://localhost:8080 (PORT changes it).
import { startDemoServer } from './listen.ts';

const { server, url } = await startDemoServer(Number(process.env.PORT ?? 8080));
console.log(`Demo site: ${url}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
