import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files too large for a row: uploaded assets.csv, GeoJSON layers, results' life cycles. A blob is
 * written under a temporary name and renamed into place whole, so a reader never meets half a
 * file; a database row names it only after that, so a crash leaves at most an unnamed file.
 * Keys are `<kind>/<uuid>`. Every process that serves or runs tasks must see the same folder
 * (BLOB_DIR: a shared volume when workers run on other machines).
 */
export type BlobStore = {
  readonly root: string;
  /** Streams `source` into a new blob; `observe` sees each chunk on its way (validation, counting). */
  write(kind: string, source: AsyncIterable<Uint8Array>, observe?: (chunk: Uint8Array) => void | Promise<void>): Promise<{ key: string; bytes: number }>;
  /** A new key and the path to write it at; `commit` renames the written file into place. */
  reserve(kind: string): Promise<{ key: string; tempPath: string; commit: () => Promise<void>; discard: () => Promise<void> }>;
  read(key: string): Readable;
  pathOf(key: string): string;
  remove(key: string): Promise<void>;
};

const KEY = /^[a-z-]+\/[0-9a-f-]{36}$/;

export async function openBlobStore(root: string): Promise<BlobStore> {
  await fs.mkdir(path.join(root, '.incoming'), { recursive: true });
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a blob key: ${key}`);
    return path.join(root, key);
  };
  const reserve = async (kind: string) => {
    const key = `${kind}/${randomUUID()}`;
    const tempPath = path.join(root, '.incoming', key.replace('/', '-'));
    await fs.mkdir(path.join(root, kind), { recursive: true });
    return {
      key,
      tempPath,
      commit: () => fs.rename(tempPath, pathOf(key)),
      discard: () => fs.rm(tempPath, { force: true }),
    };
  };
  return {
    root,
    reserve,
    async write(kind, source, observe) {
      const slot = await reserve(kind);
      let bytes = 0;
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              bytes += chunk.length;
              await observe?.(chunk);
              yield chunk;
            }
          },
          createWriteStream(slot.tempPath),
        );
        await slot.commit();
        return { key: slot.key, bytes };
      } catch (error) {
        await slot.discard();
        throw error;
      }
    },
    read: (key) => createReadStream(pathOf(key), { highWaterMark: 1 << 20 }),
    pathOf,
    remove: (key) => fs.rm(pathOf(key), { force: true }),
  };
}

/** Tests and `DATA_DIR=memory://` keep blobs in a fresh temporary folder. */
export function temporaryBlobRoot(): string {
  return path.join(os.tmpdir(), `horizon-blobs-${randomUUID()}`);
}
