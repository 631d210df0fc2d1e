import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What Vite's `build.manifest` records of each chunk (the fields read here). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The files a browser fetches to run the given chunks: each of them and, transitively, what they
 * import statically. Dynamic imports are left out: they load when something asks for them.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]!.file);
}

export const gzippedSize = (bytes: Buffer) => gzipSync(bytes).length;

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
