import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { checksumFileName, checksumLine, DOWNLOADS_FOLDER, publisherFileName } from '../server/downloads/downloadFiles';
import { PRODUCT_VERSION } from '../server/version';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The oldest Node.js the bundle runs on: package.json's engines. */
const NODE_TARGET = 'node20.19';

/**
 * Bundles the command-line publisher (server/cli/publisher.ts) with everything it imports, zod
 * included, into one CommonJS file that plain `node` runs without node_modules, and writes its
 * SHA-256 checksum beside it, both in `<outDir>/downloads`. Returns the bundle's path.
 */
export async function buildPublisherBundle(outDir: string): Promise<string> {
  const folder = path.join(outDir, DOWNLOADS_FOLDER);
  const fileName = publisherFileName(PRODUCT_VERSION);
  const outfile = path.join(folder, fileName);
  await mkdir(folder, { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, 'server/cli/publisher.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: NODE_TARGET,
    minify: true,
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'warning',
  });
  const sha256 = createHash('sha256').update(await readFile(outfile)).digest('hex');
  await writeFile(path.join(folder, checksumFileName(fileName)), checksumLine(sha256, fileName));
  return outfile;
}

/**
 * `vite build` writes the publisher bundle into whichever folder it built the app in (`dist`, or
 * the `--outDir` a test names), after the app, so that the server that serves the app finds it.
 */
export function publisherBundle(): Plugin {
  let outDir = '';
  return {
    name: 'horizon-publisher-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await buildPublisherBundle(outDir);
    },
  };
}
