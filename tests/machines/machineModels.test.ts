import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { machineModels } from './models';

const MACHINES_DIR = path.resolve(__dirname, '../../src/machines');

describe('model-based paths', () => {
  it('every machine in src/machines has a model, so that `npm run test:paths` prints it and its paths are tested', async () => {
    const files = fs.readdirSync(MACHINES_DIR).filter((file) => file.endsWith('.machine.ts'));
    const machines = await Promise.all(
      files.map(async (file) =>
        Object.values(await import(path.join(MACHINES_DIR, file))).filter((value): value is AnyStateMachine => value instanceof StateMachine),
      ),
    );
    const ids = machines.flat().map((machine) => machine.id);
    expect(ids).toHaveLength(files.length);
    expect(machineModels.map((model) => model.machine.id).sort()).toEqual(ids.sort());
  });
});
