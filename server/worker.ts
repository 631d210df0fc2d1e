import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { connectExternalBroker } from './realtime/externalBroker';
import { openAppServices, serviceLog } from './services';
import { startTaskWorker } from './tasks/taskWorker';

/**
 * `npm run worker`: runs simulation tasks without serving HTTP, beside API processes on other
 * machines (same DATABASE_URL, a shared BLOB_DIR). Browsers hear of its progress when MQTT_URL
 * names the broker the API processes use; without it the status is still read on every fetch.
 */
const config = loadConfig();
const log = serviceLog(config);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(db);
const services = await openAppServices(config, db, log);
const broker = config.mqttUrl ? await connectExternalBroker(config.mqttUrl) : undefined;
if (broker) services.events.attach(broker);
const stopWorker = await startTaskWorker({ db, services, concurrency: config.taskConcurrency, leaseSeconds: config.taskLeaseSeconds, log });
console.log(`Horizon worker is running ${config.taskConcurrency} task(s) at a time`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the worker…');
    (async () => {
      await stopWorker();
      await services.queue.stop();
      await broker?.close();
      await db.destroy();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
