import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { parsePackage, simulate } from '../engine/index';
import { simulateZeroBudget } from '../engine/zeroBudget';
import { writeLifeCycles } from '../results/lifeCyclesFile';
import { assetAttributesOf } from '../reports/assetAttributes';
import { IMPORT_SHARE, type EngineJob, type EngineMessage } from './engineMessages';

/**
 * One simulation run, off the API's event loop: read and validate the package, run it, write the
 * life cycles file, and hand the JSON results back. Reading reports the share of bytes read.
 */
const job = workerData as EngineJob;
const post = (message: EngineMessage) => parentPort?.postMessage(message);

async function* counted(path: string, size: number): AsyncIterable<Uint8Array> {
  let read = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    read += chunk.length;
    post({ type: 'progress', progress: IMPORT_SHARE * (size === 0 ? 1 : read / size), sim_time_remaining: null });
    yield chunk;
  }
}

try {
  const { size } = await stat(job.assetsPath);
  const parsed = await parsePackage({ settings: job.settings, assetsCsv: counted(job.assetsPath, size) });
  if (!parsed.ok) {
    post({ type: 'invalid', errors: parsed.errors });
  } else {
    const run = job.zeroBudget ? simulateZeroBudget : simulate;
    const { results, lifeCycles } = await run(parsed.package, {
      onProgress: (progress) =>
        post({
          type: 'progress',
          progress:
            progress.asset_years_done >= progress.asset_years_total ? 1 : IMPORT_SHARE + ((1 - IMPORT_SHARE) * progress.asset_years_done) / progress.asset_years_total,
          sim_time_remaining: progress.sim_time_remaining === null ? null : Math.ceil(progress.sim_time_remaining),
        }),
    });
    const lifeCyclesBytes = job.lifeCyclesPath === null ? 0 : await writeLifeCycles(job.lifeCyclesPath, lifeCycles);
    post({ type: 'completed', results, lifeCyclesBytes, ...(job.zeroBudget ? { attributes: assetAttributesOf(parsed.package.assets) } : {}) });
  }
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
