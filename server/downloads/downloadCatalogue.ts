import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { API_PREFIX } from '../../src/api/paths/definePath';
import { downloadPaths } from '../../src/api/paths/downloadPaths';
import type { Download } from '../../src/api/schemas/download.schema';
import { checksumFileName, parseChecksumLine, publisherFileName } from './downloadFiles';

/** The oldest Node.js the publisher runs on, as package.json's engines state it (">=20.19"). */
const NODE_VERSION = pkg.engines.node.replace(/^>=\s*/, '');

/** A file the catalogue may hand out by name: the bundle, with its SHA-256, or its checksum file. */
export type DownloadFile = { path: string; fileName: string; size: number; sha256?: string };

export type DownloadCatalogue = {
  /** What can be downloaded now: the publisher once `npm run build` has written it with its checksum. */
  list(): Promise<Download[]>;
  /** The file of that name, when it is one the catalogue offers. */
  file(fileName: string): Promise<DownloadFile | undefined>;
};

const downloadUrl = (fileName: string) => `${API_PREFIX}${downloadPaths.file.url({ fileName })}`;

/**
 * The downloads of this release in `folder` (the build's `downloads`). Read on every call, so that
 * a rebuild is offered at once; a bundle without its checksum file is not offered, as its
 * checksum could not be shown. Without a folder nothing is offered.
 */
export function downloadCatalogue(options: { folder: string | undefined; version: string; publicUrl: string }): DownloadCatalogue {
  const bundleName = publisherFileName(options.version);
  const checksumName = checksumFileName(bundleName);

  const publisher = async (): Promise<{ bundle: DownloadFile & { sha256: string }; checksum: DownloadFile } | undefined> => {
    if (!options.folder) return undefined;
    const bundlePath = path.join(options.folder, bundleName);
    const checksumPath = path.join(options.folder, checksumName);
    const [bundleStat, checksumText] = await Promise.all([stat(bundlePath).catch(() => undefined), readFile(checksumPath, 'utf8').catch(() => undefined)]);
    const sha256 = checksumText === undefined ? undefined : parseChecksumLine(checksumText, bundleName);
    if (!bundleStat?.isFile() || !sha256) return undefined;
    return {
      bundle: { path: bundlePath, fileName: bundleName, size: bundleStat.size, sha256 },
      checksum: { path: checksumPath, fileName: checksumName, size: Buffer.byteLength(checksumText!) },
    };
  };

  return {
    async list() {
      const found = await publisher();
      if (!found) return [];
      const run = `node ${bundleName}`;
      return [
        {
          id: 'publisher',
          name: 'Horizon Publisher',
          version: options.version,
          file_name: bundleName,
          size: found.bundle.size,
          sha256: found.bundle.sha256,
          url: downloadUrl(bundleName),
          checksum_url: downloadUrl(checksumName),
          instructions: {
            node_version: NODE_VERSION,
            commands: {
              version: `${run} --version`,
              help: `${run} --help`,
              publish: `${run} <package folder> --workspace <workspace id> --server ${options.publicUrl}`,
            },
          },
        },
      ];
    },
    async file(fileName) {
      if (fileName !== bundleName && fileName !== checksumName) return undefined;
      const found = await publisher();
      return found && (fileName === bundleName ? found.bundle : found.checksum);
    },
  };
}
