/**
 * The bench's yardstick: a bare Koa app answering `{ ok: true, n: 1 }` as JSON, nothing else.
 * api.mts starts it as its own process (like the real server), so it does not share an event loop
 * with autocannon: `PORT=… node --import tsx tests/bench/bareKoa.mts`. It prints `ready` once
 * listening on 127.0.0.1 and stops on SIGTERM.
 */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true, n: 1 };
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
