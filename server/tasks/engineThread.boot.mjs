// Worker threads start without the parent's TypeScript loader: register it, then load the thread's module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
