import { createReadStream } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASSETS_FILE, SETTINGS_FILE, type PackageError } from '../../src/api/simulationPackage/errors';
import { parsePackage, type PackageOutcome } from './packageParser';

/** Read size for assets.csv: large enough to keep the parser busy, small next to the columns. */
const READ_CHUNK_BYTES = 1 << 20;

/**
 * Reads a package folder (settings.json + assets.csv). The CSV is streamed in chunks straight
 * into the column store, so a million rows never exist as one string.
 */
export async function loadPackage(folder: string): Promise<PackageOutcome> {
  const missing: PackageError[] = [];
  for (const file of [SETTINGS_FILE, ASSETS_FILE]) {
    if (!(await exists(join(folder, file)))) missing.push({ message: `${file} is missing from the package`, more_info: folder });
  }
  if (missing.length > 0) return { ok: false, errors: missing };

  let settings: unknown;
  try {
    settings = JSON.parse(await readFile(join(folder, SETTINGS_FILE), 'utf8'));
  } catch (error) {
    return { ok: false, errors: [{ message: `${SETTINGS_FILE}: not valid JSON`, more_info: (error as Error).message }] };
  }
  const stream = createReadStream(join(folder, ASSETS_FILE), { highWaterMark: READ_CHUNK_BYTES });
  try {
    return await parsePackage({ settings, assetsCsv: stream });
  } finally {
    stream.destroy();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
