import path from 'node:path';
import { loadConfig } from './config';
import { startServer } from './startServer';

const config = loadConfig();
const server = await startServer({ config, distDir: path.resolve(process.env.DIST_DIR ?? 'dist') });
console.log(`Horizon is ready on ${config.publicUrl}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping Horizon…');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
