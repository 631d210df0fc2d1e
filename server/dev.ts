import middie from '@fastify/middie';
import { createServer as createViteServer } from 'vite';
import { loadConfig } from './config';
import { startServer } from './startServer';

/** Paths the server answers itself; everything else is the SPA, served by Vite with hot reload. */
const SERVER_PATHS = /^\/(api|authorize|oauth|v2\/logout|\.well-known|userinfo|interaction|mqtt)(\/|\?|$)/;

const config = loadConfig();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { port: config.port + 1 } }, appType: 'spa' });
const server = await startServer({
  config,
  beforeListen: async (app) => {
    await app.register(middie);
    app.use((request, response, next) => {
      if (SERVER_PATHS.test(request.url ?? '/')) next();
      else {
        // Vite's development page runs inline module scripts (hot reload) that the product's
        // Content-Security-Policy refuses; the built SPA has none of them.
        response.removeHeader('content-security-policy');
        vite.middlewares(request, response, next);
      }
    });
  },
});
console.log(`Horizon (development, hot reload) is ready on ${config.publicUrl}`);

process.on('SIGINT', () => {
  void Promise.all([vite.close(), server.stop()]).then(() => process.exit(0));
});
