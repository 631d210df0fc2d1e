import { machineModels } from './models';
import { explainPath, getModelPaths } from './support/modelPaths';

/** Prints the model-based test paths of every machine with what must hold in each state (`npm run test:paths [name...]`), for QA. */
const only = process.argv.slice(2);
for (const model of machineModels.filter(({ name }) => only.length === 0 || only.includes(name))) {
  const paths = getModelPaths(model);
  console.log(`\n${model.name} (${paths.length} paths)`);
  for (const [index, path] of paths.entries()) console.log(`\n  #${index + 1} ${explainPath(path).replaceAll('\n', '\n     ')}`);
}
