/**
 * The pages bench's yardstick: Koa serving a folder of HTML files as static files (koa-send, with the
 * `.br`/`.gz` twins written beside them, as the build's own files are served), nothing else.
 * `PORT=… STATIC_DIR=… node --import tsx tests/bench/staticKoa.mts`; prints `ready` once listening
 * on 127.0.0.1 and stops on SIGTERM. `/cost` answers `cost.html`.
 */
import Koa from 'koa';
import send from 'koa-send';

const root = process.env.STATIC_DIR!;
const app = new Koa();
app.use(async (ctx) => {
  const name = ctx.path === '/' ? 'index' : ctx.path.slice(1).replace(/\//g, '_');
  await send(ctx, `${name}.html`, { root, brotli: true, gzip: true });
  ctx.set('Cache-Control', 'public, max-age=0');
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
