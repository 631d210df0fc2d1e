import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SimulationSettingsInput } from '../../src/api/simulationPackage/settings.schema';
import { writeCsv } from './csvWriter';

/** A generated package: its settings and its asset rows under the given header. */
export interface GeneratedPackage {
  settings: SimulationSettingsInput;
  header: readonly string[];
  rows: Iterable<readonly (string | number | null)[]>;
}

export async function writePackage(folder: string, generated: GeneratedPackage): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'settings.json'), JSON.stringify(generated.settings, null, 2) + '\n');
  await writeCsv(join(folder, 'assets.csv'), generated.header, generated.rows);
}
