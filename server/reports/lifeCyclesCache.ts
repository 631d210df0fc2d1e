import type { LifeCycles } from '../engine/lifeCycles';
import { readLifeCycles } from '../results/lifeCyclesFile';
import { LruCache } from './lruCache';

/**
 * The last few life cycles files read, by blob key (a stored file never changes). A million-asset
 * run's file is about 100 MB and takes most of a second to read: the asset search and the
 * life-cycle tabs ask for the same run again and again while a planner looks through its assets.
 * Kept small by bytes so a server never holds more than a few runs.
 */
const lifeCycles = new LruCache<LifeCycles>({ maxEntries: 4, maxWeight: 512 * 2 ** 20 });

export function cachedLifeCycles(path: string, blobKey: string, bytes: number): Promise<LifeCycles> {
  return lifeCycles.get(blobKey, bytes, () => readLifeCycles(path));
}
