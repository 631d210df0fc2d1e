import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pgliteTemplate';

/** Vitest's global setup: the embedded database every API test server starts from, made once per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await writePgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}
