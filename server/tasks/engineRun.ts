import { Worker } from 'node:worker_threads';
import type { EngineJob, EngineMessage } from './engineMessages';

const BOOT = new URL('./engineThread.boot.mjs', import.meta.url);
const ENTRY = new URL('./engineThread.ts', import.meta.url).href;

export type EngineOutcome = Exclude<EngineMessage, { type: 'progress' }> | { type: 'stopped' };

export type EngineRun = {
  /** Settles with the thread's last word; `stopped` when `stop` ended it first. */
  outcome: Promise<EngineOutcome>;
  stop(): Promise<void>;
};

/** Starts one run in a worker thread, so that the API keeps answering while it computes. */
export function startEngineRun(job: Omit<EngineJob, 'entry'>, onProgress: (message: Extract<EngineMessage, { type: 'progress' }>) => void): EngineRun {
  const worker = new Worker(BOOT, { workerData: { ...job, entry: ENTRY } satisfies EngineJob });
  let stopped = false;
  const outcome = new Promise<EngineOutcome>((resolve) => {
    let settled = false;
    const settle = (value: EngineOutcome) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    worker.on('message', (message: EngineMessage) => {
      if (message.type === 'progress') onProgress(message);
      else settle(message);
    });
    worker.on('error', (error) => settle({ type: 'failed', message: error.message }));
    worker.on('exit', (code) => settle(stopped ? { type: 'stopped' } : { type: 'failed', message: `The engine stopped with exit code ${code}` }));
  });
  return {
    outcome,
    stop: async () => {
      stopped = true;
      await worker.terminate();
    },
  };
}
