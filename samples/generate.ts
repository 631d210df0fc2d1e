import { join } from 'node:path';
import { buildingsPackage } from './lib/buildings';
import { roadsPackage } from './lib/roads';
import { waterMainsPackage } from './lib/waterMains';
import { writePackage } from './lib/writePackage';

/**
 * Writes the demo packages. Every value comes from seeded generators, so running this again
 * reproduces the committed files byte for byte.
 */
const packages = { roads: roadsPackage, 'water-mains': waterMainsPackage, buildings: buildingsPackage };

for (const [folder, build] of Object.entries(packages)) {
  await writePackage(join(import.meta.dirname, folder), build());
  console.log(`samples/${folder}`);
}
