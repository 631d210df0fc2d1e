import { machineModels } from './models';
import { describePath, getModelPaths } from './support/modelPaths';

/** Prints the model-based test paths of every machine (`npm run test:paths`), for QA. */
for (const model of machineModels) {
  const paths = getModelPaths(model);
  console.log(`\n${model.name} (${paths.length} paths)`);
  let start = '';
  for (const path of paths) {
    if (path.start !== start) {
      start = path.start;
      console.log(`  when ${start}:`);
    }
    console.log(`    ${describePath(path)}`);
  }
}
