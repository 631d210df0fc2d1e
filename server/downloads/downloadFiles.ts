/**
 * The files of Apps & Downloads as `npm run build` writes them: a folder `downloads` in the built
 * web app holds the command-line publisher as one CommonJS file, named with the product version,
 * and its SHA-256 checksum in the format `sha256sum -c` reads.
 */
export const DOWNLOADS_FOLDER = 'downloads';

export const publisherFileName = (version: string) => `horizon-publisher-${version}.cjs`;

export const checksumFileName = (fileName: string) => `${fileName}.sha256`;

/** One line of `sha256sum` output: the hex digest, two spaces, the file name. */
export const checksumLine = (sha256: string, fileName: string) => `${sha256}  ${fileName}\n`;

/** The digest of a checksum file's line for `fileName`, when it holds one. */
export function parseChecksumLine(text: string, fileName: string): string | undefined {
  const match = /^([0-9a-f]{64}) [ *](.+)$/m.exec(text.trim());
  return match && match[2] === fileName ? match[1] : undefined;
}
